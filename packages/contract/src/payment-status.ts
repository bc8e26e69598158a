/**
 * A payment's status as staff read it. The upstream has two booleans, not a status field; this is
 * the one place that turns them into a word, so the BFF's audit, the badge, the filter, the CSV and
 * the export report always agree. Dependency-free, so the browser bundle imports it without zod
 * (`@pc/contract/payment-status`).
 */

export const PAYMENT_STATUSES = ['succeeded', 'failed', 'pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Succeeded when `success`; Pending when `pending` and not `success`; Failed otherwise.
 *
 * @example paymentStatus({ success: false, pending: true }) // 'pending'
 */
export function paymentStatus(attributes: { success: boolean; pending?: boolean }): PaymentStatus {
  if (attributes.success) return 'succeeded';
  if (attributes.pending === true) return 'pending';
  return 'failed';
}

/** @example isPaymentStatus('failed') // true */
export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}
