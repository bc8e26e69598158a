/**
 * The attention list's CSV export: every row the filters let through, in the order shown, with
 * the company, the team's case (owner, follow-up, state, promise, notes count) and a link to
 * each invoice, under
 * the payments export's rules (csv.ts: exact amounts as digit strings, BOM, CRLF, the formula
 * guard on text cells). Times are ISO 8601 UTC whatever zone the page shows; the next retry is
 * the BFF's estimate as an instant, not the page's "in 7 h", which would be stale in the file.
 */

import type { AttentionListRow, Money } from '@pc/contract';
import { shownReason } from '@pc/contract/decline-reasons';
import { toMajorUnits } from '@pc/contract/money-text';
import type { AttentionFilter } from '../../addresses/attention-search';
import { buildCsv, utcTimestamp } from '../../lib/csv';

export const ATTENTION_CSV_COLUMNS = [
  'invoice_id',
  'invoice_number',
  'billing_period_start',
  'billing_period_end',
  'invoice_created_at',
  'state',
  'customer_id',
  'customer_name',
  'customer_email',
  'subscription_id',
  'offering',
  'plan',
  'currency',
  'total_minor',
  'total',
  'balance_minor',
  'balance',
  'attempts',
  'failed_attempts',
  'attempts_complete',
  'retries_left',
  'no_retry_reason',
  'last_attempt_at',
  'last_attempt_status',
  'last_attempt_payment_id',
  'last_attempt_reason',
  'decline_category',
  'next_retry',
  'next_retry_at',
  'company',
  'owner_name',
  'owner_email',
  'follow_up_on',
  'follow_up_due',
  'case_state',
  'settled_at',
  'promise_on',
  'promise_currency',
  'promise_minor',
  'promise',
  'notes',
  'link',
] as const;

type Column = (typeof ATTENTION_CSV_COLUMNS)[number];

const NUMERIC_COLUMNS: ReadonlySet<Column> = new Set([
  'invoice_number',
  'total_minor',
  'total',
  'balance_minor',
  'balance',
  'attempts',
  'failed_attempts',
  'retries_left',
  'promise_minor',
  'promise',
  'notes',
]);

/** Empty for an unknown currency: its exponent, and so its major amount, is not known. */
function major(money: Money | null): string {
  return money ? (toMajorUnits(money.amount, money.currency) ?? '') : '';
}

/**
 * One row's record; `origin` is the console's address, for the invoice's link (a spreadsheet's
 * reader opens the invoice from the file).
 */
export function attentionCsvRecord(row: AttentionListRow, origin: string): Record<Column, string> {
  const { invoice, customer, subscription, lastAttempt, retries, nextRetry } = row;
  const work = row.case;
  const promised = work.promise?.amount ?? null;
  return {
    invoice_id: invoice.id,
    invoice_number: invoice.number === null ? '' : String(invoice.number),
    billing_period_start: utcTimestamp(invoice.billingPeriod.start),
    billing_period_end: utcTimestamp(invoice.billingPeriod.end),
    invoice_created_at: utcTimestamp(invoice.createdAt),
    state: row.state,
    customer_id: customer?.id ?? '',
    customer_name: customer?.name ?? '',
    customer_email: customer?.email ?? '',
    subscription_id: subscription?.id ?? invoice.subscriptionId ?? '',
    offering: subscription?.offering ?? '',
    plan: subscription?.plan ?? '',
    currency: row.balanceDue?.currency ?? row.total?.currency ?? '',
    total_minor: row.total?.amount ?? '',
    total: major(row.total),
    balance_minor: row.balanceDue?.amount ?? '',
    balance: major(row.balanceDue),
    attempts: String(row.attempts),
    failed_attempts: String(row.failedAttempts),
    attempts_complete: String(row.attemptsComplete),
    retries_left: retries.kind === 'retries-left' ? String(retries.count) : '',
    no_retry_reason: retries.kind === 'no-retry' ? retries.reason : '',
    last_attempt_at: utcTimestamp(lastAttempt?.at),
    last_attempt_status: lastAttempt?.status ?? '',
    last_attempt_payment_id: lastAttempt?.paymentId ?? '',
    last_attempt_reason: lastAttempt?.reason ? shownReason(lastAttempt.reason) : '',
    decline_category: lastAttempt?.category ?? '',
    // `estimate`, or why there is none (`none: retries-exhausted`, `unknown: …`).
    next_retry:
      nextRetry.kind === 'estimate' ? 'estimate' : `${nextRetry.kind}: ${nextRetry.reason}`,
    next_retry_at: nextRetry.kind === 'estimate' ? utcTimestamp(nextRetry.at) : '',
    company: row.company ?? '',
    owner_name: work.owner?.name ?? '',
    owner_email: work.owner?.email ?? '',
    follow_up_on: work.followUpOn ?? '',
    follow_up_due: String(work.followUpDue),
    case_state: work.state,
    settled_at: utcTimestamp(work.settledAt ?? undefined),
    promise_on: work.promise?.on ?? '',
    promise_currency: promised?.currency ?? '',
    promise_minor: promised?.amount ?? '',
    promise: major(promised),
    notes: String(work.notesCount),
    link: `${origin}/invoices/${invoice.id}`,
  };
}

export function buildAttentionCsv(rows: readonly AttentionListRow[], origin: string): string {
  return buildCsv(
    ATTENTION_CSV_COLUMNS,
    NUMERIC_COLUMNS,
    rows.map((row) => attentionCsvRecord(row, origin)),
  );
}

/**
 * `needs-attention.csv`, with the filters in force: `needs-attention-failing-funds.csv`.
 *
 * @example attentionCsvFilename({ state: 'failing', category: undefined }) // 'needs-attention-failing.csv'
 */
export function attentionCsvFilename({
  state,
  category,
  owner,
  due,
  case: work,
  currency,
  lastAttempt,
}: AttentionFilter): string {
  const parts = [
    'needs-attention',
    state,
    category,
    owner === 'me' ? 'mine' : owner === 'nobody' ? 'unassigned' : undefined,
    due ? 'due' : undefined,
    work,
    currency,
    lastAttempt === undefined ? undefined : `last-${lastAttempt}-days`,
  ];
  return `${parts.filter(Boolean).join('-')}.csv`;
}
