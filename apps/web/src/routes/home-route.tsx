import { createRoute, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { HomePage } from '../features/find-invoice/home-page';
import { nestedInvoiceRoute } from './invoice-routes';
import { rootRoute } from './root-route';

/** `/`: the find-invoice form (and, with the simulator, the demo invoices). */
export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomeRoute,
});

function HomeRoute() {
  const router = useRouter();
  useEffect(() => {
    // Most visits go on to an invoice page: load its code while the person types or reads.
    const timer = window.setTimeout(() => void router.loadRouteChunk(nestedInvoiceRoute), 300);
    return () => window.clearTimeout(timer);
  }, [router]);
  return <HomePage />;
}
