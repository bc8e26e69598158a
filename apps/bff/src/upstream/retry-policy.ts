/**
 * When and how long to wait before retrying an upstream call that was rate limited or failed
 * transiently (429/502/503/504). Delays honour `Retry-After` up to a cap, otherwise grow
 * exponentially with jitter so that replicas do not retry in lockstep.
 */

export { parseRetryAfter } from '@pc/contract/retry-after';

export const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
export const MAX_RETRIES = 2;
const BASE_DELAY_MS = 200;
export const MAX_DELAY_MS = 2000;

/** Delay before retry number `attempt` (1-based). */
export function retryDelayMs(
  attempt: number,
  retryAfterMs: number | null,
  random: () => number,
): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, MAX_DELAY_MS);
  const exponential = BASE_DELAY_MS * 2 ** (attempt - 1);
  return Math.min(exponential + Math.floor(random() * BASE_DELAY_MS), MAX_DELAY_MS);
}
