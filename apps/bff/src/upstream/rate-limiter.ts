/**
 * The store's rate limit is shared with its storefront (100 requests/s in production, 25 for a
 * development store), so each BFF process spends only its share: at most `maxInFlight` upstream
 * requests at once and `maxPerSecond` in any rolling second (p-queue's strict interval). Work
 * beyond that waits in a short queue; when the queue already holds about two seconds' worth, the
 * request is refused at once with 503 and `Retry-After`, which the browser waits out.
 */
import PQueue from 'p-queue';
import { ApiHttpError } from '../http/errors.ts';

/**
 * A second plus a margin: requests leave here a few milliseconds apart from when the upstream
 * sees them arrive, so a window of exactly 1000 ms here can look like 999 ms there.
 */
const WINDOW_MS = 1050;

export interface RateLimiterOptions {
  maxInFlight: number;
  maxPerSecond: number;
}

export interface RateLimiter {
  /** Runs `task` when the limits allow. @throws ApiHttpError 503 when the queue is full. */
  schedule<T>(task: () => Promise<T>): Promise<T>;
  /** Requests waiting for a slot. */
  readonly queued: number;
}

export function createRateLimiter({ maxInFlight, maxPerSecond }: RateLimiterOptions): RateLimiter {
  const queue = new PQueue({
    concurrency: maxInFlight,
    intervalCap: maxPerSecond,
    interval: WINDOW_MS,
    strict: true,
  });
  const maxQueued = Math.max(2 * maxPerSecond, maxInFlight);
  return {
    schedule(task) {
      if (queue.size >= maxQueued) {
        return Promise.reject(
          new ApiHttpError(503, 'The console is busy with other requests. Try again shortly.', {
            headers: { 'Retry-After': '1' },
          }),
        );
      }
      return queue.add(task);
    },
    get queued() {
      return queue.size;
    },
  };
}
