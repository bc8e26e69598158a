/**
 * `GET /api/attention` against the simulator's demo store: the rows and their states, the snapshot
 * while building and once complete, faults partway, and the audit.
 */
import { type AttentionPage, attentionPageSchema } from '@pc/contract';
import { demoSeed } from '@pc/ep-simulator';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

async function attention(h: Harness): Promise<AttentionPage> {
  const response = await h.request('/api/attention');
  expect(response.status).toBe(200);
  return attentionPageSchema.parse(await response.json());
}

/** The first view starts the refresh; the second, after it, shows the complete snapshot. */
async function completed(h: Harness): Promise<AttentionPage> {
  const first = await attention(h);
  expect(first.snapshot).toMatchObject({ status: 'building', asOf: null, refreshing: true });
  await h.attention.refresh();
  return attention(h);
}

const outstandingIds = (backlog: boolean) =>
  new Set(
    (demoSeed({ backlog }).invoices ?? []).filter((i) => i.attributes.outstanding).map((i) => i.id),
  );

function rowOf(h: Harness, page: AttentionPage, label: string) {
  const demo = h.sim.demo.invoices.find((i) => i.label === label);
  if (!demo) throw new Error(`no demo invoice ${label}`);
  const row = page.rows.find((r) => r.invoice.id === demo.id);
  if (!row) throw new Error(`no row for ${label}`);
  return row;
}

