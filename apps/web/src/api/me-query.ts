import { queryOptions } from '@tanstack/react-query';
import { fetchMe } from './client';
import { queryKeys } from './query-keys';

/** Who is signed in does not change while the page is open (sign-out leaves the page). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me(),
    queryFn: (context) => fetchMe(context),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
