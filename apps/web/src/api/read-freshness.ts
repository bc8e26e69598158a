/**
 * How fresh the data on screen is. The BFF keeps Elastic Path's answers for up to a minute (its
 * read cache, shared by everyone using the replica) and says in `X-Read-At` when each answer's
 * oldest part was read, and in `X-Read-From` whether that read was made for this answer
 * (`elastic-path`) or kept from an earlier one, maybe a colleague's (`cache`); the shell shows the
 * latest ("as of 09:41:07", and "kept by the console" for a kept read). A page's Refresh reads
 * past that cache: calls made while `withFreshReads` runs carry `X-Refresh: 1`.
 */
import { useSyncExternalStore } from 'react';

let freshReads = 0;
/** When the data last shown was read, and whether the console kept it from an earlier read. */
export interface ReadFreshness {
  at: string;
  kept: boolean;
}

let readAt: ReadFreshness | null = null;
const listeners = new Set<() => void>();

/** Runs `work` (a refetch) with every API call it starts asking the BFF for fresh data. */
export async function withFreshReads<T>(work: () => Promise<T>): Promise<T> {
  freshReads += 1;
  try {
    return await work();
  } finally {
    freshReads -= 1;
  }
}

/** The headers an API call sends for freshness: `X-Refresh: 1` during a Refresh. */
export function freshnessHeaders(): Record<string, string> {
  return freshReads > 0 ? { 'X-Refresh': '1' } : {};
}

/** Notes an answer's `X-Read-At` (an ISO instant) and `X-Read-From`, if it has them. */
export function noteReadAt(headers: Headers): void {
  const at = headers.get('X-Read-At');
  if (!at) return;
  const kept = headers.get('X-Read-From') === 'cache';
  if (readAt?.at === at && readAt.kept === kept) return;
  readAt = { at, kept };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the data last shown was read from Elastic Path, or null before any. */
export function useReadAt(): ReadFreshness | null {
  return useSyncExternalStore(
    subscribe,
    () => readAt,
    () => null,
  );
}
