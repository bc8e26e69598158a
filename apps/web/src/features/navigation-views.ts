/**
 * Every view beyond the initial bundle, as one lazy chunk: the search, customer, subscription and
 * payments views, the home page's lists, the recent-pages store, and the search text's planning.
 * One chunk, because the pages lead to each other: whichever loads first (the home page preloads
 * it, a link's hover does) has the others ready, so an invoice opened from a subscription page
 * waits for no code. It also keeps the bundler from splitting the initial code into several
 * files, as Rolldown does when lazy chunks share modules (rolldown#9963, #10731).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PageRequest } from '../api/client';
import {
  customerQueryOptions,
  searchQueryOptions,
  subscriptionInvoicesQueryOptions,
  subscriptionQueryOptions,
} from '../api/navigation-query';
import { planSearch } from '../lib/search-text';

export { CustomerPage } from './customer/customer-page';
export { default as HomeLists } from './home/home-lists';
export { InvoiceView, NestedInvoiceView } from './invoice/invoice-route-views';
export { recordVisit } from './navigation/recent-pages-store';
export { SearchPage } from './search/search-page';
export { SubscriptionPage } from './subscription/subscription-page';

/** Starts the search `/search?q=` names, unless the text is not searched as it stands. */
export function prefetchSearch(queryClient: QueryClient, q: string): void {
  const plan = planSearch(q);
  if (plan.kind === 'search' && plan.q === q) {
    void queryClient.prefetchQuery(searchQueryOptions(plan.q));
  }
}

/** Starts the customer page's request (on a visit, and on a link's hover or focus). */
export function prefetchCustomer(queryClient: QueryClient, subscriberId: string): void {
  void queryClient.prefetchQuery(customerQueryOptions(subscriberId));
}

/** Starts the subscription page's two requests: the subscription and a page of its invoices. */
export function prefetchSubscription(
  queryClient: QueryClient,
  subscriptionId: string,
  page: PageRequest,
): void {
  void queryClient.prefetchQuery(subscriptionQueryOptions(subscriptionId));
  void queryClient.prefetchQuery(subscriptionInvoicesQueryOptions(subscriptionId, page));
}
