/**
 * The invoice routes' path params. Anything but two UUIDs is "not found" for that route, which
 * shows the friendly bad-link page: such a link never reaches the BFF. The ids are lower-cased,
 * as the search box does, so a link with upper-case ids finds the invoice and is
 * rewritten to the canonical address.
 */
import { isUuid } from '@pc/contract/limits';
import { notFound } from '@tanstack/react-router';
import type { InvoiceRef } from '../lib/invoice-ref';

export function parseInvoiceParams({ subscriptionId, invoiceId }: InvoiceRef): InvoiceRef {
  if (!isUuid(subscriptionId) || !isUuid(invoiceId)) throw notFound();
  return { subscriptionId: subscriptionId.toLowerCase(), invoiceId: invoiceId.toLowerCase() };
}

/** `/invoices/$invoiceId`: a UUID (lower-cased) or "not found". */
export function parseInvoiceIdParam({ invoiceId }: { invoiceId: string }): { invoiceId: string } {
  if (!isUuid(invoiceId)) throw notFound();
  return { invoiceId: invoiceId.toLowerCase() };
}
