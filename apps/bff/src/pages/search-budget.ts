/**
 * What one search may spend upstream. Every search reads through its own budgeted view of the
 * upstream: at most `concurrency` calls of its own at once (so one search never fills the rate
 * limiter's queue, whatever EP_MAX_RPS is: a broad word waits its turn instead of being refused)
 * and at most `maxCalls` in all (each fan-out is cut to a bound below that, and says "more"
 * when it is). The request's signal cancels what has not started when the browser goes away,
 * and a failing call cancels the search's other waiting calls: nothing is spent for an answer
 * that nobody will read.
 */

import type { Upstream } from '../upstream/read-resource.ts';
import type { UpstreamAnswer, UpstreamGet } from '../upstream/upstream-client.ts';

export interface SearchLimits {
  /** Upstream calls one search makes at most (retries inside the client not counted). */
  maxCalls: number;
  /** Calls of one search waiting or running at once. */
  concurrency: number;
}

/**
 * The most a search's rounds add up to (text: 11 in round 1 + 8 companies + 5 people + 5
 * memberships + 5 accounts' subscribers + 10 owed flags = 44); every fan-out is cut to its own
 * bound, so this is a backstop that is never reached.
 */
export const SEARCH_MAX_CALLS = 45;
/** At most this many of one search's calls at once; less when the limiter holds fewer. */
export const SEARCH_CONCURRENCY = 8;

/**
 * How many calls of one search may wait or run at once for a limiter with these limits: no more
 * than it runs plus queues, so that one search alone is never refused as "busy".
 * @example searchLimits({ maxInFlight: 8, maxPerSecond: 7 }) // { maxCalls: 45, concurrency: 8 }
 */
export function searchLimits(limits: { maxInFlight: number; maxPerSecond: number }): SearchLimits {
  const capacity = limits.maxInFlight + Math.max(2 * limits.maxPerSecond, limits.maxInFlight);
  return { maxCalls: SEARCH_MAX_CALLS, concurrency: Math.min(SEARCH_CONCURRENCY, capacity) };
}

/** A search asked for more calls than its bound: a bug in a fan-out's cut, never sent. */
export class SearchBudgetError extends Error {
  override name = 'SearchBudgetError';
}

/**
 * `upstream` as one search sees it, and `stop` to cancel its calls that have not started.
 * @example const { upstream: bounded, stop, calls } = budgeted(upstream, limits, c.req.raw.signal)
 */
export function budgeted(
  upstream: Upstream,
  limits: SearchLimits,
  requestSignal?: AbortSignal,
): { upstream: Upstream; stop: (reason?: unknown) => void; calls: () => number } {
  const stopped = new AbortController();
  const signal = requestSignal ? AbortSignal.any([requestSignal, stopped.signal]) : stopped.signal;
  const waiting: Array<() => void> = [];
  let running = 0;
  let calls = 0;

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      if (running < limits.concurrency) {
        running += 1;
        return resolve();
      }
      const go = () => {
        signal.removeEventListener('abort', giveUp);
        running += 1;
        resolve();
      };
      const giveUp = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(signal.reason);
      };
      waiting.push(go);
      signal.addEventListener('abort', giveUp, { once: true });
    });
  const done = () => {
    running -= 1;
    waiting.shift()?.();
  };

  const client: UpstreamGet = {
    async get(path, query, _signal): Promise<UpstreamAnswer> {
      if (calls >= limits.maxCalls) {
        throw new SearchBudgetError(`a search asked for more than ${limits.maxCalls} calls`);
      }
      calls += 1;
      await turn();
      try {
        return await upstream.client.get(path, query, signal);
      } finally {
        done();
      }
    },
  };
  return {
    // The read cache stays: what it answers costs the store nothing and the budget nothing.
    upstream: { ...upstream, client },
    stop: (reason) => stopped.abort(reason),
    calls: () => calls,
  };
}
