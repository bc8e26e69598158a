/**
 * `/attention?state=&category=&owner=&due=&case=&currency=&lastAttempt=&sort=&offset=&limit=`:
 * the store's outstanding invoices with the team's cases. The
 * loader starts the one request (the BFF answers from its snapshot, at no cost to the store) while
 * the view's code arrives with the views' lazy chunk; unknown filter values fall back to the
 * defaults (addresses/attention-search.ts).
 */
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import {
  ATTENTION_SEARCH_DEFAULTS,
  attentionKeyOrder,
  attentionSearchSchema,
  serverFilterOf,
} from '../addresses/attention-search';
import { ATTENTION_PATH } from '../addresses/paths';
import { attentionQueryOptions } from '../api/attention-queries';
import { PageLoadError, RoutePending } from '../features/page-parts/page-states';
import { rootRoute } from './root-route';

export const attentionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ATTENTION_PATH,
  validateSearch: attentionSearchSchema,
  search: { middlewares: [stripSearchParams(ATTENTION_SEARCH_DEFAULTS), attentionKeyOrder] },
  // The filters the BFF applies name the request; the rest (order, page) are the browser's.
  loaderDeps: ({ search }) => serverFilterOf(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(attentionQueryOptions(deps));
  },
  // The loader only starts the request; Query decides when data is stale.
  shouldReload: false,
  component: lazyRouteComponent(() => import('./lazy-views'), 'AttentionView'),
  pendingComponent: RoutePending,
  errorComponent: PageLoadError,
});
