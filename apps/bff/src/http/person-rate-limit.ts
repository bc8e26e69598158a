/**
 * A per-person rate on one route: a token bucket of `burst` requests that refills at `perSecond`.
 * A page opening, a reload and a few tabs fit in the burst; a script polling in a loop gets 429
 * with `Retry-After` (whole seconds, until a request is allowed again), which the web app and the
 * bench wait out. Kept by person, not by address: staff share a proxy's address.
 *
 * Hand-made rather than a library's: the buckets run on the app's injected clock, so tests step
 * time instead of sleeping, and the libraries for Hono read `Date.now()` themselves.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';

/** People kept at once; the longest-idle go first (a full bucket is the same as none). */
const MAX_PEOPLE = 10_000;

export interface PersonRate {
  burst: number;
  perSecond: number;
}

export function personRateLimit(
  { burst, perSecond }: PersonRate,
  now: () => number,
  what: string,
): MiddlewareHandler<AppEnv> {
  // Insertion order is idle order: a person is moved to the end at each request.
  const buckets = new Map<string, { tokens: number; at: number }>();
  return async (c, next) => {
    const person = c.get('user')?.email ?? 'anonymous';
    const at = now();
    const held = buckets.get(person);
    const tokens = held
      ? Math.min(burst, held.tokens + ((at - held.at) / 1000) * perSecond)
      : burst;
    buckets.delete(person);
    if (tokens < 1) {
      buckets.set(person, { tokens, at });
      const seconds = Math.max(1, Math.ceil((1 - tokens) / perSecond));
      throw new ApiHttpError(429, `Too many requests for ${what}: ask again in ${seconds} s.`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
    buckets.set(person, { tokens: tokens - 1, at });
    if (buckets.size > MAX_PEOPLE) buckets.delete(buckets.keys().next().value as string);
    await next();
  };
}
