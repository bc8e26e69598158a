/**
 * A page tells the audit trail it has been shown: once per page (its object's id), when its data
 * is on screen, with the ids of the other objects it shows. The BFF records the view only if it
 * served all of them to this person shortly before (`POST /api/audit/views`). Nothing waits for
 * the answer and a failure is not the reader's concern: the data is already on screen, and the
 * served lines are on record whatever happens to the report.
 */
import type { CustomerPage, InvoicePage, SubscriptionPage, ViewReport } from '@pc/contract';
import { useEffect, useRef } from 'react';
import { reportView } from './client';

/** `report` is null until the page's data is shown. */
export function useReportView(report: ViewReport | null): void {
  const reported = useRef<string | null>(null);
  const key = report ? `${report.page}:${report.id}` : null;
  const body = report ? JSON.stringify(report) : null;
  useEffect(() => {
    if (key === null || body === null || reported.current === key) return;
    reported.current = key;
    void reportView(JSON.parse(body) as ViewReport).catch(() => undefined);
  }, [key, body]);
}

/** At most this many other ids in one report (the BFF's limit). */
const MAX_SHOWN = 100;

const report = (page: ViewReport['page'], id: string, shown: (string | null | undefined)[]) => ({
  page,
  id,
  shown: [...new Set(shown.filter((s): s is string => Boolean(s)))].slice(0, MAX_SHOWN),
});

/** A customer page: the customer, the account's subscriptions and the invoices listed. */
export function customerView(id: string, page: CustomerPage | undefined): ViewReport | null {
  if (!page) return null;
  return report('customer', id, [
    ...page.subscriptions.map((s) => s.id),
    ...page.invoices.map((i) => i.id),
  ]);
}

/** A subscription page: the subscription and its customer. */
export function subscriptionView(
  id: string,
  page: SubscriptionPage | undefined,
): ViewReport | null {
  return page ? report('subscription', id, [page.customer?.id]) : null;
}

/** An invoice page: the invoice, its subscription and its customer. */
export function invoiceView(id: string, page: InvoicePage | undefined): ViewReport | null {
  return page
    ? report('invoice', id, [page.invoice.subscriptionId, page.invoice.subscriberId])
    : null;
}

/** A payment opened on its invoice: the payment with its run, and the invoice. */
export function paymentView(invoiceId: string, paymentId: string, loaded: boolean) {
  return loaded ? report('payment', paymentId, [invoiceId]) : null;
}

/**
 * The attention list: the invoices on screen (this page of the list). The list has no object of
 * its own, so the report names the first invoice shown as its id.
 */
export function attentionView(rows: readonly { invoice: { id: string } }[] | null) {
  const [first, ...rest] = rows ?? [];
  return first
    ? report(
        'attention',
        first.invoice.id,
        rest.map((row) => row.invoice.id),
      )
    : null;
}
