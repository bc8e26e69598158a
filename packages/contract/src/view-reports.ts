/**
 * What a page reports as shown (`POST /api/audit/views`), built from the very data that page
 * shows. Both sides need the rule: the web app sends the report, and the BFF signs, with each
 * data response, the report its page will send (the served-token), so any replica can check it.
 * Types only from the schemas: the web app imports this without zod.
 */
import type { ViewedPage } from './api.ts';
import type { CustomerPage, InvoicePage, SubscriptionPage } from './api-lookup.ts';

/**
 * The response header that carries a served-token: the BFF's signature of the view its page will
 * report, for this person, until it expires. `<page>.<id>.<expiry>.<signature>`: the browser
 * reads only the page and id (which report it belongs to) and sends it back with that report.
 */
export const SERVED_TOKEN_HEADER = 'X-Served-Token';

/** A view report without its token: what a page shows. */
export interface PageView {
  page: ViewedPage;
  id: string;
  shown: string[];
  /** The attention list's rows: each id's served-tag, in `shown`'s order. */
  tags?: string[];
}

/** At most this many other ids in one report (the BFF's limit). */
const MAX_SHOWN = 100;

const report = (page: ViewedPage, id: string, shown: (string | null | undefined)[]): PageView => ({
  page,
  id,
  shown: [...new Set(shown.filter((s): s is string => Boolean(s)))].slice(0, MAX_SHOWN),
});

/**
 * A customer page: the customer, the account's subscriptions and the invoices listed.
 * @example customerView(id, page) // { page: 'customer', id, shown: [subscriptionId, invoiceId…] }
 */
export function customerView(id: string, page: CustomerPage | undefined) {
  if (!page) return null;
  return report('customer', id, [
    ...page.subscriptions.map((s) => s.id),
    ...page.invoices.map((i) => i.id),
  ]);
}

/** A subscription page: the subscription and its customer. */
export function subscriptionView(id: string, page: SubscriptionPage | undefined) {
  return page ? report('subscription', id, [page.customer?.id]) : null;
}

/** An invoice page: the invoice, its subscription and its customer. */
export function invoiceView(id: string, page: InvoicePage | undefined) {
  return page
    ? report('invoice', id, [page.invoice.subscriptionId, page.invoice.subscriberId])
    : null;
}

/** A payment opened on its invoice: the payment with its run, and the invoice. */
export function paymentView(invoiceId: string, paymentId: string, loaded: boolean) {
  return loaded ? report('payment', paymentId, [invoiceId]) : null;
}

/**
 * The attention list: the rows on screen (this page of the list, under the browser's filters and
 * order) of the snapshot served, each with its served-tag. The list has no object of its own, so
 * the report names the snapshot; the tags let any replica check that each row shown was in it
 * (the served-token proves the snapshot was served to this person).
 */
export function attentionView(
  snapshotId: string,
  shown: readonly { invoice: { id: string }; tag: string }[] | null,
): PageView | null {
  if (!shown || shown.length === 0) return null;
  const rows = shown.slice(0, MAX_SHOWN);
  return {
    page: 'attention',
    id: snapshotId,
    shown: rows.map((row) => row.invoice.id),
    tags: rows.map((row) => row.tag),
  };
}
