/**
 * `/subscriptions/$subscriptionId?offset=&limit=`: a subscription and a page of its invoices. The
 * loader starts both requests on a visit and on a link's hover or focus (intent preload); paging
 * the invoices changes only the query string, so Back undoes it.
 */
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import {
  subscriptionInvoicesQueryOptions,
  subscriptionQueryOptions,
} from '../api/navigation-query';
import { PageLoadError, RoutePending } from '../features/navigation/page-states';
import { BadSubscriptionLink } from './dead-ends';
import { parseObjectId } from './object-params';
import { SUBSCRIPTION_PATH } from './paths';
import { rootRoute } from './root-route';
import {
  SUBSCRIPTION_SEARCH_DEFAULTS,
  subscriptionKeyOrder,
  subscriptionSearchSchema,
} from './subscription-search';

export const subscriptionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SUBSCRIPTION_PATH,
  params: { parse: ({ subscriptionId }) => ({ subscriptionId: parseObjectId(subscriptionId) }) },
  validateSearch: subscriptionSearchSchema,
  search: { middlewares: [stripSearchParams(SUBSCRIPTION_SEARCH_DEFAULTS), subscriptionKeyOrder] },
  loaderDeps: ({ search: { offset, limit } }) => ({ offset, limit }),
  loader: ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(subscriptionQueryOptions(params.subscriptionId));
    void queryClient.prefetchQuery(subscriptionInvoicesQueryOptions(params.subscriptionId, deps));
  },
  shouldReload: false,
  remountDeps: ({ params }) => params,
  component: lazyRouteComponent(() => import('../features/navigation-views'), 'SubscriptionPage'),
  pendingComponent: RoutePending,
  errorComponent: PageLoadError,
  notFoundComponent: BadSubscriptionLink,
});
