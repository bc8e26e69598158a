/**
 * The invoice page at two addresses that show the same page:
 * - `/subscriptions/$subscriptionId/invoices/$invoiceId`, the shape every link already shared
 *   has (the page checks that the invoice belongs to that subscription);
 * - `/invoices/$invoiceId`.
 * Both take `?offset=&limit=&status=&sort=&payment=` (addresses/invoice-search.ts). Bad ids show the
 * bad-link page without a request; the page itself, with TanStack Table, is in the views' lazy
 * chunk (lazy-views.tsx).
 *
 * On a deep link the router loads that chunk and runs the loader at the same time, and the loader
 * starts the invoice's requests without waiting for them: code and data arrive in parallel, and
 * the page shows its own skeleton and errors (TanStack Query owns the data). Only a chunk slower
 * than the router's pendingMs (1 s) shows the skeleton before the page.
 *
 * A chunk that fails to download: `lazyRouteComponent` reloads the page once per session (after a
 * deploy the old chunk is gone and the reload fetches the new app), then the error component
 * offers Try again.
 */
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { parseInvoiceIdParam, parseInvoiceParams } from '../addresses/invoice-params';
import {
  canonicalKeyOrder,
  INVOICE_SEARCH_DEFAULTS,
  type InvoiceSearch,
  invoiceSearchSchema,
} from '../addresses/invoice-search';
import { INVOICE_PATH, PAYMENTS_PATH } from '../addresses/paths';
import { startInvoiceRequests } from '../api/invoice-queries';
import { BadInvoiceLink } from '../features/page-parts/dead-ends';
import { PageLoadError } from '../features/page-parts/page-states';
import { PaymentsSkeleton } from '../features/payments/payments-states';
import { type RouterContext, rootRoute } from './root-route';

// The views' one lazy chunk (decision 020).
const loadViews = () => import('./lazy-views');

const search = {
  middlewares: [stripSearchParams<InvoiceSearch>(INVOICE_SEARCH_DEFAULTS), canonicalKeyOrder],
};

/** The payment a shared link opens, for the loader to fetch along with the invoice. */
function paymentOf(location: { search: object }): string | undefined {
  const { payment } = location.search as Partial<InvoiceSearch>;
  return payment;
}

/** What both addresses share: the search, the loader, the lazy page's states. */
const invoicePageOptions = {
  validateSearch: invoiceSearchSchema,
  search,
  loader: ({
    context: { queryClient },
    params,
    preload,
    location,
  }: {
    context: RouterContext;
    params: { invoiceId: string };
    preload: boolean;
    location: { search: object };
  }) => {
    // A link preloaded on hover fetches only the code: data would cost upstream rate limit for
    // a page that may never be opened.
    if (!preload) startInvoiceRequests(queryClient, params.invoiceId, paymentOf(location));
  },
  // The loader only starts requests; Query decides when data is stale.
  shouldReload: false,
  // A new invoice is a new page: never the previous invoice's rows, sorting or focus.
  remountDeps: ({ params }: { params: object }) => params,
  pendingComponent: PaymentsSkeleton,
  errorComponent: PageLoadError,
  notFoundComponent: BadInvoiceLink,
} as const;

export const nestedInvoiceRoute = createRoute({
  ...invoicePageOptions,
  getParentRoute: () => rootRoute,
  path: PAYMENTS_PATH,
  params: { parse: parseInvoiceParams },
  component: lazyRouteComponent(loadViews, 'NestedInvoiceView'),
});

export const invoiceRoute = createRoute({
  ...invoicePageOptions,
  getParentRoute: () => rootRoute,
  path: INVOICE_PATH,
  params: { parse: parseInvoiceIdParam },
  component: lazyRouteComponent(loadViews, 'InvoiceView'),
});
