/**
 * `/subscriptions/$subscriptionId?offset=&limit=`: a subscription and a page of its invoices. The
 * loader starts both requests on a visit and on a link's hover or focus (intent preload); paging
 * the invoices changes only the query string, so Back undoes it.
 */
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { DEFAULT_PAGE_LIMIT } from '../addresses/invoice-search';
import { parseObjectId } from '../addresses/object-params';
import { SUBSCRIPTION_PATH } from '../addresses/paths';
import {
  SUBSCRIPTION_SEARCH_DEFAULTS,
  subscriptionKeyOrder,
  subscriptionSearchSchema,
} from '../addresses/subscription-search';
import {
  startLookupQuery,
  subscriptionInvoicesQueryOptions,
  subscriptionQueryOptions,
} from '../api/lookup-queries';
import { BadSubscriptionLink } from '../features/page-parts/dead-ends';
import { PageLoadError, RoutePending } from '../features/page-parts/page-states';
import { rootRoute } from './root-route';

export const subscriptionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SUBSCRIPTION_PATH,
  params: { parse: ({ subscriptionId }) => ({ subscriptionId: parseObjectId(subscriptionId) }) },
  validateSearch: subscriptionSearchSchema,
  search: { middlewares: [stripSearchParams(SUBSCRIPTION_SEARCH_DEFAULTS), subscriptionKeyOrder] },
  loaderDeps: ({ search: { offset, limit } }) => ({ offset, limit: limit ?? DEFAULT_PAGE_LIMIT }),
  loader: ({ context: { queryClient }, params, deps, preload }) => {
    const { subscriptionId } = params;
    void queryClient.prefetchQuery(
      startLookupQuery(subscriptionQueryOptions(subscriptionId), preload),
    );
    void queryClient.prefetchQuery(
      startLookupQuery(subscriptionInvoicesQueryOptions(subscriptionId, deps), preload),
    );
  },
  shouldReload: false,
  remountDeps: ({ params }) => params,
  component: lazyRouteComponent(() => import('./lazy-views'), 'SubscriptionPage'),
  pendingComponent: RoutePending,
  errorComponent: PageLoadError,
  notFoundComponent: BadSubscriptionLink,
});
