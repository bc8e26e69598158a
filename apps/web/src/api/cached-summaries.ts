/**
 * The summaries already in the cache that let a page show its heading before its own request
 * answers: a search result, a customer's subscription list, a subscription's customer or an
 * invoice's customer and subscription all carry the summary the next page opens with.
 */
import type {
  CustomerPage,
  CustomerSummary,
  InvoicePage,
  SearchResult,
  SubscriptionPage,
  SubscriptionSummary,
} from '@pc/contract';
import type { QueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './invoice-queries';
import { lookupKeys } from './lookup-queries';

function cached<T>(queryClient: QueryClient, queryKey: readonly unknown[]): T[] {
  return queryClient
    .getQueriesData<T>({ queryKey })
    .flatMap(([, data]) => (data === undefined ? [] : [data]));
}

/** The invoice pages in the cache (their payments, under the same key prefix, are not). */
function cachedInvoicePages(queryClient: QueryClient): InvoicePage[] {
  return queryClient
    .getQueriesData<InvoicePage>({
      predicate: ({ queryKey }) => queryKey[0] === invoiceKeys.all()[0] && queryKey.length === 2,
    })
    .flatMap(([, data]) => (data === undefined ? [] : [data]));
}

/** A customer's summary from any search, customer, subscription or invoice page in the cache. */
export function cachedCustomerSummary(
  queryClient: QueryClient,
  id: string,
): CustomerSummary | null {
  const candidates = [
    ...cached<CustomerPage>(queryClient, lookupKeys.customers()).map((p) => p.customer),
    ...cached<SubscriptionPage>(queryClient, lookupKeys.subscriptions()).map((p) => p.customer),
    ...cached<SearchResult>(queryClient, lookupKeys.searches()).flatMap((r) => r.customers.items),
    ...cachedInvoicePages(queryClient).map((p) => p.customer),
  ];
  return candidates.find((customer) => customer?.id === id) ?? null;
}

/** A subscription's summary from any search, customer, subscription or invoice page in the cache. */
export function cachedSubscriptionSummary(
  queryClient: QueryClient,
  id: string,
): SubscriptionSummary | null {
  const candidates: SubscriptionSummary[] = [
    ...cached<SubscriptionPage>(queryClient, lookupKeys.subscriptions()).map((p) => p.subscription),
    ...cached<CustomerPage>(queryClient, lookupKeys.customers()).flatMap((p) => p.subscriptions),
    ...cached<SearchResult>(queryClient, lookupKeys.searches()).flatMap(
      (r) => r.subscriptions.items,
    ),
    ...cachedInvoicePages(queryClient).flatMap((p) => (p.subscription ? [p.subscription] : [])),
  ];
  return candidates.find((subscription) => subscription.id === id) ?? null;
}
