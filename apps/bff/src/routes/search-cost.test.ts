/**
 * A search's cost is bounded: a broad word answers 200 with the first matches and "more" at a
 * low EP_MAX_RPS instead of a 503, within a fixed number of upstream calls; a search whose
 * browser went away, or whose call failed, cancels its calls that have not started.
 */

import { searchResultSchema } from '@pc/contract';
import { demoSeed, type SimulatorData } from '@pc/ep-simulator';
import { describe, expect, it } from 'vitest';
import { COMPANIES_OPENED } from '../search/search-by-text.ts';
import { SEARCH_MAX_CALLS, searchLimits } from '../store-budget/search-budget.ts';
import { createHarness, type Harness } from '../testing/test-harness.ts';

const MODES = [
  ['spec', false],
  ['realistic', true],
] as const;
const BROAD = 40;
const at = '2026-01-01T00:00:00.000Z';
const idOf = (kind: number, i: number) =>
  `00000000-0000-4000-8${kind}00-${String(i).padStart(12, '0')}`;

/** The demo data and 40 companies whose name holds "Widgets", one customer each. */
function broadData(): SimulatorData {
  const data = demoSeed();
  const accounts = Array.from({ length: BROAD }, (_, i) => ({
    id: idOf(1, i),
    type: 'account' as const,
    name: `Widgets ${String(i).padStart(2, '0')} Ltd`,
    legal_name: null,
  }));
  const subscribers = accounts.map((account, i) => ({
    id: idOf(2, i),
    type: 'subscription_subscriber' as const,
    attributes: {
      account_id: account.id,
      name: `Buyer ${String(i).padStart(2, '0')}`,
      email: `buyer${i}@widgets.example`,
      created_at: at,
      updated_at: at,
    },
    meta: { owner: 'store' as const, timestamps: { created_at: at, updated_at: at } },
  }));
  return {
    ...data,
    accounts: [...(data.accounts ?? []), ...accounts],
    subscribers: [...(data.subscribers ?? []), ...subscribers],
  };
}

/** The Kubernetes example's limits, real time on both sides. */
function harnessAt7(realistic: boolean, latencyMs = 20): Harness {
  return createHarness({
    sim: { realistic, data: broadData(), now: Date.now, latencyMs },
    env: { EP_MAX_RPS: '7', EP_MAX_IN_FLIGHT: '8' },
    deps: { now: Date.now },
    realSleep: true,
  });
}

/** Upstream calls other than the token. */
const calls = (h: Harness) =>
  Object.entries(h.sim.counters.requestsByRoute)
    .filter(([route]) => route !== 'token')
    .reduce((sum, [, n]) => sum + (n ?? 0), 0);

describe('searchLimits', () => {
  it('a person’s searches at once never hold more calls than their queue takes, at any EP_MAX_RPS', () => {
    for (const maxPerSecond of [1, 2, 7, 20, 100_000])
      for (const maxInFlight of [1, 2, 8, 1000]) {
        const { concurrency, perPerson } = searchLimits({ maxInFlight, maxPerSecond });
        expect(concurrency * perPerson).toBeLessThanOrEqual(
          Math.max(2 * maxPerSecond, maxInFlight),
        );
        expect(concurrency).toBeGreaterThanOrEqual(1);
        expect(perPerson).toBeGreaterThanOrEqual(1);
      }
  });
});

describe.each(MODES)('a broad word at EP_MAX_RPS=7 (%s mode)', (_mode, realistic) => {
  it(`${BROAD} matching companies → 200 with the first ${COMPANIES_OPENED} companies' customers and "more", in 25 calls`, async () => {
    const h = harnessAt7(realistic);
    const response = await h.request('/api/search?q=widgets');
    expect(response.status).toBe(200);
    const result = searchResultSchema.parse(await response.json());
    expect(result.customers.more).toBe(true);
    expect(result.customers.items.map((c) => c.company)).toEqual(
      Array.from(
        { length: COMPANIES_OPENED },
        (_, i) => `Widgets ${String(i).padStart(2, '0')} Ltd`,
      ),
    );
    // Each customer shown says whether anything is owed (none of these has an invoice).
    expect(result.customers.items.every((c) => c.owed === false)).toBe(true);
    expect(h.sim.counters.requestsByRoute).toMatchObject({
      // widgets, Widgets, WIDGETS by name; as typed by legal name.
      'accounts.list': 4,
      // Two exact names (as typed, Title Case), then one list per company opened.
      'subscribers.list': 2 + COMPANIES_OPENED,
      // References as typed and upper-cased.
      'subscriptions.list': 2,
      'account-members.list': 1,
      // "Owes" for each customer shown.
      'invoices.list': COMPANIES_OPENED,
    });
    expect(calls(h)).toBe(9 + 2 * COMPANIES_OPENED);
    expect(calls(h)).toBeLessThanOrEqual(SEARCH_MAX_CALLS);
  }, 20_000);
});

describe('one person’s two broad searches at once, at EP_MAX_RPS=7', () => {
  it('the second waits its turn instead of being refused: both answer 200', async () => {
    const h = harnessAt7(false);
    // The token first: both searches then start their calls at once.
    await h.request('/api/search?q=warm-up');
    const [first, second] = await Promise.all([
      h.request('/api/search?q=widgets'),
      h.request('/api/search?q=buyer'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(searchResultSchema.parse(await first.json()).customers.more).toBe(true);
    expect(h.sim.counters.maxPerSecond).toBeLessThanOrEqual(7);
  }, 30_000);
});

describe('a search nobody waits for any more', () => {
  it('the browser going away cancels the calls that have not started', async () => {
    const full = harnessAt7(false, 100);
    expect((await full.request('/api/search?q=widgets')).status).toBe(200);
    const everything = calls(full);

    const h = harnessAt7(false, 100);
    const gone = new AbortController();
    const answer = h.request('/api/search?q=widgets', { signal: gone.signal }).catch(() => null);
    await new Promise((r) => setTimeout(r, 300));
    gone.abort();
    await answer;
    const atAbort = calls(h);
    // Long enough for the whole search at 7 a second, had it gone on.
    await new Promise((r) => setTimeout(r, (1000 * everything) / 7));
    expect(calls(h)).toBeLessThanOrEqual(atAbort + 8);
    expect(calls(h)).toBeLessThan(everything / 2);
  }, 20_000);

  it('a failed call cancels the search’s waiting calls: 502, and no more calls after it', async () => {
    const h = harnessAt7(false, 100);
    h.sim.inject('accounts.list', { kind: 'status', status: 500 }, 100);
    const response = await h.request('/api/search?q=widgets');
    expect(response.status).toBe(502);
    // Counted as they reach the simulator: calls sent before the answer may still be in its
    // latency then, and are counted by route only after it.
    const sent = () => h.sim.requests.filter((r) => !r.url.includes('/oauth/')).length;
    const atAnswer = sent();
    await new Promise((r) => setTimeout(r, 1500));
    expect(sent()).toBe(atAnswer);
    expect(calls(h)).toBe(atAnswer);
    // Round 1 alone is 9 calls; the failure stopped it before all of them were sent.
    expect(atAnswer).toBeLessThan(9);
  }, 20_000);
});
