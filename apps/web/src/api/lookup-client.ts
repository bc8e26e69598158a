/**
 * The lookup pages' calls to the BFF: search, a customer, a
 * subscription and a page of its invoices. Built on the typed client and `send` from client.ts,
 * so they send X-CSRF, go to sign-in on 401 and fail with ApiRequestError like every other call.
 */
import type { CustomerPage, InvoiceListPage, SearchResult, SubscriptionPage } from '@pc/contract';
import { client, type PageRequest, send } from './client';
import { type Intent, intentHeaders } from './intent';

/** `q` as the search page planned it (cleaned); the BFF reads it again and has the last word. */
export function fetchSearch(q: string, signal?: AbortSignal): Promise<SearchResult> {
  return send(() => client().api.search.$get({ query: { q } }, { init: { signal } }), signal);
}

export function fetchCustomerPage(
  subscriberId: string,
  signal?: AbortSignal,
  intent?: Intent,
): Promise<CustomerPage> {
  return send(
    () =>
      client().api.customers[':subscriberId'].$get(
        { param: { subscriberId } },
        { headers: intentHeaders(intent), init: { signal } },
      ),
    signal,
  );
}

export function fetchSubscriptionPage(
  subscriptionId: string,
  signal?: AbortSignal,
  intent?: Intent,
): Promise<SubscriptionPage> {
  return send(
    () =>
      client().api.subscriptions[':subscriptionId'].$get(
        { param: { subscriptionId } },
        { headers: intentHeaders(intent), init: { signal } },
      ),
    signal,
  );
}

/** A page of the subscription's invoices, newest first; no page[limit] until one is picked. */
export function fetchSubscriptionInvoices(
  subscriptionId: string,
  page: PageRequest,
  signal?: AbortSignal,
  intent?: Intent,
): Promise<InvoiceListPage> {
  const query = { 'page[offset]': String(page.offset), 'page[limit]': page.limit };
  return send(
    () =>
      client().api.subscriptions[':subscriptionId'].invoices.$get(
        { param: { subscriptionId }, query },
        { headers: intentHeaders(intent), init: { signal } },
      ),
    signal,
  );
}
