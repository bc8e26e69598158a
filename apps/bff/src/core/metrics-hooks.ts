/**
 * What the layers below the composition root report for the metrics endpoint, as small
 * interfaces handed to them (never a module global): the upstream client its calls, the token
 * manager its mints, a cache its hits. `metrics/prometheus-metrics.ts` implements them with
 * prom-client; `NO_METRICS` is the default, so a layer built without metrics (a unit test)
 * reports to nothing. Labels are path templates (`/subscriptions/invoices/{id}`), never ids.
 */

export interface UpstreamMetrics {
  /** One exchange with Elastic Path finished (each retry is one): its status, or `error` (none). */
  call(template: string, status: number | 'error'): void;
  /** A call is tried again: `unavailable` (502/503/504) or `token` (401 on a used token). */
  retry(template: string, reason: 'unavailable' | 'token'): void;
  /** Elastic Path answered 429. */
  rateLimited(template: string): void;
  /** A call waited this long (seconds) for its slot in the rate limiter. */
  limiterWaited(seconds: number): void;
  /** Calls waiting for a slot in the rate limiter: +1 on entering the queue, -1 on leaving it. */
  limiterQueue(delta: 1 | -1): void;
  /** A response served from the BFF's cache of upstream answers, or not found there. */
  cacheHit(template: string): void;
  cacheMiss(template: string): void;
}

export interface TokenMetrics {
  /** An access token was asked for at the token endpoint: issued, or not. */
  minted(outcome: 'issued' | 'failed'): void;
  /** Elastic Path refused a token it had just issued (the cool-down starts). */
  refused(): void;
}

export interface AuditMetrics {
  /** An audit line was handed to the output. */
  written(): void;
  /** An audit line could not be written. */
  dropped(): void;
}

export interface MetricsHooks {
  upstream: UpstreamMetrics;
  tokens: TokenMetrics;
  audit: AuditMetrics;
}

const nothing = () => {};

export const NO_METRICS: MetricsHooks = {
  upstream: {
    call: nothing,
    retry: nothing,
    rateLimited: nothing,
    limiterWaited: nothing,
    limiterQueue: nothing,
    cacheHit: nothing,
    cacheMiss: nothing,
  },
  tokens: { minted: nothing, refused: nothing },
  audit: { written: nothing, dropped: nothing },
};
