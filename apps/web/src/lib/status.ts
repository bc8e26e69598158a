/**
 * Status words for the UI. Which status a payment has is decided once, in the contract
 * (`@pc/contract/payment-status`), so the badge, the filter, the CSV and the BFF always agree.
 */
import type { PaymentStatus } from '@pc/contract/payment-status';

export {
  type AttemptStatus,
  isPaymentStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  paymentStatus,
} from '@pc/contract/payment-status';

export const STATUS_LABELS: Record<PaymentStatus, string> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
  pending: 'Pending',
  refund: 'Refund',
};