describe.each([false, true])('GET /api/attention (realistic mode: %s)', (realistic) => {
  it('lists every outstanding demo invoice once, with its state, attempts and reason category', async () => {
    const h = createHarness({ sim: { realistic } });
    const page = await completed(h);
    expect(page.snapshot).toMatchObject({ status: 'complete', refreshing: false, problem: null });
    expect(page.snapshot.asOf).not.toBeNull();
    const ids = page.rows.map((r) => r.invoice.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(outstandingIds(false));

    expect(rowOf(h, page, 'Globex Media · #2 · 2026-03 · tax-pending')).toMatchObject({
      state: 'awaiting-tax',
      attempts: 0,
      lastAttempt: null,
      retries: { kind: 'no-retry', reason: 'tax-pending' },
      customer: { name: 'Hank Scorpio', email: 'Hank.Scorpio@Globex.example' },
      subscription: { offering: expect.any(String) },
    });
    expect(rowOf(h, page, 'Initech Payroll · #3 · 2026-03 · manual-pending')).toMatchObject({
      state: 'manual-payment-pending',
      attempts: 1,
      failedAttempts: 1,
      lastAttempt: { status: 'pending', category: null },
    });
    const exhausted = rowOf(h, page, 'Globex Storage · #7 · 2026-02 · retries-exhausted');
    expect(exhausted).toMatchObject({
      state: 'retries-exhausted',
      attempts: 11,
      failedAttempts: 11,
      retries: { kind: 'no-retry', reason: 'retries-exhausted' },
      lastAttempt: { status: 'failed' },
    });
    expect(exhausted.lastAttempt?.category).not.toBeNull();
    const failing = rowOf(h, page, "Food 'n Stuff Loyalty · #6 · 2026-03 · unpaid");
    expect(failing).toMatchObject({
      state: 'failing',
      attempts: 2,
      retries: { kind: 'retries-left', count: 9 },
      lastAttempt: { status: 'failed' },
      nextRetry: { kind: 'estimate' },
    });
    expect(failing.balanceDue).toEqual(failing.total);
    expect(rowOf(h, page, 'Al Bahar Customs Portal · #1 · 2026-05 · pro-forma').state).toBe(
      'not-yet-attempted',
    );

    // The counts are the rows'.
    expect(page.counts.outstanding).toBe(page.rows.length);
    expect(page.counts.awaitingTax).toBe(
      page.rows.filter((r) => r.state === 'awaiting-tax').length,
    );
    expect(page.counts.retriesExhausted).toBeGreaterThanOrEqual(1);
    const usd = page.rows
      .filter((r) => r.balanceDue?.currency === 'USD')
      .reduce((sum, r) => sum + BigInt(r.balanceDue?.amount ?? '0'), 0n);
    expect(page.counts.balances).toContainEqual({ currency: 'USD', amount: String(usd) });
  });

  it('answers the snapshot from memory: a view while complete reads nothing upstream', async () => {
    const h = createHarness({ sim: { realistic } });
    await completed(h);
    const before = h.sim.counters.getRequests;
    await attention(h);
    expect(h.sim.counters.getRequests).toBe(before);
  });
});

describe('GET /api/attention with faults', () => {
  it('waits out a 429 and still completes: the refresh is slowed, not failed', async () => {
    const waits: number[] = [];
    const h: Harness = createHarness({
      // Time passes while the refresh waits, so the replica's hold after a 429 ends.
      deps: {
        sleep: async (ms) => {
          waits.push(ms);
          h.clock.now += ms;
        },
      },
    });
    h.sim.inject('invoice-payments.list', { kind: 'status', status: 429, retryAfter: '2' }, 3);
    const page = await completed(h);
    expect(page.snapshot).toMatchObject({ status: 'complete', problem: null });
    expect(new Set(page.rows.map((r) => r.invoice.id))).toEqual(outstandingIds(false));
    expect(h.attention.rateLimited()).toBeGreaterThanOrEqual(3);
    expect(waits).toContain(2000);
  });

  it('shows what was read and says what is missing when Elastic Path fails partway; a view retries', async () => {
    let paymentReads = 0;
    const h: Harness = createHarness({
      // One row at a time (a quarter of 4 in flight), so "partway" is the third invoice.
      env: { EP_MAX_IN_FLIGHT: '4' },
      deps: {
        fetch: ((input: string, init?: RequestInit) => {
          if (/\/invoices\/[^/]+\/payments\?/.test(String(input)) && ++paymentReads === 3)
            h.sim.inject('invoice-payments.list', { kind: 'malformed-json' }, 1);
          return h.sim.fetch(input, init);
        }) as typeof fetch,
      },
    });
    await attention(h);
    await h.attention.refresh();
    const failed = await attention(h);
    expect(failed.snapshot).toMatchObject({ status: 'building', refreshing: false });
    expect(failed.snapshot.problem).toBe(
      'Stopped after 2 of 6 outstanding invoices (Elastic Path sent an unexpected response.); the rest are missing. It is read again in 5 s.',
    );
    expect(failed.rows).toHaveLength(2);
    for (const row of failed.rows) expect(outstandingIds(false).has(row.invoice.id)).toBe(true);
    // A view once the wait after the failure passed starts the refresh again (the page's Retry
    // is a view).
    h.clock.now += 5000;
    expect((await attention(h)).snapshot.refreshing).toBe(true);
    await h.attention.refresh();
    const retried = await attention(h);
    expect(retried.snapshot).toMatchObject({ status: 'complete', problem: null });
    expect(retried.rows).toHaveLength(6);
  });
});

describe('GET /api/attention, sign-in and input', () => {
  it('requires sign-in like every data route, and starts no refresh without it', async () => {
    const h = createHarness({
      env: {
        AUTH_MODE: 'proxy',
        AUTH_PROXY_JWT_HEADER: 'Cf-Access-Jwt-Assertion',
        AUTH_PROXY_JWKS_URL: 'http://127.0.0.1:9/certs',
        AUTH_PROXY_AUDIENCE: 'payments-console',
        AUTH_PROXY_ISSUER: 'https://idp.example.com',
        STAFF_EMAIL_DOMAINS: 'example.com',
      },
    });
    expect((await h.request('/api/attention')).status).toBe(401);
    expect(h.logs.filter((line) => line.includes('"attention.'))).toEqual([]);
  });

  it('refuses an unknown query parameter, reading nothing', async () => {
    const h = createHarness();
    const response = await h.request('/api/attention?state=failing');
    expect(response.status).toBe(400);
    expect(h.sim.counters.getRequests).toBe(0);
  });
});
