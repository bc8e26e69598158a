/**
 * The attention list shared through the console's database, on PGlite and on a Postgres server:
 * replicas pay one refresh between them, a new replica answers from the last snapshot at once,
 * a replaced lease holder cannot write, rows never jump while the first refresh builds, and a
 * database outage leaves the list saying so, with its last as-of, until it recovers.
 */
import type { AttentionPage } from '@pc/contract';
import { demoSeed } from '@pc/ep-simulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { eraseCustomer } from '../db/erase-customer.ts';
import { storeKey } from '../db/store-key.ts';
import { createLogger } from '../log/logger.ts';
import { databaseKinds } from '../testing/database-kinds.ts';
import { createHarness, type Harness } from '../testing/test-harness.ts';
import { FAILED_BACKOFF_START_MS } from './attention-snapshot.ts';
import { attentionStore, LeaseLostError } from './attention-store.ts';

const kinds = databaseKinds();
afterAll(async () => {
  for (const kind of kinds) await kind.cleanup();
});

const page = async (h: Harness) =>
  (await (await h.request('/api/attention')).json()) as AttentionPage;
const METRICS_TOKEN = 'metrics-token-for-the-database-tests-0123456789';
const scrape = async (h: Harness) =>
  (
    await h.rawRequest('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
const ids = (p: { rows: readonly { invoice: { id: string } }[] }) =>
  p.rows.map((r) => r.invoice.id);

describe.each(kinds.map((k) => [k.name, k] as const))(
  'the shared attention list on %s',
  (_n, kind) => {
    const run = kind.unavailable ? it.skip : it;
    let database: Database;
    beforeAll(async () => {
      if (kind.unavailable) return;
      database = await openDatabase(
        await kind.fresh(),
        createLogger({ level: 'error', sink: () => {} }),
      );
    }, 60_000);
    afterAll(async () => {
      await database?.close();
    });
    beforeEach(async () => {
      if (kind.unavailable) return;
      await database.pool.query(
        'DELETE FROM attention_row; DELETE FROM attention_snapshot; DELETE FROM attention_lease',
      );
    });
    /**
     * A replica; `fetchFrom`: reading the store of that one. `paced`: each upstream answer waits
     * 2 ms, as a network's does (the in-process simulator answers
     * in microtasks, so a refresh would end before any timer, and any flush, ran).
     */
    const replica = (fetchFrom?: Harness, sim?: { backlog?: boolean }, paced = false) => {
      const h: Harness = createHarness({
        ...(sim && { sim }),
        env: {
          METRICS_TOKEN,
          // Paced, a few calls at a time: the refresh lasts long enough for flushes to be seen.
          ...(paced && { EP_MAX_IN_FLIGHT: '8' }),
        },
        deps: {
          database,
          attentionLease: { leaseMs: 2000, flushMs: 20 },
          fetch: (async (input: string, init?: RequestInit) => {
            if (paced) await new Promise((r) => setTimeout(r, 2));
            return (fetchFrom ?? h).sim.fetch(input, init);
          }) as typeof fetch,
        },
      });
      return h;
    };

    /** A replica that opened the list and refreshed it. */
    const refreshed = async () => {
      const h = replica();
      await page(h);
      await h.attention.refresh();
      return h;
    };

    run(
      'three replicas pay one refresh between them and serve the same rows and as-of',
      async () => {
        const first = replica();
        const others = [replica(first), replica(first)];
        const all = [first, ...others];
        await Promise.all(all.map((h) => page(h)));
        await Promise.all(all.map((h) => h.attention.refresh()));
        const pages = await Promise.all(all.map((h) => page(h)));
        expect(pages[0]?.snapshot.status).toBe('complete');
        expect(pages[0]?.rows.length).toBeGreaterThan(0);
        for (const p of pages) {
          expect(ids(p)).toEqual(ids(pages[0] as AttentionPage));
          expect(p.snapshot.asOf).toBe(pages[0]?.snapshot.asOf);
        }
        // One list read and one payments read per invoice, counted at the store all three share.
        expect(first.sim.counters.requestsByRoute['invoices.list']).toBe(1);
        expect(first.sim.counters.requestsByRoute['invoice-payments.list']).toBe(
          pages[0]?.rows.length,
        );
        for (const h of all) h.attention.stop();
      },
    );

    run(
      'a replica that starts serves the last snapshot at once, reading nothing upstream',
      async () => {
        const first = await refreshed();
        const before = await page(first);
        first.attention.stop();
        const late = replica();
        const now = await page(late);
        expect(now.snapshot.status).toBe('complete');
        expect(ids(now)).toEqual(ids(before));
        expect(late.sim.counters.getRequests).toBe(0);
        late.attention.stop();
      },
    );

    run('times each query to the database in the metrics', async () => {
      const h = await refreshed();
      await page(h);
      const metrics = await scrape(h);
      const count = Number(
        /payments_console_database_query_seconds_count (\d+)/.exec(metrics)?.[1],
      );
      expect(count).toBeGreaterThan(3);
      expect(metrics).toMatch(/payments_console_database_query_seconds_bucket\{le="0\.25"\} \d+/);
      h.attention.stop();
    });

    run(
      'says what is missing while Elastic Path cannot be read, never an empty list as if nothing were owed, and clears it when a refresh succeeds',
      async () => {
        const h = replica();
        h.sim.inject('invoices.list', { kind: 'status', status: 500 }, 1000);
        await page(h);
        await h.attention.refresh();
        const failed = await page(h);
        expect(failed.snapshot.status).toBe('building');
        expect(failed.snapshot.asOf).toBeNull();
        expect(failed.snapshot.problem).toMatch(/Elastic Path/);
        expect(failed.rows).toEqual([]);
        h.sim.reset();
        // The failed refresh is not asked again before its back-off (5 s on the database's clock).
        await new Promise((r) => setTimeout(r, FAILED_BACKOFF_START_MS + 200));
        await h.attention.refresh();
        const back = await page(h);
        expect(back.snapshot).toMatchObject({ status: 'complete', problem: null });
        expect(back.rows.length).toBeGreaterThan(0);
        h.attention.stop();
      },
      20_000,
    );

    run('keeps each store to its own rows', async () => {
      const first = await refreshed();
      const other = attentionStore(
        database.db,
        storeKey({ baseUrl: 'https://eu.api.elasticpath.com/v2', clientId: 'x' }),
      );
      expect(await other.state()).toBeNull();
      first.attention.stop();
    });

    run(
      'erases a customer from the stored list, and every replica stops serving them',
      async () => {
        const first = replica();
        const second = replica(first);
        await page(first);
        await first.attention.refresh();
        const before = await page(second);
        const customer = before.rows.find((r) => r.customer)?.customer;
        if (!customer) throw new Error('no row with a customer');
        const theirs = before.rows.filter((r) => r.customer?.id === customer.id).length;
        expect(await eraseCustomer(database.db, customer.id.toUpperCase())).toEqual({
          attentionRows: theirs,
          notes: 0,
          cases: 0,
        });
        for (const h of [first, second]) {
          const after = await page(h);
          expect(after.rows).toHaveLength(before.rows.length - theirs);
          expect(JSON.stringify(after.rows)).not.toContain(customer.email);
        }
        first.attention.stop();
        second.attention.stop();
      },
    );

    run('finishes the refresh of a holder that died, with no row lost or doubled', async () => {
      const store = attentionStore(database.db, storeKey(replica().upstream));
      // A holder that took the lease and a few rows, then died: it renews nothing.
      const dead = await store.acquire('dead-replica', 300);
      expect(dead).toBe(1);
      await store.flush(1, 300, 0, [], 3);
      const h = createHarness({
        deps: { database, attentionLease: { leaseMs: 2000, flushMs: 20, tickMs: 100 } },
      });
      await page(h);
      let p = await page(h);
      for (let i = 0; i < 100 && p.snapshot.status !== 'complete'; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        p = await page(h);
      }
      expect(p.snapshot.status).toBe('complete');
      const outstanding = (demoSeed().invoices ?? []).filter(
        (i) => i.attributes.outstanding,
      ).length;
      expect(p.rows).toHaveLength(outstanding);
      expect(new Set(ids(p)).size).toBe(outstanding);
      expect((await store.state())?.completeGeneration).toBe(2);
      h.attention.stop();
    });

    run(
      'keeps refreshing when the replica that did stops: a viewer takes over the interval',
      async () => {
        const first = await refreshed();
        first.attention.stop();
        // The interval has passed, and the replica that refreshed is gone.
        await database.pool.query('UPDATE attention_lease SET not_before = now()');
        const viewer = createHarness({
          deps: { database, attentionLease: { leaseMs: 2000, flushMs: 20, tickMs: 100 } },
        });
        const store = attentionStore(database.db, storeKey(viewer.upstream));
        expect((await page(viewer)).snapshot.status).toBe('complete');
        let generation = (await store.state())?.completeGeneration;
        for (let i = 0; i < 60 && generation === 1; i += 1) {
          await new Promise((r) => setTimeout(r, 50));
          generation = (await store.state())?.completeGeneration;
        }
        expect(generation).toBe(2);
        viewer.attention.stop();
      },
    );

    run('refuses the writes of a holder whose lease was taken over', async () => {
      const store = attentionStore(database.db, 'store-under-test');
      const stalled = await store.acquire('stalled', 100);
      expect(stalled).toBe(1);
      // While the lease runs, nobody else gets it.
      expect(await store.acquire('other', 100)).toBeNull();
      await new Promise((r) => setTimeout(r, 250));
      const taker = await store.acquire('taker', 10_000);
      expect(taker).toBe(2);
      await expect(store.flush(1, 100, 0, [], 0)).rejects.toThrow(LeaseLostError);
      await expect(store.publish(1, 0, [], new Date(), 0)).rejects.toThrow(LeaseLostError);
      await expect(store.fail(1, 'late', 0)).rejects.toThrow(LeaseLostError);
      expect(await store.state()).toBeNull();
      await store.publish(2, 0, [], new Date('2026-06-01T12:00:00Z'), 60_000);
      expect((await store.state())?.completeGeneration).toBe(2);
      // Published: the next refresh is not due, so the lease is not handed out again.
      expect(await store.acquire('third', 100)).toBeNull();
    });

    run(
      'never moves a row above one already shown while the first refresh builds',
      async () => {
        const h = replica(undefined, { backlog: true }, true);
        await page(h);
        const refreshing = h.attention.refresh();
        let done = false;
        void refreshing.then(() => {
          done = true;
        });
        const samples: string[][] = [];
        // Sampled from the snapshot the route serves, not over HTTP: a person's polls every 5 ms
        // would meet the list's rate limit (routes/attention.ts) after the first ten.
        while (!done) {
          const p = await h.attention.view();
          if (p.snapshot.status === 'building') samples.push(ids(p));
          await new Promise((r) => setTimeout(r, 5));
        }
        const complete = ids(await page(h));
        samples.push(complete);
        expect(
          samples.filter((s) => s.length > 0 && s.length < complete.length).length,
        ).toBeGreaterThan(0);
        for (let i = 1; i < samples.length; i += 1) {
          const shown = samples[i - 1] as string[];
          expect((samples[i] as string[]).slice(0, shown.length)).toEqual(shown);
        }
        h.attention.stop();
      },
      60_000,
    );

    const outage = kind.outage;
    (outage ? run : it.skip)(
      'says the list is unavailable, with its last as-of, while the database is down, and recovers',
      async () => {
        const h = replica();
        await page(h);
        await h.attention.refresh();
        const before = await page(h);
        await outage?.stop();
        try {
          const started = performance.now();
          const down = await page(h);
          expect(performance.now() - started).toBeLessThan(2000);
          expect(down.snapshot.problem).toBe(
            `The console's database cannot be read now: unavailable — last snapshot as of ${before.snapshot.asOf}.`,
          );
          expect(ids(down)).toEqual(ids(before));
          // Still ready: the ticket's way needs no database; the body says what is down.
          const ready = await h.request('/readyz');
          expect(ready.status).toBe(200);
          expect(await ready.json()).toEqual({ status: 'ready', database: 'down' });
          expect(await scrape(h)).toContain('payments_console_database_up 0');
        } finally {
          await outage?.start();
        }
        let back: AttentionPage | null = null;
        for (let i = 0; i < 50 && back?.snapshot.problem !== null; i += 1) {
          back = await page(h);
          if (back.snapshot.problem !== null) await new Promise((r) => setTimeout(r, 100));
        }
        expect(back?.snapshot.problem).toBeNull();
        expect(await (await h.request('/readyz')).json()).toEqual({
          status: 'ready',
          database: 'up',
        });
        const metrics = await scrape(h);
        expect(metrics).toContain('payments_console_database_up 1');
        expect(metrics).toMatch(
          /payments_console_database_schema_info\{version="\d{14}_\w+\.sql",kind="(server|embedded)"\} 1/,
        );
        expect(metrics).toMatch(/payments_console_database_connections\{state="in_use"\} \d+/);
        expect(ids(back as AttentionPage)).toEqual(ids(before));
        h.attention.stop();
      },
      60_000,
    );
  },
);
