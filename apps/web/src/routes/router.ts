import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree';
import { noteNavigation } from './use-heading-focus';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    // Hovering or focusing a link loads the page's code (its loader skips data on a preload).
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router's own preload cache would hide it.
    defaultPreloadStaleTime: 0,
    // Back and Forward return to where the page was scrolled; a new page starts at the top.
    scrollRestoration: true,
  });
  router.subscribe('onBeforeNavigate', noteNavigation);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
