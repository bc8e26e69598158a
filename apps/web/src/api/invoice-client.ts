/**
 * The invoice page's calls to the BFF, built on the typed client and `send` of
 * api/client.ts: every route is keyed by the invoice id alone, so `/invoices/{id}` and the
 * nested address shared in older links read the same data.
 */
import type { InvoicePage, PaymentDetail, PaymentsPage } from '@pc/contract';
import { type Call, client, pageQueryOf, send } from './client';

/** The invoice with its customer, subscription, attempts and the estimated next retry. */
export function fetchInvoice(invoiceId: string, call?: Call): Promise<InvoicePage> {
  const signal = call?.signal;
  return send(
    () =>
      client(call).api.invoices[':invoiceId'].$get({ param: { invoiceId } }, { init: { signal } }),
    call,
  );
}

/** One page of the invoice's payments (`limit` ≤ 100), in the upstream's order. */
export function fetchInvoicePayments(
  invoiceId: string,
  page: { offset: number; limit: number },
  call?: Call,
): Promise<PaymentsPage> {
  const signal = call?.signal;
  const query = pageQueryOf(page);
  return send(
    () =>
      client(call).api.invoices[':invoiceId'].payments.$get(
        { param: { invoiceId }, query },
        { init: { signal } },
      ),
    call,
  );
}

/** One payment with the payment run (job) that made it. */
export function fetchPaymentDetail(
  invoiceId: string,
  paymentId: string,
  call?: Call,
): Promise<PaymentDetail> {
  const signal = call?.signal;
  return send(
    () =>
      client(call).api.invoices[':invoiceId'].payments[':paymentId'].$get(
        { param: { invoiceId, paymentId } },
        { init: { signal } },
      ),
    call,
  );
}
