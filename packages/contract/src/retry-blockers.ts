/**
 * Why no card retry can come, in one order both the attempt count and the next-retry line use,
 * so that the header never says "5 retries left" while the retry line says "paid".
 */
import type { TaxStatus } from './upstream-subscriptions/invoice-facts.ts';

/**
 * - `paid`: settled; nothing left to collect.
 * - `not-yet-due`: pro forma, before it becomes payable.
 * - `tax-pending`: waiting for a tax run; no payment run collects it meanwhile.
 * - `manual-payment-pending`: a manual payment awaits settlement outside Elastic Path.
 * - `retries-exhausted`: Elastic Path says the dunning rule's retries are used up.
 * - `attempts-used`: the console counts every allowed attempt made, though Elastic Path has not
 *   (yet) flagged the invoice.
 */
export const NO_RETRY_REASONS = [
  'paid',
  'not-yet-due',
  'tax-pending',
  'manual-payment-pending',
  'retries-exhausted',
  'attempts-used',
] as const;
export type NoRetryReason = (typeof NO_RETRY_REASONS)[number];

/** The invoice flags that stop a retry; an `InvoicePage['invoice']` has them all. */
export interface RetryBlockerInput {
  paid: boolean;
  retriesExhausted: boolean;
  taxStatus: TaxStatus;
  manualPaymentPending?: boolean | undefined;
  notYetDue?: boolean | undefined;
}

/** A few words for a header: "4 of 11 attempts · paid". */
export const NO_RETRY_SHORT: Readonly<Record<NoRetryReason, string>> = {
  paid: 'paid',
  'not-yet-due': 'not yet due',
  'tax-pending': 'awaiting tax',
  'manual-payment-pending': 'manual payment pending',
  'retries-exhausted': 'out of retries',
  'attempts-used': 'all attempts used',
};

/** Why no card retry will come, as a sentence an agent can repeat. */
export const NO_RETRY_SENTENCE: Readonly<Record<NoRetryReason, string>> = {
  paid: 'No card retry: the invoice is paid.',
  'not-yet-due': 'No card retry yet: the invoice is not due yet.',
  'tax-pending': 'No card retry: the invoice is waiting for tax to be added.',
  'manual-payment-pending':
    'No card retry while a manual payment is pending: it is settled outside the card gateway.',
  'retries-exhausted': 'No card retry: the invoice is out of retries.',
  'attempts-used':
    'No card retry expected: every attempt the dunning rule allows has been made, though Elastic Path has not marked the invoice as out of retries.',
};

/**
 * The first reason, in this order, that no card retry can come; null when one still can.
 * `attempts-used` needs a count, so `attemptStanding` adds it.
 * @example noRetryReason({ paid: false, retriesExhausted: true, taxStatus: 'applied', manualPaymentPending: true }) // 'manual-payment-pending'
 */
export function noRetryReason(invoice: RetryBlockerInput): NoRetryReason | null {
  if (invoice.paid) return 'paid';
  if (invoice.notYetDue === true) return 'not-yet-due';
  if (invoice.taxStatus === 'pending') return 'tax-pending';
  if (invoice.manualPaymentPending === true) return 'manual-payment-pending';
  if (invoice.retriesExhausted) return 'retries-exhausted';
  return null;
}

/**
 * The one definition of "retries exhausted" every page uses: Elastic Path flagged it, or every
 * attempt the rule allows was made (`attemptStanding`'s `attempts-used`).
 * @example retriesOver({ kind: 'no-retry', reason: 'attempts-used' }) // true
 */
export function retriesOver(
  retries: { kind: 'retries-left' } | { kind: 'no-retry'; reason: NoRetryReason },
): boolean {
  return (
    retries.kind === 'no-retry' &&
    (retries.reason === 'retries-exhausted' || retries.reason === 'attempts-used')
  );
}
