/**
 * A payment's status as staff read it. The upstream has two booleans, not a status field; this is
 * the one place that turns them into a word, so the badge, the filter and the CSV always agree.
 */
import type { Payment } from '@pc/contract';

export type PaymentStatus = 'succeeded' | 'failed' | 'pending';

export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['succeeded', 'failed', 'pending'];

export const STATUS_LABELS: Record<PaymentStatus, string> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
  pending: 'Pending',
};

/**
 * Succeeded when `success`; Pending when `pending` and not `success`; Failed otherwise.
 *
 * @example paymentStatus({ success: false, pending: true }) // 'pending'
 */
export function paymentStatus(
  attributes: Pick<Payment['attributes'], 'success' | 'pending'>,
): PaymentStatus {
  if (attributes.success) return 'succeeded';
  if (attributes.pending === true) return 'pending';
  return 'failed';
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}
