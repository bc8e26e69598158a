/**
 * The lookup pages' calls to the BFF: search, a customer, a
 * subscription and a page of its invoices. Built on the typed client and `send` from client.ts,
 * so they send X-CSRF, go to sign-in on 401 and fail with ApiRequestError like every other call.
 */
import type { CustomerPage, InvoiceListPage, SearchResult, SubscriptionPage } from '@pc/contract';
import { type Call, client, type PageRequest, pageQueryOf, send } from './client';

/** `q` as the search page planned it (cleaned); the BFF reads it again and has the last word. */
export function fetchSearch(q: string, call?: Call): Promise<SearchResult> {
  const signal = call?.signal;
  return send(() => client(call).api.search.$get({ query: { q } }, { init: { signal } }), call);
}

export function fetchCustomerPage(subscriberId: string, call?: Call): Promise<CustomerPage> {
  const signal = call?.signal;
  return send(
    () =>
      client(call).api.customers[':subscriberId'].$get(
        { param: { subscriberId } },
        { init: { signal } },
      ),
    call,
  );
}

export function fetchSubscriptionPage(
  subscriptionId: string,
  call?: Call,
): Promise<SubscriptionPage> {
  const signal = call?.signal;
  return send(
    () =>
      client(call).api.subscriptions[':subscriptionId'].$get(
        { param: { subscriptionId } },
        { init: { signal } },
      ),
    call,
  );
}

/** A page of the subscription's invoices, newest first; no page[limit] until one is picked. */
export function fetchSubscriptionInvoices(
  subscriptionId: string,
  page: PageRequest,
  call?: Call,
): Promise<InvoiceListPage> {
  const signal = call?.signal;
  const query = pageQueryOf(page);
  return send(
    () =>
      client(call).api.subscriptions[':subscriptionId'].invoices.$get(
        { param: { subscriptionId }, query },
        { init: { signal } },
      ),
    call,
  );
}
