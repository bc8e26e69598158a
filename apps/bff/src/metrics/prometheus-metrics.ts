/**
 * The Prometheus metrics, on a registry of this app's own (two apps in one process, as in the
 * tests, do not share counters): requests per route template and status with durations
 * (@hono/prometheus), and what the layers below report through `MetricsHooks`. Served only on
 * METRICS_PORT or with METRICS_TOKEN (metrics-endpoint.ts), never openly on the public listener.
 */
import { prometheus } from '@hono/prometheus';
import type { MiddlewareHandler } from 'hono';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsHooks } from '../core/metrics-hooks.ts';

export interface PrometheusMetrics {
  registry: Registry;
  hooks: MetricsHooks;
  /** Counts and times every request by route template (`/api/customers/:subscriberId`). */
  requests: MiddlewareHandler;
}

const PREFIX = 'payments_console_';

/** @param droppedLines how many output lines (log and audit share stdout) were lost so far. */
export function createPrometheusMetrics(droppedLines: () => number): PrometheusMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const { registerMetrics } = prometheus({ registry, prefix: PREFIX });
  const registers = [registry];

  const calls = new Counter({
    name: `${PREFIX}upstream_calls_total`,
    help: 'Exchanges with Elastic Path (each retry is one), by path template and status (error: no answer).',
    labelNames: ['route', 'status'] as const,
    registers,
  });
  const retries = new Counter({
    name: `${PREFIX}upstream_retries_total`,
    help: 'Upstream calls tried again, by path template and reason (unavailable: 502/503/504; token: 401).',
    labelNames: ['route', 'reason'] as const,
    registers,
  });
  const rateLimited = new Counter({
    name: `${PREFIX}upstream_rate_limited_total`,
    help: 'Upstream answers 429, by path template.',
    labelNames: ['route'] as const,
    registers,
  });
  const limiterWait = new Histogram({
    name: `${PREFIX}upstream_limiter_wait_seconds`,
    help: "Time an upstream call waited for its slot in this process's rate limiter.",
    buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    registers,
  });
  const limiterQueue = new Gauge({
    name: `${PREFIX}upstream_limiter_queue_depth`,
    help: "Upstream calls waiting for a slot in this process's rate limiter now.",
    registers,
  });
  const cacheHits = new Counter({
    name: `${PREFIX}upstream_cache_hits_total`,
    help: 'Upstream answers served from the cache, by path template.',
    labelNames: ['route'] as const,
    registers,
  });
  const cacheMisses = new Counter({
    name: `${PREFIX}upstream_cache_misses_total`,
    help: 'Upstream reads not found in the cache, by path template.',
    labelNames: ['route'] as const,
    registers,
  });
  const mints = new Counter({
    name: `${PREFIX}token_mints_total`,
    help: 'Access tokens asked for at the token endpoint, by outcome (issued, failed).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const refusals = new Counter({
    name: `${PREFIX}token_refusals_total`,
    help: 'Freshly issued access tokens that Elastic Path refused (each starts a cool-down).',
    registers,
  });
  const auditLines = new Counter({
    name: `${PREFIX}audit_lines_total`,
    help: 'Audit lines, by outcome (written: handed to stdout; dropped: could not be written).',
    labelNames: ['outcome'] as const,
    registers,
  });
  new Counter({
    name: `${PREFIX}output_lines_dropped_total`,
    help: 'Log and audit lines lost because stdout could not be written (EPIPE, closed).',
    registers,
    collect() {
      this.reset();
      this.inc(droppedLines());
    },
  });

  return {
    registry,
    requests: registerMetrics,
    hooks: {
      upstream: {
        call: (route, status) => calls.inc({ route, status: String(status) }),
        retry: (route, reason) => retries.inc({ route, reason }),
        rateLimited: (route) => rateLimited.inc({ route }),
        limiterWaited: (seconds) => limiterWait.observe(seconds),
        limiterQueue: (delta) => limiterQueue.inc(delta),
        cacheHit: (route) => cacheHits.inc({ route }),
        cacheMiss: (route) => cacheMisses.inc({ route }),
      },
      tokens: {
        minted: (outcome) => mints.inc({ outcome }),
        refused: () => refusals.inc(),
      },
      audit: {
        written: () => auditLines.inc({ outcome: 'written' }),
        dropped: () => auditLines.inc({ outcome: 'dropped' }),
      },
    },
  };
}
