/**
 * A prefetch whose failure is forgotten: an error left in the cache would be what the view shows
 * when the user gets there, instead of a fresh try (Next, opening a payment).
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

export function prefetchOrForget<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): void {
  void queryClient.prefetchQuery(options).then(() => {
    if (queryClient.getQueryState(options.queryKey)?.status === 'error') {
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    }
  });
}
