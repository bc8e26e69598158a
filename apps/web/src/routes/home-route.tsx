import { createRoute, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { HomePage } from '../features/home/home-page';
import { rootRoute } from './root-route';
import { searchRoute } from './search-route';

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
  return <HomePage />;
}
