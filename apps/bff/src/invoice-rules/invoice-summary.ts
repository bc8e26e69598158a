/**
 * An invoice's own facts as every page shows them (the search results, the customer, subscription
 * and invoice pages, the attention list): its total (never the real service's placeholder), paid
 * or not, retries exhausted, tax status. Pure: each derived fact comes from the contract's one
 * function for it.
 */
import { type InvoiceSummary, type Money, taxStatus, type UpstreamInvoice } from '@pc/contract';

/** `meta.price`, unless it is the real service's placeholder `{amount: 0, currency: ""}` (docs/upstream/real-service.md#invoice-items-and-placeholder-totals). */
function invoiceTotal(invoice: UpstreamInvoice): Money | null {
  const price = invoice.meta.price;
  if (!price || price.currency === '') return null;
  return { amount: price.amount, currency: price.currency };
}

export function invoiceSummary(invoice: UpstreamInvoice): InvoiceSummary {
  const a = invoice.attributes;
  return {
    id: invoice.id,
    subscriptionId: invoice.meta.subscription_id ?? null,
    subscriberId: invoice.meta.subscriber_id ?? null,
    number: a.number ?? null,
    createdAt: invoice.meta.timestamps.created_at,
    billingPeriod: { start: a.billing_period.start, end: a.billing_period.end },
    total: invoiceTotal(invoice),
    paid: !a.outstanding,
    retriesExhausted: a.payment_retries_limit_reached,
    taxStatus: taxStatus(invoice),
    proForma: a.pro_forma === true,
  };
}
