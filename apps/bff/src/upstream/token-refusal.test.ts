/**
 * Elastic Path refuses every call with 401 but keeps issuing tokens (a
 * revoked application key, the wrong store). Minting more tokens cannot help, so the BFF backs
 * off before minting again and the browser gets a 502 that names the cause.
 */
import { describe, expect, it } from 'vitest';
import { createHarness, paymentsPath } from '../testing/test-harness.ts';

const REFUSED = /Elastic Path rejected a freshly issued access token; the console waits \d+ s/;

async function detail(response: Response) {
  const body = (await response.json()) as { errors: { detail: string }[] };
  return body.errors[0]?.detail;
}

describe('a 401 on every call while tokens keep coming', () => {
  it('10 requests → 1 token request, and each answer is a 502 that names the cause', async () => {
    const h = createHarness();
    h.sim.inject('api', { kind: 'status', status: 401 }, 100_000);
    const path = paymentsPath(h.invoiceWith(1));
    for (let i = 0; i < 10; i++) {
      const response = await h.request(path);
      expect(response.status).toBe(502);
      expect(await detail(response)).toMatch(REFUSED);
    }
    expect(h.sim.counters.tokenRequests).toBe(1);
    expect(h.logs.filter((l) => l.includes('token.refused_fresh'))).toHaveLength(1);
  });

  it('under load for 20 s (50 concurrent every 100 ms): ≤ 10 token requests', async () => {
    const h = createHarness();
    h.sim.inject('api', { kind: 'status', status: 401 }, 1_000_000);
    const path = paymentsPath(h.invoiceWith(1));
    const statuses = new Map<number, number>();
    for (let step = 0; step < 200; step++) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => h.request(path)));
      for (const r of batch) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      h.clock.now += 100;
    }
    expect(Object.fromEntries(statuses)).toEqual({ 502: 10_000 });
    expect(h.sim.counters.tokenRequests).toBeLessThanOrEqual(10);
    expect(h.sim.counters.tokenRequests).toBeGreaterThanOrEqual(3);
  });

  it('recovers at the end of the cool-down once Elastic Path accepts tokens again', async () => {
    const h = createHarness();
    h.sim.inject('api', { kind: 'status', status: 401 }, 1);
    const path = paymentsPath(h.invoiceWith(1));
    expect((await h.request(path)).status).toBe(502);
    const early = await h.request(path);
    expect(early.status).toBe(502);
    expect(early.headers.get('retry-after')).toBe('2');
    h.clock.now += 2_000;
    expect((await h.request(path)).status).toBe(200);
    expect((await h.request('/readyz')).status).toBe(200);
    expect(h.sim.counters.tokenRequests).toBe(2);
  });

  it('a token that worked before and is then revoked is still replaced at once (one retry)', async () => {
    const h = createHarness();
    const path = paymentsPath(h.invoiceWith(1));
    expect((await h.request(path)).status).toBe(200);
    h.sim.revokeTokens();
    expect((await h.request(path)).status).toBe(200);
    expect(h.sim.counters.tokenRequests).toBe(2);
  });
});
