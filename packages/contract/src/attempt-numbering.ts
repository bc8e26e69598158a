/**
 * Which of an invoice's payments are dunning attempts, and their numbers. Elastic Path has no
 * attempt field (docs/upstream/navigation.md#invoice-facts) and settles an invoice whole, so:
 * - attempts are the collections, card or manual, oldest first, up to and including the first
 *   success: the one that paid the invoice;
 * - a refund (a succeeded payment with a negative amount) is money going back, not an attempt;
 * - a charge after that first success is "charged again after payment", not an attempt: counting
 *   it gave "246 of 11" on a paid invoice;
 * - a pending payment (a manual payment awaiting settlement) has no outcome yet, so no number:
 *   the spec counts only payments that are not pending; once settled it takes its place by time.
 * The BFF and the web app both number with this, so the header and each row agree.
 */
import { paymentStatus } from './payment-status.ts';
import {
  NO_RETRY_SHORT,
  type NoRetryReason,
  noRetryReason,
  type RetryBlockerInput,
} from './retry-blockers.ts';

/** What numbering reads of a payment; the contract's `Payment` fits. */
export interface LedgerPaymentInput {
  id: string;
  attributes: {
    success: boolean;
    /** Upstream payments may carry null here. */
    pending?: boolean | null | undefined;
    amount: { amount: string; currency: string };
  };
  meta: { timestamps: { created_at: string } };
}

export type PaymentRole =
  | { kind: 'attempt'; number: number; outcome: 'failed' | 'succeeded' }
  | { kind: 'refund' }
  | { kind: 'pending' }
  /** A charge made after the invoice was paid: `succeeded` is money collected twice. */
  | { kind: 'after-payment'; outcome: 'failed' | 'succeeded' };

export interface LedgerEntry<P extends LedgerPaymentInput = LedgerPaymentInput> {
  payment: P;
  role: PaymentRole;
}

function createdAt(payment: LedgerPaymentInput): number {
  const ms = Date.parse(payment.meta.timestamps.created_at);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * Oldest first by instant (offsets compare correctly), then by id, so equal times keep one
 * order: the web app's payment order, which the real service's id order is not.
 */
export function comparePaymentsOldestFirst(a: LedgerPaymentInput, b: LedgerPaymentInput): number {
  return createdAt(a) - createdAt(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Every payment with its role, oldest first.
 * @example attemptLedger(payments).filter((e) => e.role.kind === 'attempt').length // attempts so far
 */
export function attemptLedger<P extends LedgerPaymentInput>(
  payments: readonly P[],
): LedgerEntry<P>[] {
  let number = 0;
  let paid = false;
  return [...payments].sort(comparePaymentsOldestFirst).map((payment): LedgerEntry<P> => {
    const status = paymentStatus(payment.attributes);
    if (status === 'refund') return { payment, role: { kind: 'refund' } };
    if (status === 'pending') return { payment, role: { kind: 'pending' } };
    const outcome = status === 'succeeded' ? 'succeeded' : 'failed';
    if (paid) return { payment, role: { kind: 'after-payment', outcome } };
    if (outcome === 'succeeded') paid = true;
    number += 1;
    return { payment, role: { kind: 'attempt', number, outcome } };
  });
}

/** Where a retry stands: a number only where a retry can still come. */
export type RetriesLeft =
  | { kind: 'retries-left'; count: number }
  | { kind: 'no-retry'; reason: NoRetryReason };

export interface AttemptStanding {
  /** Numbered attempts so far. */
  attempts: number;
  failedAttempts: number;
  /** Attempts allowed in all: 1 + the dunning rule's retries. */
  limit: number;
  retries: RetriesLeft;
  /** Charges after the one that paid (failed ones included). */
  afterPayment: number;
  refunds: number;
  pending: number;
}

/**
 * Attempts so far against the rule's limit, and the retries left where one can still come.
 * The first attempt is not a retry: with a rule of R retries, R are left before any attempt
 * and 1 + R − n after n attempts.
 *
 * @example
 * attemptStanding(attemptLedger(payments), page.invoice, page.rule.limit).retries
 * // { kind: 'no-retry', reason: 'paid' } or { kind: 'retries-left', count: 7 }
 */
export function attemptStanding(
  ledger: readonly LedgerEntry[],
  invoice: RetryBlockerInput,
  ruleRetries: number,
): AttemptStanding {
  const count = (test: (role: PaymentRole) => boolean) =>
    ledger.filter((entry) => test(entry.role)).length;
  const attempts = count((r) => r.kind === 'attempt');
  const limit = 1 + Math.max(0, ruleRetries);
  const left = Math.min(limit - 1, limit - attempts);
  const blocked = noRetryReason(invoice) ?? (left <= 0 ? 'attempts-used' : null);
  return {
    attempts,
    failedAttempts: count((r) => r.kind === 'attempt' && r.outcome === 'failed'),
    limit,
    retries:
      blocked === null
        ? { kind: 'retries-left', count: left }
        : { kind: 'no-retry', reason: blocked },
    afterPayment: count((r) => r.kind === 'after-payment'),
    refunds: count((r) => r.kind === 'refund'),
    pending: count((r) => r.kind === 'pending'),
  };
}

/**
 * A row's words for its role.
 * @example paymentRoleText({ kind: 'attempt', number: 3, outcome: 'failed' }, 11) // 'Attempt 3 of 11'
 * @example paymentRoleText({ kind: 'after-payment', outcome: 'succeeded' }, 11) // 'Charged again after payment'
 */
export function paymentRoleText(role: PaymentRole, limit: number): string {
  switch (role.kind) {
    case 'attempt':
      return `Attempt ${role.number} of ${limit}`;
    case 'refund':
      return 'Refund, not an attempt';
    case 'pending':
      return 'Pending, not counted as an attempt';
    case 'after-payment':
      return role.outcome === 'succeeded'
        ? 'Charged again after payment'
        : 'Charge tried after payment (failed)';
  }
}

/**
 * The header's line.
 * @example attemptStandingText(standing) // '3 of 11 attempts · 8 retries left' or '4 of 11 attempts · paid'
 */
export function attemptStandingText(
  standing: Pick<AttemptStanding, 'attempts' | 'limit' | 'retries'>,
): string {
  const head = `${standing.attempts} of ${standing.limit} attempts`;
  const { retries } = standing;
  if (retries.kind === 'no-retry') return `${head} · ${NO_RETRY_SHORT[retries.reason]}`;
  return `${head} · ${retries.count} ${retries.count === 1 ? 'retry' : 'retries'} left`;
}
