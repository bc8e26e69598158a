/**
 * `/search?q=`: what the search box was given. The loader starts the search as the address
 * resolves (text the browser refuses, too short or too long, sends nothing); the planning of the
 * text comes with the view's chunk, outside the initial bundle, and is usually there already (the
 * home page and every navigation page load it). The view shows the groups or the message, or
 * opens a single result's page.
 */
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { SEARCH_PATH } from '../addresses/paths';
import { PageLoadError, RoutePending } from '../features/navigation/page-states';
import { rootRoute } from './root-route';
import { validateSearchParams } from './search-params';

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SEARCH_PATH,
  validateSearch: validateSearchParams,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  loaderDeps: ({ search: { q } }) => ({ q }),
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.q === '') return;
    // A chunk that does not download is the view's to report (errorComponent), not this.
    void import('../features/navigation-views').then(
      (views) => views.prefetchSearch(queryClient, deps.q),
      () => undefined,
    );
  },
  // The loader only starts requests; Query decides when data is stale.
  shouldReload: false,
  component: lazyRouteComponent(() => import('../features/navigation-views'), 'SearchPage'),
  pendingComponent: RoutePending,
  errorComponent: PageLoadError,
});
