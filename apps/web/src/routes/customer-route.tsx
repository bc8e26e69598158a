/**
 * `/customers/$subscriberId`: a customer, their subscriptions and invoices. The loader starts the
 * page's request on a visit and on a link's hover or focus (the router's intent preload), so a
 * click after a hover finds the data in the cache. The view and the request's code are in the
 * views' lazy chunk (decision 020): usually loaded already, else the request waits for it.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { CUSTOMER_PATH } from '../addresses/paths';
import { BadCustomerLink } from '../features/navigation/dead-ends';
import { PageLoadError, RoutePending } from '../features/navigation/page-states';
import { parseObjectId } from './object-params';
import { rootRoute } from './root-route';

export const customerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: CUSTOMER_PATH,
  params: { parse: ({ subscriberId }) => ({ subscriberId: parseObjectId(subscriberId) }) },
  loader: ({ context: { queryClient }, params }) => {
    // A chunk that does not download is the view's to report (errorComponent), not this.
    void import('../features/navigation-views').then(
      (views) => views.prefetchCustomer(queryClient, params.subscriberId),
      () => undefined,
    );
  },
  shouldReload: false,
  // Another customer is another page: never the previous one's rows or focus.
  remountDeps: ({ params }) => params,
  component: lazyRouteComponent(() => import('../features/navigation-views'), 'CustomerPage'),
  pendingComponent: RoutePending,
  errorComponent: PageLoadError,
  notFoundComponent: BadCustomerLink,
});
