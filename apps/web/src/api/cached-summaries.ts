/**
 * The summaries already in the cache that let a page show its heading before its own request
 * answers: a search result, a customer's subscription list or a subscription's customer all carry
 * the summary the next page opens with.
 */
import type {
  CustomerPage,
  CustomerSummary,
  SearchResult,
  SubscriptionPage,
  SubscriptionSummary,
} from '@pc/contract';
import type { QueryClient } from '@tanstack/react-query';
import { navigationKeys } from './navigation-query';

function cached<T>(queryClient: QueryClient, queryKey: readonly unknown[]): T[] {
  return queryClient
    .getQueriesData<T>({ queryKey })
    .flatMap(([, data]) => (data === undefined ? [] : [data]));
}

/** A customer's summary from any search, customer or subscription page in the cache. */
export function cachedCustomerSummary(
  queryClient: QueryClient,
  id: string,
): CustomerSummary | null {
  const candidates = [
    ...cached<CustomerPage>(queryClient, navigationKeys.customers()).map((p) => p.customer),
    ...cached<SubscriptionPage>(queryClient, navigationKeys.subscriptions()).map((p) => p.customer),
    ...cached<SearchResult>(queryClient, navigationKeys.searches()).flatMap(
      (r) => r.customers.items,
    ),
  ];
  return candidates.find((customer) => customer?.id === id) ?? null;
}

/** A subscription's summary from any search, customer or subscription page in the cache. */
export function cachedSubscriptionSummary(
  queryClient: QueryClient,
  id: string,
): SubscriptionSummary | null {
  const candidates: SubscriptionSummary[] = [
    ...cached<SubscriptionPage>(queryClient, navigationKeys.subscriptions()).map(
      (p) => p.subscription,
    ),
    ...cached<CustomerPage>(queryClient, navigationKeys.customers()).flatMap(
      (p) => p.subscriptions,
    ),
    ...cached<SearchResult>(queryClient, navigationKeys.searches()).flatMap(
      (r) => r.subscriptions.items,
    ),
  ];
  return candidates.find((subscription) => subscription.id === id) ?? null;
}
