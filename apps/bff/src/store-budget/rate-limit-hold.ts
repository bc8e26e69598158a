/**
 * The one 429 rule. When Elastic Path answers 429 the replica sends it nothing more until the
 * answer's `Retry-After` has passed: the store's limit is the store's, not one path's or one
 * person's. Every call asked for meanwhile (a person's, one already waiting in the limiter, the
 * attention refresh's) is refused by `refuseWhileHeld` with the seconds still left, at no cost
 * to the store; a person's 429 goes to the browser, which waits and asks again (the one layer
 * that retries rate limits), and background work waits out the same hold (`heldForMs`) before
 * it asks again. The hold ends when the store said it may, never later, so it does not reach
 * into a later view (docs/decisions/026-rate-limit-held-until-retry-after.md).
 */
import { ApiHttpError } from '../core/errors.ts';

/** Without an upstream `Retry-After`, the hold (and the browser's wait) is this long. */
const DEFAULT_RATE_LIMIT_WAIT_S = 1;
/**
 * The longest hold after a 429, whatever `Retry-After` said: a wrong header (an hour) must not
 * keep the replica from the store that long; asking again after this costs one call.
 */
const MAX_RATE_LIMIT_HOLD_S = 60;

export class RateLimitHold {
  /** Milliseconds since the epoch until which Elastic Path asked not to be called. */
  private until = 0;
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  /**
   * Elastic Path answered 429, asking for `retryAfterMs` (null: it did not say).
   * @returns the 429 to answer with, its `Retry-After` in whole seconds
   */
  rateLimited(retryAfterMs: number | null): ApiHttpError {
    const seconds =
      retryAfterMs === null
        ? DEFAULT_RATE_LIMIT_WAIT_S
        : Math.max(1, Math.ceil(retryAfterMs / 1000));
    const until = this.now() + Math.min(seconds, MAX_RATE_LIMIT_HOLD_S) * 1000;
    this.until = Math.max(this.until, until);
    return rateLimitedFor(seconds);
  }

  /** Milliseconds the hold still runs; 0 when calls may go. */
  heldForMs(): number {
    return Math.max(0, this.until - this.now());
  }

  /** @throws ApiHttpError 429 with the seconds still left while the hold runs. */
  refuseWhileHeld(): void {
    const left = this.heldForMs();
    if (left > 0) throw rateLimitedFor(Math.ceil(left / 1000));
  }
}

function rateLimitedFor(seconds: number): ApiHttpError {
  return new ApiHttpError(429, 'Elastic Path is rate limiting requests. Try again shortly.', {
    headers: { 'Retry-After': String(seconds) },
  });
}
