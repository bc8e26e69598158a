/**
 * The metrics tell what happened: after a known sequence of page views, the upstream call
 * counter equals the simulator's own count of the GETs it received, token mints equal its token
 * requests, and each route template has its requests. `/metrics` answers on METRICS_PORT and,
 * with METRICS_TOKEN, on the public listener; there, without the token, it does not exist.
 */
import { createSimulator } from '@pc/ep-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';

const TOKEN = 'metrics-token-0123456789abcdefghijklmnop';
const sim = createSimulator();
let bff: RunningServer;
const auditLines: string[] = [];

beforeAll(async () => {
  bff = await startServer({
    env: {
      PORT: '0',
      METRICS_PORT: '0',
      METRICS_TOKEN: TOKEN,
      WEB_DIST: 'none',
      LOG_LEVEL: 'error',
    },
    simulator: sim,
    deps: { logSink: (line) => line.includes('"audit":true') && auditLines.push(line) },
  });
});
afterAll(() => bff.close());

const api = (path: string) => fetch(`${bff.url}${path}`, { headers: { 'X-CSRF': '1' } });

/** The sum of a metric's samples whose labels include every `labels` pair. */
function total(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = match[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => given.includes(`${k}="${v}"`))) {
      sum += Number(match[3]);
    }
  }
  return sum;
}

describe('Prometheus metrics', () => {
  it('count what the simulator saw, per route template, after a known sequence of views', async () => {
    const invoice = sim.invoices.find((i) => i.payments >= 30);
    const subscriber = sim.demo.subscribers[0];
    if (!invoice || !subscriber) throw new Error('no demo data');
    const views = [
      `/api/customers/${subscriber.id}`,
      `/api/subscriptions/${invoice.subscriptionId}`,
      `/api/invoices/${invoice.invoiceId}`,
      `/api/subscriptions/${invoice.subscriptionId}/invoices/${invoice.invoiceId}/payments?page[limit]=10`,
      `/api/subscriptions/${invoice.subscriptionId}/invoices/${invoice.invoiceId}/payments?page[limit]=10`,
      '/api/customers/00000000-0000-4000-8000-000000000000',
    ];
    const statuses = [];
    for (const path of views) statuses.push((await api(path)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 404]);

    if (!bff.metricsUrl) throw new Error('no metrics listener');
    const scraped = await fetch(bff.metricsUrl);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();

    const calls = total(text, 'payments_console_upstream_calls_total');
    expect(calls).toBeGreaterThan(5);
    expect(calls).toBe(sim.counters.getRequests);
    expect(total(text, 'payments_console_token_mints_total', { outcome: 'issued' })).toBe(
      sim.counters.tokenRequests,
    );
    expect(
      total(text, 'payments_console_upstream_calls_total', {
        route: '/subscriptions/subscriptions/{id}/invoices/{id}/payments',
        status: '200',
      }),
    ).toBe(sim.counters.requestsByRoute['payments.list']);
    expect(
      total(text, 'payments_console_http_requests_total', {
        route: '/api/subscriptions/:subscriptionId/invoices/:invoiceId/payments',
        status: '200',
      }),
    ).toBe(2);
    expect(
      total(text, 'payments_console_http_requests_total', {
        route: '/api/customers/:subscriberId',
        status: '404',
      }),
    ).toBe(1);
    expect(text).toContain('payments_console_http_request_duration_seconds_bucket');
    expect(text).toContain('payments_console_upstream_limiter_queue_depth 0');
    expect(total(text, 'payments_console_upstream_limiter_wait_seconds_count')).toBe(calls);
    // The second identical payments page is answered by the read cache, and counted there.
    expect(
      total(text, 'payments_console_upstream_cache_hits_total', {
        route: '/subscriptions/subscriptions/{id}/invoices/{id}/payments',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(total(text, 'payments_console_upstream_cache_misses_total')).toBeGreaterThan(0);
    expect(auditLines.length).toBeGreaterThan(0);
    expect(total(text, 'payments_console_audit_lines_total', { outcome: 'written' })).toBe(
      auditLines.length,
    );
    // Templates only: no id, no secret.
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(text).not.toContain(sim.credentials.clientSecret);
  });

  it('the public listener refuses /metrics without its token, and serves it with it', async () => {
    expect((await fetch(`${bff.url}/metrics`)).status).toBe(404);
    const wrong = await fetch(`${bff.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain('payments_console_');
    const right = await fetch(`${bff.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('payments_console_upstream_calls_total');
  });

  it('without METRICS_TOKEN the public /metrics does not exist, whatever is sent', async () => {
    const plain = await startServer({ env: { PORT: '0', WEB_DIST: 'none', LOG_LEVEL: 'error' } });
    try {
      expect(plain.metricsUrl).toBeNull();
      const answer = await fetch(`${plain.url}/metrics`, {
        headers: { authorization: 'Bearer anything' },
      });
      expect(answer.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
