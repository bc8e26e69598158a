/**
 * `/my-work?…`: the attention list narrowed to the reader's own cases, with the same keys as
 * `/attention` (addresses/attention-search.ts) but the owner, which is the reader. The loader
 * starts the one request; the view is the attention page's, in the views' lazy chunk.
 */
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import {
  ATTENTION_SEARCH_DEFAULTS,
  attentionKeyOrder,
  attentionSearchSchema,
  serverFilterOf,
} from '../addresses/attention-search';
import { MY_WORK_PATH } from '../addresses/paths';
import { attentionQueryOptions } from '../api/attention-queries';
import { PageLoadError, RoutePending } from '../features/page-parts/page-states';
import { rootRoute } from './root-route';

export const myWorkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: MY_WORK_PATH,
  validateSearch: attentionSearchSchema,
  search: { middlewares: [stripSearchParams(ATTENTION_SEARCH_DEFAULTS), attentionKeyOrder] },
  loaderDeps: ({ search }) => serverFilterOf({ ...search, owner: 'me' }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(attentionQueryOptions(deps));
  },
  shouldReload: false,
  component: lazyRouteComponent(() => import('./lazy-views'), 'MyWorkView'),
  pendingComponent: RoutePending,
  errorComponent: PageLoadError,
});
