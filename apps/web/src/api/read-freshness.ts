/**
 * How fresh the data on screen is. The BFF keeps Elastic Path's answers for up to a minute (its
 * read cache, shared by everyone using the replica) and says in `X-Read-At` when each answer's
 * oldest part was read, and in `X-Read-From` whether that read was made for this answer
 * (`elastic-path`) or kept from an earlier one, maybe a colleague's (`cache`); the shell shows the
 * latest ("as of 09:41:07", and "kept by the console" for a kept read).
 *
 * Both halves belong to the request, not to the module (decision 036): a Refresh marks its own
 * queries (`asFreshRead`, like a prefetch's intent) so only their calls carry `X-Refresh: 1`, and
 * the answers' read time is kept in the cache of the query client that asked.
 */
import { type QueryClient, type QueryMeta, skipToken, useQuery } from '@tanstack/react-query';

/** When the data last shown was read, and whether the console kept it from an earlier read. */
export interface ReadFreshness {
  at: string;
  kept: boolean;
}

/** The query client's entry for the latest read time (kept for the session: query-client.ts). */
export const READ_AT_KEY = ['read-at'] as const;

/**
 * The same query, read past the BFF's cache: Refresh means "read Elastic Path now". Stale at
 * once, so `fetchQuery` reads even when the data is seconds old.
 * @example void queryClient.fetchQuery(asFreshRead(invoiceQueryOptions(id)))
 */
export function asFreshRead<T extends { meta?: QueryMeta | undefined }>(
  options: T,
): T & { staleTime: 0 } {
  return { ...options, meta: { ...options.meta, read: 'fresh' }, staleTime: 0 };
}

/** The header a query's call sends for freshness: `X-Refresh: 1` when it is a Refresh's. */
export function freshReadHeaders(meta: QueryMeta | undefined): Record<string, string> {
  return meta?.read === 'fresh' ? { 'X-Refresh': '1' } : {};
}

/** Notes an answer's `X-Read-At` (an ISO instant) and `X-Read-From` in the asking client. */
export function noteReadAt(client: QueryClient, headers: Headers): void {
  const at = headers.get('X-Read-At');
  if (!at) return;
  const kept = headers.get('X-Read-From') === 'cache';
  const last = readAtOf(client);
  if (last?.at === at && last.kept === kept) return;
  client.setQueryData<ReadFreshness>(READ_AT_KEY, { at, kept });
}

/** The latest read time this client was told, or null before any. */
export function readAtOf(client: QueryClient): ReadFreshness | null {
  return client.getQueryData<ReadFreshness>(READ_AT_KEY) ?? null;
}

/** When the data last shown was read from Elastic Path, or null before any. */
export function useReadAt(): ReadFreshness | null {
  // Never fetched: the entry is written by the answers themselves (noteReadAt).
  const { data } = useQuery<ReadFreshness>({ queryKey: READ_AT_KEY, queryFn: skipToken });
  return data ?? null;
}
