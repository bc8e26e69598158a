/**
 * The words for one attempt that staff paste into a ticket: "Attempt 3 of 11" and the one-line
 * summary behind Copy summary (date and zone, amount, status, reason, attempt). Pure, so the
 * line reads the same as the payment details panel and is unit-tested.
 */

import type { Payment } from '@pc/contract';
import { type PaymentRole, paymentRoleText } from '@pc/contract/attempt-numbering';
import { shownReason } from '@pc/contract/decline-reasons';
import { formatMinorUnits } from '@pc/contract/money-text';
import { paymentStatus, STATUS_LABELS } from '../../lib/status';
import { formatDateTime } from '../../time-zone/dates';

/** Where an attempt stands against the retry limit; null where it is not known. */
export interface AttemptPosition {
  /** 1 for the first attempt; null for a pending payment (not counted yet). */
  number: number | null;
  /** Attempts allowed in all (1 + the dunning rule's retries). */
  limit: number;
  /** The payment's role in the invoice's ledger; with it, a refund or a charge after payment says so. */
  role?: PaymentRole | undefined;
}

/**
 * @example attemptText({ number: 3, limit: 7 }) // 'Attempt 3 of 7'
 * @example attemptText({ number: null, limit: 7 }) // 'Pending, not counted as an attempt (7 allowed)'
 */
export function attemptText(position: AttemptPosition): string {
  if (position.role) return paymentRoleText(position.role, position.limit);
  return position.number === null
    ? `Pending, not counted as an attempt (${position.limit} allowed)`
    : `Attempt ${position.number} of ${position.limit}`;
}

/**
 * One line for the ticket, parts joined by " · ": when (in the console's zone, named), amount
 * (exact), status, the failure reason when there is one, and the attempt when known.
 *
 * @example
 * paymentSummaryLine(payment, { zone: 'UTC', attempt: { number: 3, limit: 11 }, locale: 'en-US' })
 * // 'Mar 5, 2024, 2:07:09 PM UTC · $19.99 · Failed · Card declined · Attempt 3 of 11'
 */
export function paymentSummaryLine(
  payment: Payment,
  options: { zone: string; attempt: AttemptPosition | null; locale?: string },
): string {
  const { attributes: a, meta } = payment;
  const when = formatDateTime(meta.timestamps.created_at, options.zone, options.locale);
  const amount = formatMinorUnits(a.amount.amount, a.amount.currency);
  // A line of plain text for a ticket cannot isolate a value: direction overrides and isolates
  // from Elastic Path (U+202A–U+202E, U+2066–U+2069) are dropped so they cannot reorder it.
  const raw = a.failure_detail?.reason;
  const reason = (raw ? shownReason(raw) : raw)
    ?.replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [
    when ?? meta.timestamps.created_at,
    amount,
    STATUS_LABELS[paymentStatus(a)],
    reason || null,
    options.attempt ? attemptText(options.attempt) : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
