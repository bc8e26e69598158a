/**
 * When and how long the BFF waits before retrying an upstream call that failed transiently
 * (502/503/504): twice at most, so one view costs the store ≤ 3 calls. Delays honour
 * `Retry-After` up to a cap, otherwise grow exponentially with jitter so that replicas do not
 * retry in lockstep. A 429 is not retried here: the browser waits it out (one layer per failure
 * kind; see upstream-client.ts).
 */

export { parseRetryAfter } from '@pc/contract/retry-after';

export const RETRYABLE_STATUSES = new Set([502, 503, 504]);
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
