import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from '../addresses/search-serialization';
import { appInfoQueryOptions } from '../api/app-info-query';
import { meQueryOptions } from '../api/me-query';
import { recentPagesOwner } from '../features/page-parts/recent-pages-owner';
import { HeadingFocusProvider } from '../page-focus/heading-focus';
import { routeTree } from './route-tree';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    // The search text stays text in the address (search-serialization.ts).
    parseSearch,
    stringifySearch,
    // Hovering or focusing a link loads the page's code (its loader skips data on a preload).
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router's own preload cache would hide it.
    defaultPreloadStaleTime: 0,
    // Back and Forward return to where the page was scrolled; a new page starts at the top.
    scrollRestoration: true,
    // After a move to another page, the new page's heading takes the focus (page-focus/).
    InnerWrap: HeadingFocusProvider,
  });
  // The home page's recent pages: a listed object page comes first again when opened, whichever
  // feature shows it (the page itself adds it once found). The store is loaded on the first
  // visit, outside the initial bundle.
  router.subscribe('onResolved', ({ toLocation }) => {
    if (!isObjectPath(toLocation.pathname)) return;
    const auth = queryClient.getQueryData(appInfoQueryOptions().queryKey)?.auth;
    const me = queryClient.getQueryData(meQueryOptions().queryKey);
    const owner = recentPagesOwner(auth?.mode, me?.email);
    void import('./lazy-views').then(
      (views) => views.recordVisit(owner, toLocation.pathname),
      () => undefined,
    );
  });
  return router;
}

/** Customers, subscriptions, invoices: the pages the recent list keeps (features/page-parts/recent-pages.ts decides). */
function isObjectPath(pathname: string): boolean {
  return /^\/(customers|subscriptions|invoices)\//.test(pathname);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
