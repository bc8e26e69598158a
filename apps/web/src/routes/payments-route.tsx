/**
 * `/subscriptions/$subscriptionId/invoices/$invoiceId?offset=&limit=&status=`: one page of an
 * invoice's payments. The ids and the query string are parsed here (bad ids: the bad-link page,
 * bad query values: their defaults); the view itself, with TanStack Table, is in the views' lazy
 * chunk (features/navigation-views.ts) with the navigation pages that lead to it.
 *
 * On a deep link the router loads that chunk and runs the loader at the same time, and the loader
 * starts the page's request without waiting for it: code and data arrive in parallel, and the
 * view shows its skeleton, errors and the previous page by itself (TanStack Query owns the data).
 * Only a chunk slower than the router's pendingMs (1 s) shows the skeleton before the view.
 *
 * A chunk that fails to download: `lazyRouteComponent` reloads the page once per session (after a
 * deploy the old chunk is gone and the reload fetches the new app), then the error component
 * offers Try again.
 */
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { paymentsPageQueryOptions } from '../api/payments-query';
import { TableSkeleton } from '../features/payments/payments-states';
import { PaymentsViewLoadError } from '../features/payments/payments-view-load-error';
import { BadInvoiceLink } from './dead-ends';
import { parseInvoiceParams } from './invoice-params';
import { PAYMENTS_PATH } from './paths';
import {
  canonicalKeyOrder,
  PAYMENTS_SEARCH_DEFAULTS,
  paymentsSearchSchema,
} from './payments-search';
import { rootRoute } from './root-route';

export const paymentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PAYMENTS_PATH,
  params: { parse: parseInvoiceParams },
  validateSearch: paymentsSearchSchema,
  search: { middlewares: [stripSearchParams(PAYMENTS_SEARCH_DEFAULTS), canonicalKeyOrder] },
  loaderDeps: ({ search: { offset, limit } }) => ({ offset, limit }),
  loader: ({ context: { queryClient }, params, deps, preload }) => {
    // A link preloaded on hover fetches only the code: data would cost upstream rate limit for
    // a page that may never be opened.
    if (preload) return;
    void queryClient.prefetchQuery(paymentsPageQueryOptions(params, deps));
  },
  // The loader only starts requests; Query decides when data is stale.
  shouldReload: false,
  // A new invoice is a new view: never the previous invoice's rows, sorting or focus.
  remountDeps: ({ params }) => params,
  component: lazyRouteComponent(() => import('../features/navigation-views'), 'PaymentsView'),
  pendingComponent: TableSkeleton,
  errorComponent: PaymentsViewLoadError,
  notFoundComponent: BadInvoiceLink,
});
