import { queryOptions } from '@tanstack/react-query';
import { fetchAppInfo } from './client';
import { queryKeys } from './query-keys';

/** What the BFF says about itself does not change while the page is open. */
export const appInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.appInfo(),
    queryFn: (context) => fetchAppInfo(context),
    staleTime: Number.POSITIVE_INFINITY,
  });
