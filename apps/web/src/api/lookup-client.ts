/**
 * The lookup pages' calls to the BFF: search, a customer, a
 * subscription and a page of its invoices. Built on the typed client and `send` from client.ts,
 * so they send X-CSRF, go to sign-in on 401 and fail with ApiRequestError like every other call.
 */
import type { CustomerPage, InvoiceListPage, SearchResult, SubscriptionPage } from '@pc/contract';
import { client, type PageRequest, send } from './client';

/**
 * `q` as the search page planned it (trimmed, a UUID unwrapped); the BFF classifies it again.
 * By path rather than through the typed client: the BFF's search validator returns the parsed
 * query, which Hono's client then takes for the query's input type (`{ kind, … }`, not `{ q }`).
 * The headers are the typed client's; the answer is typed by the contract.
 */
export function fetchSearch(q: string, signal?: AbortSignal): Promise<SearchResult> {
  const url = new URL(`/api/search?${new URLSearchParams({ q })}`, window.location.origin);
  const headers = { 'X-CSRF': '1', Accept: 'application/json' };
  return send<SearchResult>(() => fetch(url, { headers, signal }), signal);
}

export function fetchCustomerPage(
  subscriberId: string,
  signal?: AbortSignal,
): Promise<CustomerPage> {
  return send(
    () =>
      client().api.customers[':subscriberId'].$get(
        { param: { subscriberId } },
        { init: { signal } },
      ),
    signal,
  );
}

export function fetchSubscriptionPage(
  subscriptionId: string,
  signal?: AbortSignal,
): Promise<SubscriptionPage> {
  return send(
    () =>
      client().api.subscriptions[':subscriptionId'].$get(
        { param: { subscriptionId } },
        { init: { signal } },
      ),
    signal,
  );
}

/** A page of the subscription's invoices, newest first; no page[limit] until one is picked. */
export function fetchSubscriptionInvoices(
  subscriptionId: string,
  page: PageRequest,
  signal?: AbortSignal,
): Promise<InvoiceListPage> {
  const query = { 'page[offset]': String(page.offset), 'page[limit]': page.limit };
  return send(
    () =>
      client().api.subscriptions[':subscriptionId'].invoices.$get(
        { param: { subscriptionId }, query },
        { init: { signal } },
      ),
    signal,
  );
}
