/**
 * Every view below the shell, loaded by the routes with the router's `lazyRouteComponent`, plus
 * the two pieces the shell loads outside a route (the home page's lists, the recent-pages store).
 * One module, so one chunk (decision 020): the pages lead to each other, so whichever loads first
 * (the home page preloads it, a link's hover does) has the others ready, and Rolldown does not
 * split the initial code into several files as it does when lazy chunks share modules
 * (rolldown#9963, #10731). The routes keep what must not wait for this chunk: params, search,
 * loaders, and the pending, error and not-found states.
 *
 * `lazyRouteComponent` rather than `createLazyRoute` + `.lazy()`: it reloads the page once when a
 * chunk is gone after a deploy (the old chunk's URL no longer exists), which `.lazy()` does not.
 */
export { AttentionView, MyWorkView } from '../features/attention/attention-route-views';
export { CustomerPage } from '../features/customer/customer-page';
export { default as HomeLists } from '../features/home/home-lists';
export { InvoiceView, NestedInvoiceView } from '../features/invoice/invoice-route-views';
export { recordVisit } from '../features/page-parts/recent-pages-store';
export { SearchPage } from '../features/search/search-page';
export { SubscriptionPage } from '../features/subscription/subscription-page';
