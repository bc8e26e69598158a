/**
 * `/search?q=`: what the search box was given. The loader starts the search as the address
 * resolves (text the browser refuses, too short or too long, sends nothing), while the view's
 * code arrives with the views' lazy chunk (lazy-views.tsx). The view shows the groups or the
 * message, or opens a single result's page.
 */
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { SEARCH_PATH } from '../addresses/paths';
import { validateSearchParams } from '../addresses/search-page-search';
import { searchQueryOptions } from '../api/lookup-queries';
import { PageLoadError, RoutePending } from '../features/page-parts/page-states';
import { planSearch } from '../features/search/search-text';
import { rootRoute } from './root-route';

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SEARCH_PATH,
  validateSearch: validateSearchParams,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  loaderDeps: ({ search: { q } }) => ({ q }),
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.q === '') return;
    // Only the text as it stands is searched; the view plans the rest (a link, a wrapped UUID).
    const plan = planSearch(deps.q);
    if (plan.kind === 'search' && plan.q === deps.q) {
      void queryClient.prefetchQuery(searchQueryOptions(plan.q));
    }
  },
  // The loader only starts requests; Query decides when data is stale.
  shouldReload: false,
  component: lazyRouteComponent(() => import('./lazy-views'), 'SearchPage'),
  pendingComponent: RoutePending,
  errorComponent: PageLoadError,
});
