import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from './retry-policy';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // Staff switch between the console and the ticket all day; a focus is not a reason to
        // refetch (and spend upstream rate limit) when the data is still fresh.
        refetchOnWindowFocus: false,
      },
    },
  });
}
