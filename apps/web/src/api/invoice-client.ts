/**
 * The invoice page's calls to the BFF, built on the typed client and `send` of
 * api/client.ts: every route is keyed by the invoice id alone, so `/invoices/{id}` and the
 * nested address shared in older links read the same data.
 */
import type { InvoicePage, PaymentDetail, PaymentsPage } from '@pc/contract';
import { client, send } from './client';
import { type Intent, intentHeaders } from './intent';

/** The invoice with its customer, subscription, attempts and the estimated next retry. */
export function fetchInvoice(
  invoiceId: string,
  signal?: AbortSignal,
  intent?: Intent,
): Promise<InvoicePage> {
  return send(
    () =>
      client().api.invoices[':invoiceId'].$get(
        { param: { invoiceId } },
        { headers: intentHeaders(intent), init: { signal } },
      ),
    signal,
  );
}

/** One page of the invoice's payments (`limit` ≤ 100), in the upstream's order. */
export function fetchInvoicePayments(
  invoiceId: string,
  page: { offset: number; limit: number },
  signal?: AbortSignal,
  intent?: Intent,
): Promise<PaymentsPage> {
  const query = { 'page[offset]': String(page.offset), 'page[limit]': page.limit };
  return send(
    () =>
      client().api.invoices[':invoiceId'].payments.$get(
        { param: { invoiceId }, query },
        { headers: intentHeaders(intent), init: { signal } },
      ),
    signal,
  );
}

/** One payment with the payment run (job) that made it. */
export function fetchPaymentDetail(
  invoiceId: string,
  paymentId: string,
  signal?: AbortSignal,
  intent?: Intent,
): Promise<PaymentDetail> {
  return send(
    () =>
      client().api.invoices[':invoiceId'].payments[':paymentId'].$get(
        { param: { invoiceId, paymentId } },
        { headers: intentHeaders(intent), init: { signal } },
      ),
    signal,
  );
}
