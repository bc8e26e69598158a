/**
 * The replica's budget at the store, made once: what it may spend (`limits`, its share of the
 * store's rate limit), the limiter every call waits its turn in (per-person lanes, a background
 * lane), the hold after a 429 every call obeys, and what one search may spend. The background
 * shares (background-share.ts) and the per-request scope (request-scope.ts, read-scope.ts) are
 * built on it. docs/upstream-budget.md tells the whole of it.
 */

import { RateLimitHold } from './rate-limit-hold.ts';
import { createRateLimiter, type RateLimiter, type RateLimiterOptions } from './rate-limiter.ts';
import { type SearchLimits, searchLimits } from './search-budget.ts';

export interface StoreBudget {
  /** Upstream calls at once, and in any second, this replica may make. */
  limits: RateLimiterOptions;
  limiter: RateLimiter;
  hold: RateLimitHold;
  /** What one search may spend, and each person's turns at searching. */
  search: SearchLimits;
}

/** @example const budget = createStoreBudget({ maxInFlight: 8, maxPerSecond: 7 }, Date.now) */
export function createStoreBudget(limits: RateLimiterOptions, now: () => number): StoreBudget {
  return {
    limits,
    limiter: createRateLimiter(limits),
    hold: new RateLimitHold(now),
    search: searchLimits(limits),
  };
}
