/**
 * A payment's status as staff read it. The upstream has two booleans, not a status field; this is
 * the one place that turns them into a word, so the BFF's audit, the badge, the filter, the CSV and
 * the export report always agree. Dependency-free, so the browser bundle imports it without zod
 * (`@pc/contract/payment-status`).
 *
 * A refund is a succeeded payment with a negative amount (Elastic Path records refunds that way).
 * It is a status of its own only where the amount is known: without it, as for an invoice's
 * latest attempt, the three attempt statuses remain.
 */

export const PAYMENT_STATUSES = ['succeeded', 'failed', 'pending', 'refund'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** What the two booleans alone can say: every status but refund. */
export type AttemptStatus = Exclude<PaymentStatus, 'refund'>;

interface StatusFlags {
  success: boolean;
  pending?: boolean | null | undefined;
}

/** An int64 digit string below zero ("-0" is not). */
function isNegative(minor: string): boolean {
  return /^-0*[1-9]/.test(minor);
}

/**
 * Succeeded when `success` (Refund when its amount is negative); Pending when `pending` and not
 * `success`; Failed otherwise.
 *
 * @example paymentStatus({ success: false, pending: true }) // 'pending'
 * @example paymentStatus({ success: true, amount: { amount: '-500' } }) // 'refund'
 */
export function paymentStatus(
  attributes: StatusFlags & { amount: { amount: string } },
): PaymentStatus;
export function paymentStatus(attributes: StatusFlags): AttemptStatus;
export function paymentStatus(
  attributes: StatusFlags & { amount?: { amount: string } },
): PaymentStatus {
  if (attributes.success) {
    return attributes.amount && isNegative(attributes.amount.amount) ? 'refund' : 'succeeded';
  }
  if (attributes.pending === true) return 'pending';
  return 'failed';
}

/** @example isPaymentStatus('failed') // true */
export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}
