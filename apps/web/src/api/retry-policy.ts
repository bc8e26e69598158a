/**
 * When TanStack Query tries again. Retries live in one layer per failure kind, so that one view
 * of a failing store never multiplies calls against its shared rate limit:
 * - the BFF retries Elastic Path's transient 502/503/504 (3 calls at most) and then answers an
 *   error, which the browser shows with a Retry button and does not retry;
 * - rate limits are waited out here: a 429 (Elastic Path's limit) or a 503 with Retry-After (the
 *   BFF's own queue is full) is retried after max(Retry-After, 1 s · 2^n), while the page says
 *   "Rate limited, retrying…". A 429 is retried twice: each ask may cost the store one call
 *   (the BFF sends nothing more until the Retry-After passed, so the view's requests share it),
 *   and a view spends at most 3 calls per thing it needs. A 503 "busy" costs the store nothing
 *   and is retried 3 times;
 * - a lost connection to the BFF (status 0) is retried 3 times the same way: it costs the store
 *   nothing.
 * Any other answer (400, 401, 403, 404, 500, 502, 504) is final.
 */
import { isApiRequestError } from './api-error';

export const MAX_RETRIES = 3;
/** Elastic Path's own limit: 3 asks at most, each of which may reach the store. */
export const MAX_RATE_LIMIT_RETRIES = 2;
/** A Retry-After longer than this is not waited out in the page; the user gets a Retry button. */
export const MAX_RETRY_AFTER_MS = 30_000;
const BASE_DELAY_MS = 1_000;

function isRateLimit(error: unknown): boolean {
  if (!isApiRequestError(error)) return false;
  return error.status === 429 || (error.status === 503 && error.retryAfterMs !== null);
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isApiRequestError(error)) return false;
  if (error.status === 429 && failureCount >= MAX_RATE_LIMIT_RETRIES) return false;
  if (isRateLimit(error)) return (error.retryAfterMs ?? 0) <= MAX_RETRY_AFTER_MS;
  return error.status === 0;
}

/** `failureCount` is 0 after the first failure: waits 1 s, 2 s, 4 s, or longer when asked to. */
export function retryDelay(failureCount: number, error: unknown): number {
  const backoff = BASE_DELAY_MS * 2 ** failureCount;
  const asked = isApiRequestError(error) ? (error.retryAfterMs ?? 0) : 0;
  return Math.min(Math.max(backoff, asked), MAX_RETRY_AFTER_MS);
}
