/**
 * The store's rate limit is shared with its storefront (100 requests/s in production, 25 for a
 * development store), so each BFF process spends only its share: at most `maxInFlight` upstream
 * requests at once and `maxPerSecond` in any rolling second (p-queue's strict interval). Work
 * beyond that waits in a short queue; when the queue already holds about two seconds' worth, the
 * request is refused at once with 503 and `Retry-After`, which the browser waits out.
 */
import PQueue from 'p-queue';
import { ApiHttpError } from '../core/errors.ts';

/**
 * The second is cut in quarters, each allowed a quarter of the rate, and each quarter is 10 %
 * longer than 250 ms. Requests reach the upstream a little bunched compared with how they left
 * (a busy event loop here or there): a whole second's worth leaving at once, or windows of
 * exactly 1000 ms, measured as up to 27 in a second at the simulator for a limit of 20. Quarters
 * with slack keep what the upstream sees at or under the limit, at ~91 % of it on average.
 */
const SLICES_PER_SECOND = 4;
const SLACK = 1.1;

/** Up to four windows a second, each `cap` requests, together ≤ `maxPerSecond` with 10 % slack. */
export function pacing(maxPerSecond: number): { cap: number; windowMs: number } {
  const slices = Math.min(SLICES_PER_SECOND, maxPerSecond);
  const cap = Math.floor(maxPerSecond / slices);
  return { cap, windowMs: (1000 * SLACK * cap) / maxPerSecond };
}

export interface RateLimiterOptions {
  maxInFlight: number;
  maxPerSecond: number;
}

export interface RateLimiter {
  /**
   * Runs `task` when the limits allow. A `signal` that aborts while the task still waits takes
   * it out of the queue (its caller gave up); once started, a task runs to its end.
   * @throws ApiHttpError 503 when the queue is full; the signal's reason when it aborted first.
   */
  schedule<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export function createRateLimiter({ maxInFlight, maxPerSecond }: RateLimiterOptions): RateLimiter {
  const { cap, windowMs } = pacing(maxPerSecond);
  const queue = new PQueue({
    concurrency: maxInFlight,
    intervalCap: cap,
    interval: windowMs,
    strict: true,
  });
  const maxQueued = Math.max(2 * maxPerSecond, maxInFlight);
  return {
    schedule(task, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (queue.size >= maxQueued) {
        return Promise.reject(
          new ApiHttpError(503, 'The console is busy with other requests. Try again shortly.', {
            headers: { 'Retry-After': '1' },
          }),
        );
      }
      if (!signal) return queue.add(task);
      return addCancellable(queue, task, signal);
    },
  };
}

/**
 * Adds `task` with a signal that follows `signal` only until the task starts: p-queue frees a
 * running task's slot when its signal aborts, which would let more than `maxInFlight` run at once.
 */
function addCancellable<T>(queue: PQueue, task: () => Promise<T>, signal: AbortSignal): Promise<T> {
  const waiting = new AbortController();
  const onAbort = () => waiting.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  const started = () => {
    signal.removeEventListener('abort', onAbort);
    return task();
  };
  return queue.add(started, { signal: waiting.signal }).finally(() => {
    signal.removeEventListener('abort', onAbort);
  });
}
