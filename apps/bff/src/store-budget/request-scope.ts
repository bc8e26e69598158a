/**
 * Who a request's upstream reads are for, and what they saw, without threading it through every
 * page function: the API middleware runs each request inside a scope (AsyncLocalStorage), the
 * upstream layer reads it. `person` picks the limiter's queue (each person is served in turn),
 * `refresh` makes reads skip the cache (the page's Refresh), and `readAt` collects when the
 * oldest piece of the answer was read from Elastic Path, for the page's "as of".
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ReadScope {
  /** The signed-in person's id; with no sign-in everyone is the one person `anonymous`. */
  readonly person: string;
  /** Read from Elastic Path, not the cache (the cache is still filled with what comes back). */
  readonly refresh: boolean;
  /** Milliseconds since the epoch: when the oldest data this request used was read; null: none yet. */
  readAt: number | null;
  /**
   * That oldest data came from the replica's read cache: Elastic Path was read at `readAt` for
   * whoever asked first (a colleague, maybe), not for this request.
   */
  readFromCache?: boolean;
  /**
   * Aborted once the request has its answer: a read still under way (a sibling of a read that
   * failed the page, retrying a 503) is then for nobody, and stops before its next call unless
   * another request shares it. Absent for work no request waits on (background refreshes).
   */
  readonly answered?: AbortSignal;
}

/** Work no person waits on (a background refresh) has a lane of its own in the limiter. */
export const BACKGROUND = 'background';

const storage = new AsyncLocalStorage<ReadScope>();

export function runInScope<T>(scope: ReadScope, work: () => T): T {
  return storage.run(scope, work);
}

export function currentScope(): ReadScope | undefined {
  return storage.getStore();
}

/**
 * Data read at `at` went into this request's answer (`fromCache`: kept by the replica from an
 * earlier read): the answer is as old as its oldest part.
 */
export function noteReadAt(at: number, fromCache = false): void {
  const scope = storage.getStore();
  if (!scope) return;
  if (scope.readAt === null || at < scope.readAt) {
    scope.readAt = at;
    scope.readFromCache = fromCache;
  } else if (at === scope.readAt && fromCache) scope.readFromCache = true;
}
