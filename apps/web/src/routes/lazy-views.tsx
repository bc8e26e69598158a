/**
 * Every view below the shell, as the router's lazy routes (`createLazyRoute`, loaded by each
 * route's `.lazy()`), plus the two pieces the shell loads outside a route (the home page's lists,
 * the recent-pages store). One module, so one chunk (decision 020): the pages lead to each other,
 * so whichever loads first (the home page preloads it, a link's hover does) has the others ready,
 * and Rolldown does not split the initial code into several files as it does when lazy chunks
 * share modules (rolldown#9963, #10731). The routes keep what must not wait for this chunk:
 * params, search, loaders, and the pending, error and not-found states.
 */
import { createLazyRoute } from '@tanstack/react-router';
import {
  CUSTOMER_PATH,
  INVOICE_PATH,
  PAYMENTS_PATH,
  SEARCH_PATH,
  SUBSCRIPTION_PATH,
} from '../addresses/paths';
import { CustomerPage } from '../features/customer/customer-page';
import { InvoiceView, NestedInvoiceView } from '../features/invoice/invoice-route-views';
import { SearchPage } from '../features/search/search-page';
import { SubscriptionPage } from '../features/subscription/subscription-page';

export const searchView = createLazyRoute(SEARCH_PATH)({ component: SearchPage });

export const customerView = createLazyRoute(CUSTOMER_PATH)({ component: CustomerPage });

export const subscriptionView = createLazyRoute(SUBSCRIPTION_PATH)({ component: SubscriptionPage });

export const nestedInvoiceView = createLazyRoute(PAYMENTS_PATH)({ component: NestedInvoiceView });

export const invoiceView = createLazyRoute(INVOICE_PATH)({ component: InvoiceView });

export { default as HomeLists } from '../features/home/home-lists';
export { recordVisit } from '../features/page-parts/recent-pages-store';
