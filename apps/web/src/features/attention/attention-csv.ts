/**
 * The attention list's CSV export: every row the filters let through, in the order shown, under
 * the payments export's rules (csv.ts: exact amounts as digit strings, BOM, CRLF, the formula
 * guard on text cells). Times are ISO 8601 UTC whatever zone the page shows; the next retry is
 * the BFF's estimate as an instant, not the page's "in 7 h", which would be stale in the file.
 */

import type { AttentionRow, Money } from '@pc/contract';
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
]);

/** Empty for an unknown currency: its exponent, and so its major amount, is not known. */
function major(money: Money | null): string {
  return money ? (toMajorUnits(money.amount, money.currency) ?? '') : '';
}

export function attentionCsvRecord(row: AttentionRow): Record<Column, string> {
  const { invoice, customer, subscription, lastAttempt, retries, nextRetry } = row;
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
  };
}

export function buildAttentionCsv(rows: readonly AttentionRow[]): string {
  return buildCsv(ATTENTION_CSV_COLUMNS, NUMERIC_COLUMNS, rows.map(attentionCsvRecord));
}

/**
 * `needs-attention.csv`, with the filters in force: `needs-attention-failing-funds.csv`.
 *
 * @example attentionCsvFilename({ state: 'failing', category: undefined }) // 'needs-attention-failing.csv'
 */
export function attentionCsvFilename({ state, category }: AttentionFilter): string {
  return `${['needs-attention', state, category].filter(Boolean).join('-')}.csv`;
}
