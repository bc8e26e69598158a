/**
 * What one refresh of the attention list costs the store, counted at the simulator with the
 * demo store's dunning backlog (300 more outstanding invoices): one page of outstanding invoices
 * per 100, each invoice's payments once (all pages), each subscriber and subscription once, and
 * the dunning rules and schedules. Every URL is asked for once: no invoice is read twice.
 */
import { demoSeed } from '@pc/ep-simulator';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

describe.each([false, true])('one attention refresh (realistic mode: %s)', (realistic) => {
  it('costs one list page per 100 outstanding invoices, their payments, and each customer and subscription once', async () => {
    const urls: string[] = [];
    const h: Harness = createHarness({
      sim: { realistic, backlog: true },
      deps: {
        fetch: ((input: string, init?: RequestInit) => {
          urls.push(String(input));
          return h.sim.fetch(input, init);
        }) as typeof fetch,
      },
    });
    const outstanding = (demoSeed({ backlog: true }).invoices ?? []).filter(
      (i) => i.attributes.outstanding,
    );
    const distinct = (ids: (string | undefined)[]) => new Set(ids.filter(Boolean)).size;
    const payments = (id: string) => h.sim.demo.invoices.find((i) => i.id === id)?.payments ?? 0;

    await h.request('/api/attention');
    await h.attention.refresh();
    const page = (await (await h.request('/api/attention')).json()) as {
      rows: unknown[];
      snapshot: { status: string };
    };
    expect(page.snapshot.status).toBe('complete');
    expect(page.rows).toHaveLength(outstanding.length);
    expect(outstanding.length).toBe(306);

    const calls = h.sim.counters.requestsByRoute;
    expect(calls['invoices.list']).toBe(Math.ceil((outstanding.length + 1) / 100));
    // One payments page per 100 payments, at least one per invoice.
    expect(calls['invoice-payments.list']).toBe(
      outstanding.reduce((sum, i) => sum + Math.max(1, Math.ceil((payments(i.id) + 1) / 100)), 0),
    );
    expect(calls['subscribers.get']).toBe(distinct(outstanding.map((i) => i.meta.subscriber_id)));
    expect(calls['subscriptions.get']).toBe(
      distinct(outstanding.map((i) => i.meta.subscription_id)),
    );
    // The company column: each subscriber's account, once per account.
    const accountOf = new Map(h.sim.demo.subscribers.map((s) => [s.id, s.accountId]));
    expect(calls['accounts.get']).toBe(
      distinct(outstanding.map((i) => accountOf.get(i.meta.subscriber_id ?? ''))),
    );
    expect(calls['invoices.get'] ?? 0).toBe(0);
    const upstreamReads = urls.filter((u) => !u.includes('/oauth/'));
    expect(upstreamReads.length).toBe(
      (calls['invoices.list'] ?? 0) +
        (calls['invoice-payments.list'] ?? 0) +
        (calls['subscribers.get'] ?? 0) +
        (calls['subscriptions.get'] ?? 0) +
        (calls['accounts.get'] ?? 0) +
        2, // dunning rules and schedules, for the next-retry estimate
    );
    // No URL twice: no invoice's payments, customer or subscription read twice in one refresh.
    expect(new Set(upstreamReads).size).toBe(upstreamReads.length);
    // The figure of docs/attention.md: 4 pages + 306 payments + 104 subscribers + 106
    // subscriptions + 24 accounts + 2.
    expect(upstreamReads.length).toBe(546);
  });
});
