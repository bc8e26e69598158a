/**
 * The navigation pages' calls to the BFF (issue #21's routes): search, a customer, a
 * subscription and a page of its invoices. Built on the typed client and `send` from client.ts,
 * so they send X-CSRF, go to sign-in on 401 and fail with ApiRequestError like every other call.
 */
import type { CustomerPage, InvoiceListPage, SearchResult, SubscriptionPage } from '@pc/contract';
import { client, type PageRequest, send } from './client';

/**
 * `GET /api/search` and `GET /api/customers/{id}` are not in the BFF's AppType yet (branch
 * nav-search): until they are, they go by path with the headers the typed client sends, and the
 * response is typed by the contract alone.
 */
function getByPath<T>(path: string, signal?: AbortSignal): Promise<T> {
  const headers = { 'X-CSRF': '1', Accept: 'application/json' };
  return send<T>(() => fetch(new URL(path, window.location.origin), { headers, signal }), signal);
}

/** `q` as the search box planned it (trimmed, a UUID unwrapped); the BFF classifies it again. */
export function fetchSearch(q: string, signal?: AbortSignal): Promise<SearchResult> {
  return getByPath(`/api/search?${new URLSearchParams({ q })}`, signal);
}

export function fetchCustomerPage(
  subscriberId: string,
  signal?: AbortSignal,
): Promise<CustomerPage> {
  return getByPath(`/api/customers/${encodeURIComponent(subscriberId)}`, signal);
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
