/**
 * An invoice resource for an invoice the data knows only from its payments or `empty` (today's
 * fixture format, e2e's edge invoices), so every invoice the payments view can show can also be
 * fetched alone. What payments cannot tell is left out (`subscriber_id`) or kept plain.
 */
import type { IndexedInvoice } from './invoice-index.ts';
import type { SimulatorInvoice, SimulatorPayment } from './types.ts';

/** Where an invoice with no payments at all is dated. */
const NO_PAYMENT_DATE = '2026-01-01T00:00:00.000Z';

function oneMonthLater(iso: string): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString();
}

const settles = (p: SimulatorPayment) =>
  p.attributes.success &&
  p.attributes.pending !== true &&
  !p.attributes.amount.amount.startsWith('-');

/**
 * Paid when a succeeded, non-negative payment exists; its amount is then the total (so it
 * covers it), else the latest payment's amount is.
 * @example deriveInvoice(index.byInvoice(id)).attributes.outstanding
 */
export function deriveInvoice(indexed: IndexedInvoice): SimulatorInvoice {
  const payments = indexed.chronological;
  const settling = payments.filter(settles).at(-1);
  const basis = settling ?? payments.at(-1);
  const createdAt = payments[0]
    ? new Date(payments[0].meta.timestamps.created_at).toISOString()
    : NO_PAYMENT_DATE;
  const updatedAt = basis ? new Date(basis.meta.timestamps.updated_at).toISOString() : createdAt;
  const price = basis && { ...basis.attributes.amount };
  return {
    id: indexed.invoiceId,
    type: 'subscription_invoice',
    attributes: {
      billing_period: { start: createdAt, end: oneMonthLater(createdAt) },
      invoice_items: price ? [{ description: 'Subscription charge', price }] : [],
      outstanding: settling === undefined,
      tax_required: false,
      payment_retries_limit_reached: false,
      manual_payment_pending: payments.some((p) => p.attributes.pending === true),
      pro_forma: false,
      created_at: createdAt,
      updated_at: updatedAt,
    },
    meta: {
      owner: 'store',
      subscription_id: indexed.subscriptionId,
      ...(price && { price }),
      timestamps: { created_at: createdAt, updated_at: updatedAt },
      proration_events: [],
    },
  };
}
