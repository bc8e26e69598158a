import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { createAppRouter } from './routes/router';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(root, {
  // An error a route's error component shows is reported by React as "caught". A chunk that
  // failed to download is already in the console as a failed request, and the page offers Try
  // again: saying it twice would only look like a second fault.
  onCaughtError: (error) => {
    if (!isChunkLoadError(error)) console.error(error);
  },
}).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

/** Chromium, Firefox and Safari's words for a dynamic import whose file did not arrive. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/.test(error.message)
  );
}
