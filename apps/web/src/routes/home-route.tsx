import { createRoute, useRouter } from '@tanstack/react-router';
import { lazy, useEffect } from 'react';
import { HomePage } from '../features/home/home-page';
import { rootRoute } from './root-route';
import { searchRoute } from './search-route';

/**
 * The lists under the search come as the views' chunk (lazy-views.tsx): the search box is what
 * the page is for, and the initial bundle has a budget (apps/web/README.md).
 */
const HomeLists = lazy(() =>
  import('./lazy-views').then((views) => ({ default: views.HomeLists })),
);

/** `/`: the search, recent pages and (with the simulator) the demo customers and invoices. */
export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomeRoute,
});

function HomeRoute() {
  const router = useRouter();
  useEffect(() => {
    // Most visits go on to a search: load its code while the person types or reads.
    const timer = window.setTimeout(() => void router.loadRouteChunk(searchRoute), 300);
    return () => window.clearTimeout(timer);
  }, [router]);
  return <HomePage lists={<HomeLists />} />;
}
