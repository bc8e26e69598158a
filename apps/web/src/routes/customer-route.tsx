/**
 * `/customers/$subscriberId`: a customer, their subscriptions and invoices. The loader starts the
 * page's request on a visit and on a link's hover or focus (the router's intent preload), so a
 * click after a hover finds the data in the cache. The view is in the views' lazy chunk
 * (lazy-views.tsx, decision 020); the request does not wait for it.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseObjectId } from '../addresses/object-params';
import { CUSTOMER_PATH } from '../addresses/paths';
import { customerQueryOptions, startLookupQuery } from '../api/lookup-queries';
import { BadCustomerLink } from '../features/page-parts/dead-ends';
import { PageLoadError, RoutePending } from '../features/page-parts/page-states';
import { rootRoute } from './root-route';

export const customerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: CUSTOMER_PATH,
  params: { parse: ({ subscriberId }) => ({ subscriberId: parseObjectId(subscriberId) }) },
  loader: ({ context: { queryClient }, params, preload }) => {
    void queryClient.prefetchQuery(
      startLookupQuery(customerQueryOptions(params.subscriberId), preload),
    );
  },
  shouldReload: false,
  // Another customer is another page: never the previous one's rows or focus.
  remountDeps: ({ params }) => params,
  component: lazyRouteComponent(() => import('./lazy-views'), 'CustomerPage'),
  pendingComponent: RoutePending,
  errorComponent: PageLoadError,
  notFoundComponent: BadCustomerLink,
});
