/**
 * When and how long to wait before retrying an upstream call that was rate limited or failed
 * transiently (429/502/503/504). Delays honour `Retry-After` up to a cap, otherwise grow
 * exponentially with jitter so that replicas do not retry in lockstep.
 */

export const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
export const MAX_RETRIES = 2;
const BASE_DELAY_MS = 200;
export const MAX_DELAY_MS = 2000;

/**
 * `Retry-After` as milliseconds: delay-seconds or an HTTP date; null when absent or unreadable.
 * @example parseRetryAfter('3', Date.now()) // 3000
 */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - nowMs);
}

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
