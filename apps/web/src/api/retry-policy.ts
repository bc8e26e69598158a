/**
 * When TanStack Query should try again. Only what may succeed later: 429 (after Retry-After),
 * 5xx and lost connections. A 4xx is an answer (bad id, unknown invoice); retrying only delays it.
 */
import { isApiRequestError } from './api-error';

export const MAX_RETRIES = 3;
/** A Retry-After longer than this is not waited out in the page; the user gets a Retry button. */
export const MAX_RETRY_AFTER_MS = 30_000;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiRequestError(error)) return false;
  if (error.status === 429) {
    return error.retryAfterMs === null || error.retryAfterMs <= MAX_RETRY_AFTER_MS;
  }
  return error.status === 0 || error.status >= 500;
}

/** Retry-After when the BFF sent one, else exponential backoff from 500 ms, capped at 8 s. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiRequestError(error) && error.retryAfterMs !== null) {
    return Math.min(error.retryAfterMs, MAX_RETRY_AFTER_MS);
  }
  return Math.min(500 * 2 ** Math.max(0, failureCount - 1), 8_000);
}
