import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-error';
import { appInfoQueryOptions } from './app-info-query';
import { redirectToSignIn } from './auth-redirect';
import { READ_AT_KEY } from './read-freshness';
import { retryDelay, shouldRetry } from './retry-policy';
import { SERVED_TOKEN_LIFETIME_MS, servedTokenKeys } from './served-tokens';

export function createQueryClient(): QueryClient {
  // Every call to the BFF is a query or a mutation, so a 401 anywhere is seen here; how to sign
  // in again is in app-info, already in this cache by the time a call can fail.
  const onError = (error: unknown) => {
    if (isApiRequestError(error) && error.status === 401) {
      redirectToSignIn(queryClient.getQueryData(appInfoQueryOptions().queryKey)?.auth);
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
  // What answers say about their reads lives in this client's cache, not in the module
  // (decision 036): the latest read time for the session, each served-token while the BFF
  // would still accept it.
  queryClient.setQueryDefaults(READ_AT_KEY, { gcTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryDefaults(servedTokenKeys.all(), { gcTime: SERVED_TOKEN_LIFETIME_MS });
  return queryClient;
}
