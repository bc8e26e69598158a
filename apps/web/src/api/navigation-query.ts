/**
 * Query keys and options for the navigation pages: search, customer, subscription and its
 * invoices. The routes' loaders start them, so this module is in the initial bundle; what only
 * the pages need is in cached-summaries.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PageRequest } from './client';
import {
  fetchCustomerPage,
  fetchSearch,
  fetchSubscriptionInvoices,
  fetchSubscriptionPage,
} from './navigation-client';

/**
 * As the payments view: what was fetched or prefetched (on hover) in the last 30 s is shown as
 * is, so that a click after a hover costs no second request against the store's rate limit.
 */
export const NAVIGATION_STALE_TIME_MS = 30_000;

export const navigationKeys = {
  all: () => ['navigation'] as const,
  searches: () => [...navigationKeys.all(), 'search'] as const,
  search: (q: string) => [...navigationKeys.searches(), q] as const,
  customers: () => [...navigationKeys.all(), 'customer'] as const,
  customer: (id: string) => [...navigationKeys.customers(), id] as const,
  subscriptions: () => [...navigationKeys.all(), 'subscription'] as const,
  subscription: (id: string) => [...navigationKeys.subscriptions(), id] as const,
  subscriptionInvoices: (id: string, page: PageRequest) =>
    [
      ...navigationKeys.all(),
      'subscription-invoices',
      id,
      { offset: page.offset, limit: page.limit },
    ] as const,
};

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: navigationKeys.search(q),
    queryFn: ({ signal }) => fetchSearch(q, signal),
    staleTime: NAVIGATION_STALE_TIME_MS,
  });

export const customerQueryOptions = (subscriberId: string) =>
  queryOptions({
    queryKey: navigationKeys.customer(subscriberId),
    queryFn: ({ signal }) => fetchCustomerPage(subscriberId, signal),
    staleTime: NAVIGATION_STALE_TIME_MS,
  });

export const subscriptionQueryOptions = (subscriptionId: string) =>
  queryOptions({
    queryKey: navigationKeys.subscription(subscriptionId),
    queryFn: ({ signal }) => fetchSubscriptionPage(subscriptionId, signal),
    staleTime: NAVIGATION_STALE_TIME_MS,
  });

export const subscriptionInvoicesQueryOptions = (subscriptionId: string, page: PageRequest) =>
  queryOptions({
    queryKey: navigationKeys.subscriptionInvoices(subscriptionId, page),
    queryFn: ({ signal }) => fetchSubscriptionInvoices(subscriptionId, page, signal),
    staleTime: NAVIGATION_STALE_TIME_MS,
  });
