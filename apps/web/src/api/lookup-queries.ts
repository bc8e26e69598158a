/**
 * Query keys and options for the lookup pages: search, customer, subscription and its
 * invoices. The routes' loaders start them, so this module is in the initial bundle; what only
 * the pages need is in cached-summaries.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PageRequest } from './client';
import { asPrefetch } from './intent';
import {
  fetchCustomerPage,
  fetchSearch,
  fetchSubscriptionInvoices,
  fetchSubscriptionPage,
} from './lookup-client';
import { shouldRetry } from './retry-policy';

/**
 * As the payments view: what was fetched or prefetched (on hover) in the last 30 s is shown as
 * is, so that a click after a hover costs no second request against the store's rate limit.
 */
export const LOOKUP_STALE_TIME_MS = 30_000;

export const lookupKeys = {
  all: () => ['navigation'] as const,
  searches: () => [...lookupKeys.all(), 'search'] as const,
  search: (q: string) => [...lookupKeys.searches(), q] as const,
  customers: () => [...lookupKeys.all(), 'customer'] as const,
  customer: (id: string) => [...lookupKeys.customers(), id] as const,
  subscriptions: () => [...lookupKeys.all(), 'subscription'] as const,
  subscription: (id: string) => [...lookupKeys.subscriptions(), id] as const,
  subscriptionInvoices: (id: string, page: PageRequest) =>
    [
      ...lookupKeys.all(),
      'subscription-invoices',
      id,
      { offset: page.offset, limit: page.limit },
    ] as const,
};

/** A refused search is asked for again once at most (a lost connection counts too). */
export const MAX_SEARCH_RETRIES = 1;

/**
 * A search is asked for again only after a lost connection or once after a refusal (429, or 503
 * "busy"): the BFF already waits its turn at the rate limiter, and each retry would spend the
 * store's budget again. Leaving the page aborts the request (`signal`), which cancels the
 * search's waiting upstream calls in the BFF.
 */
export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: lookupKeys.search(q),
    queryFn: (context) => fetchSearch(q, context),
    staleTime: LOOKUP_STALE_TIME_MS,
    retry: (failureCount: number, error: unknown) =>
      failureCount < MAX_SEARCH_RETRIES && shouldRetry(failureCount, error),
  });

export const customerQueryOptions = (subscriberId: string) =>
  queryOptions({
    queryKey: lookupKeys.customer(subscriberId),
    queryFn: (context) => fetchCustomerPage(subscriberId, context),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const subscriptionQueryOptions = (subscriptionId: string) =>
  queryOptions({
    queryKey: lookupKeys.subscription(subscriptionId),
    queryFn: (context) => fetchSubscriptionPage(subscriptionId, context),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const subscriptionInvoicesQueryOptions = (subscriptionId: string, page: PageRequest) =>
  queryOptions({
    queryKey: lookupKeys.subscriptionInvoices(subscriptionId, page),
    queryFn: (context) => fetchSubscriptionInvoices(subscriptionId, page, context),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

/**
 * What a lookup route's loader starts: the page's queries, marked as prefetches when the router
 * preloads on a link's hover or focus (nothing is shown yet, so nothing is viewed).
 */
export function startLookupQuery<T extends { meta?: Record<string, unknown> | undefined }>(
  options: T,
  preload: boolean,
): T {
  return preload ? asPrefetch(options) : options;
}
