/**
 * How fresh the data on screen is. The BFF keeps Elastic Path's answers for up to a minute (its
 * read cache) and says in `X-Read-At` when each answer's oldest part was read; the shell shows the
 * latest one ("as of 09:41:07"). A page's Refresh reads past that cache: calls made while
 * `withFreshReads` runs carry `X-Refresh: 1`.
 */
import { useSyncExternalStore } from 'react';

let freshReads = 0;
let readAt: string | null = null;
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

/** Notes an answer's `X-Read-At` (an ISO instant), if it has one. */
export function noteReadAt(headers: Headers): void {
  const value = headers.get('X-Read-At');
  if (!value || value === readAt) return;
  readAt = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the data last shown was read from Elastic Path (ISO), or null before any. */
export function useReadAt(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readAt,
    () => null,
  );
}
