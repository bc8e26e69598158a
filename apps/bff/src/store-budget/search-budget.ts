/**
 * What one search may spend upstream. Every search reads through its own budgeted view of the
 * upstream: at most `concurrency` calls of its own at once and at most `maxCalls` in all (each
 * fan-out is cut to a bound below that, and says "more" when it is). A person runs at most
 * `perPerson` searches at once, so that their searches' calls together never fill their queue
 * in the rate limiter, whatever EP_MAX_RPS is: a broad word, or a second one while the first
 * still reads, waits its turn instead of being refused (`SearchSlots`). The request's signal
 * cancels what has not started when the browser goes away, and a failing call cancels the
 * search's other waiting calls: nothing is spent for an answer that nobody will read.
 */

import { ApiHttpError } from '../core/errors.ts';
import type { Upstream } from '../upstream/read-resource.ts';
import type { UpstreamAnswer, UpstreamGet } from '../upstream/upstream-client.ts';
import { personQueueBound } from './rate-limiter.ts';

export interface SearchLimits {
  /** Upstream calls one search makes at most (retries inside the client not counted). */
  maxCalls: number;
  /** Calls of one search waiting or running at once. */
  concurrency: number;
  /** Searches of one person running at once; more wait for one of them to end. */
  perPerson: number;
  /** The replica's turns at `perPerson`, per person. */
  slots: SearchSlots;
}

/**
 * The most a search's rounds add up to (text: 11 in round 1 + 8 companies + 5 people + 5
 * memberships + 5 accounts' subscribers + 10 owed flags = 44); every fan-out is cut to its own
 * bound, so this is a backstop that is never reached.
 */
export const SEARCH_MAX_CALLS = 45;
/** At most this many of one search's calls at once; less when the limiter holds fewer. */
export const SEARCH_CONCURRENCY = 8;

/** Searches of one person that may wait for a turn; the next is refused (503, Retry-After). */
export const MAX_WAITING_SEARCHES = 8;

/**
 * A search's bounds for a limiter with these limits: a person's searches running at once hold no
 * more calls than the person's queue in the limiter takes, so that they are never refused as
 * "busy" even when the rate lets none of them start yet. One set of slots per replica: call it
 * once.
 * @example searchLimits({ maxInFlight: 8, maxPerSecond: 7 }) // { maxCalls: 45, concurrency: 8, perPerson: 1, … }
 */
export function searchLimits(limits: { maxInFlight: number; maxPerSecond: number }): SearchLimits {
  const queued = personQueueBound(limits);
  const concurrency = Math.min(SEARCH_CONCURRENCY, queued);
  return {
    maxCalls: SEARCH_MAX_CALLS,
    concurrency,
    perPerson: Math.max(1, Math.floor(queued / concurrency)),
    slots: new SearchSlots(),
  };
}

/** Each person's searches running now, and the searches waiting for one of them to end. */
export class SearchSlots {
  private readonly people = new Map<string, { running: number; waiting: Array<() => void> }>();

  /**
   * Waits for one of `person`'s `perPerson` turns; resolves with the function that ends it.
   * @throws ApiHttpError 503 when `MAX_WAITING_SEARCHES` of theirs already wait; the signal's
   *   reason when it aborts first
   */
  take(person: string, perPerson: number, signal?: AbortSignal): Promise<() => void> {
    let turns = this.people.get(person);
    if (!turns) {
      turns = { running: 0, waiting: [] };
      this.people.set(person, turns);
    }
    const held = turns;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      held.running -= 1;
      const next = held.waiting.shift();
      if (next) next();
      else if (held.running === 0) this.people.delete(person);
    };
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (held.running < perPerson) {
      held.running += 1;
      return Promise.resolve(end);
    }
    if (held.waiting.length >= MAX_WAITING_SEARCHES) {
      return Promise.reject(
        new ApiHttpError(503, 'Too many of your searches are waiting. Try again shortly.', {
          headers: { 'Retry-After': '1' },
        }),
      );
    }
    return new Promise((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', giveUp);
        held.running += 1;
        resolve(end);
      };
      const giveUp = () => {
        held.waiting.splice(held.waiting.indexOf(go), 1);
        reject(signal?.reason);
      };
      held.waiting.push(go);
      signal?.addEventListener('abort', giveUp, { once: true });
    });
  }

  /** People with a search running or waiting (nothing is kept for nobody). */
  get size(): number {
    return this.people.size;
  }
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
