/**
 * A prefetch whose failure is forgotten: an error left in the cache would be what the view shows
 * when the user gets there, instead of a fresh try (Next, opening a payment). The request is
 * marked as a prefetch (intent.ts): the audit records it as served, not viewed.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { asPrefetch } from './intent';

export function prefetchOrForget<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): void {
  void queryClient.prefetchQuery(asPrefetch(options)).then(() => {
    if (queryClient.getQueryState(options.queryKey)?.status === 'error') {
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    }
  });
}
