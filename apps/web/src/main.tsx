import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { paymentsPageQueryOptions } from './api/payments-query';
import { createQueryClient } from './api/query-client';
import { App } from './app';
import { preloadPaymentsView } from './features/payments/lazy-payments-view';
import { matchRoute, parseViewState } from './lib/url-state';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

// A deep link to a payments page: fetch the view's code and its data in parallel, not one after
// the other.
const initialRoute = matchRoute(window.location.pathname);
if (initialRoute.name === 'payments') {
  void preloadPaymentsView();
  const { offset, limit } = parseViewState(window.location.search);
  void queryClient.prefetchQuery(paymentsPageQueryOptions(initialRoute.invoice, { offset, limit }));
}

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
