/**
 * The store index on PGlite and on a Postgres server, in both simulator modes: after one pass,
 * every spelling a ticket gave finds its customer in the first three, from the index alone (no
 * call to the store); a short id of an invoice the console has read opens it; a customer who
 * signed up after the pass is found by exact email (asked of Elastic Path, then indexed); one
 * erased in the store is gone after the next pass; and before the first pass, or with the
 * database away, the search answers live as before and says so.
 */
import { type SearchResult, searchResultSchema } from '@pc/contract';
import { demoSeed } from '@pc/ep-simulator';
import { afterAll, describe, expect, it } from 'vitest';
import { eraseCustomer } from '../db/erase-customer.ts';
import { databaseKinds } from '../testing/database-kinds.ts';
import { suiteDatabase } from '../testing/suite-database.ts';
import { createHarness, type Harness } from '../testing/test-harness.ts';
import { PASS_PAGE } from './index-pass.ts';

const kinds = databaseKinds();
afterAll(async () => {
  for (const kind of kinds) await kind.cleanup();
});

const MODES = [
  ['spec', false],
  ['realistic', true],
] as const;

/** Upstream calls other than the token. */
const calls = (h: Harness) =>
  Object.entries(h.sim.counters.requestsByRoute)
    .filter(([route]) => route !== 'token')
    .reduce((sum, [, n]) => sum + (n ?? 0), 0);

async function search(h: Harness, q: string): Promise<SearchResult> {
  const response = await h.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return searchResultSchema.parse(await response.json());
}

const firstThree = (result: SearchResult) =>
  result.customers.items.slice(0, 3).map((c) => [c.name, c.company]);

const at = '2026-06-01T00:00:00.000Z';
const NEWCOMER = '7e57c0de-0000-4000-8000-000000000001';

describe.each(kinds.map((k) => [k.name, k] as const))('the store index on %s', (_n, kind) => {
  const run = kind.unavailable ? it.skip : it;
  const db = suiteDatabase(kind, [
    'search_record',
    'search_sync',
    // A refresh's snapshot kept from an earlier test would be served instead of a new refresh.
    'attention_row',
    'attention_snapshot',
    'attention_lease',
  ]);

  const indexed = async (realistic: boolean) => {
    const h = createHarness({ sim: { realistic }, deps: { database: db() } });
    await h.searchIndex?.sync.pass();
    h.sim.reset();
    return h;
  };

  describe.each(MODES)('%s mode', (_mode, realistic) => {
    run.each([
      ['food n stuff', ['Leslie Knope', "Food 'n Stuff"]],
      ['Food ’n’ Stuff', ['Leslie Knope', "Food 'n Stuff"]],
      ['Al-Bahar Logistics WLL', ['Fatima Al-Sabah', 'Al Bahar Logistics W.L.L.']],
      ['Sakura Learnig', ['Yuki Tanaka', 'Sakura Learning K.K.']],
      ['Leslie Knope | Deputy Director, Parks Dept.', ['Leslie Knope', "Food 'n Stuff"]],
      ['Regards — Yuki Tanaka – Sakura Learning K.K.', ['Yuki Tanaka', 'Sakura Learning K.K.']],
      ['Leslie Knope | Deputy Director', ['Leslie Knope', "Food 'n Stuff"]],
      [
        'Yuki Tanaka | Head of Learning and Development | Tokyo office, Japan',
        ['Yuki Tanaka', 'Sakura Learning K.K.'],
      ],
      ['globex', null],
    ])('%j finds its customer in the first three, from the index alone', async (q, expected) => {
      const h = await indexed(realistic);
      const result = await search(h, q);
      if (expected) expect(firstThree(result)).toContainEqual(expected);
      else expect(result.customers.items.length).toBeGreaterThan(0);
      expect(result.source?.answeredBy).toBe('index');
      expect(result.source?.index).toBe('complete');
      expect(calls(h)).toBe(0);
    });

    run('a short id of an invoice the console has read opens it', async () => {
      const h = await indexed(realistic);
      const invoice = h.sim.demo.invoices.find((i) => i.id.startsWith('030508de'));
      expect(invoice).toBeDefined();
      expect((await h.request(`/api/invoices/${invoice?.id}`)).status).toBe(200);
      // The invoice page's read adds it without being waited for: let it land.
      await expect
        .poll(async () => (await search(h, '030508de')).invoices.items.map((i) => i.id))
        .toEqual([invoice?.id]);
      h.sim.reset();
      const result = await search(h, '030508DE');
      expect(result.invoices.items.map((i) => i.id)).toEqual([invoice?.id]);
      expect(calls(h)).toBe(0);
    });

    run(
      'a short id of an invoice the attention refresh listed finds it, nobody having opened it',
      async () => {
        const h = await indexed(realistic);
        await h.attention.refresh();
        const rows = (await h.attention.view()).rows;
        const listed = rows[0]?.invoice.id;
        expect(listed).toBeDefined();
        const short = (listed ?? '').slice(0, 8).toUpperCase();
        // The refresh hands its pages to the index without waiting for the writes: let them land.
        await expect
          .poll(async () => (await search(h, short)).invoices.items.map((i) => i.id))
          .toContain(listed);
        h.sim.reset();
        const result = await search(h, short);
        expect(result.invoices.items.map((i) => i.id)).toContain(listed);
        expect(result.source?.answeredBy).toBe('index');
        expect(calls(h)).toBe(0);
      },
    );

    run(
      'a customer who signed up after the pass is found by exact email, then from the index',
      async () => {
        const h = await indexed(realistic);
        const acme = h.sim.demo.accounts.find((a) => a.name === 'Acme Corporation');
        h.sim.records.subscribers.put({
          id: NEWCOMER,
          type: 'subscription_subscriber',
          attributes: {
            account_id: acme?.id ?? '',
            name: 'Nova Newcomer',
            email: 'nova@newcomer.example',
            created_at: at,
            updated_at: at,
          },
          meta: { owner: 'store', timestamps: { created_at: at, updated_at: at } },
        });
        const first = await search(h, 'Nova@Newcomer.example');
        expect(first.customers.items.map((c) => [c.name, c.company])).toEqual([
          ['Nova Newcomer', 'Acme Corporation'],
        ]);
        expect(first.source?.answeredBy).toBe('elastic-path');
        expect(calls(h)).toBeGreaterThan(0);
        h.sim.reset();
        await expect
          .poll(async () => (await search(h, 'nova newcomer')).customers.items.map((c) => c.name))
          .toContain('Nova Newcomer');
        expect(calls(h)).toBe(0);
      },
    );

    run('a customer erased in the store is gone after the next pass', async () => {
      const h = await indexed(realistic);
      const yuki = h.subscriber('yuki.tanaka@sakura-learning.example');
      expect((await search(h, 'yuki tanaka')).customers.items.map((c) => c.id)).toContain(yuki.id);
      h.sim.records.subscribers.remove(yuki.id);
      // Due only after SEARCH_SYNC_S: the test makes the next one due now.
      await db().pool.query('UPDATE search_sync SET not_before = now()');
      await h.searchIndex?.sync.pass();
      const after = await search(h, 'yuki tanaka');
      expect(after.customers.items.map((c) => c.id)).not.toContain(yuki.id);
    });
  });

  run.each([false, true])(
    'one pass over the backlog store costs ceil((n + 1) / 100) calls per list, and a missed record one read by id (realistic: %s)',
    async (realistic) => {
      const data = demoSeed({ backlog: true });
      const h = createHarness({ sim: { realistic, backlog: true }, deps: { database: db() } });
      await h.searchIndex?.sync.pass();
      const pages = (n: number) => Math.ceil((n + 1) / PASS_PAGE);
      const expected = {
        'subscribers.list': pages(data.subscribers?.length ?? 0),
        'subscriptions.list': pages(data.subscriptions?.length ?? 0),
        'accounts.list': pages(data.accounts?.length ?? 0),
        'account-members.list': pages(data.account_members?.length ?? 0),
      };
      const byRoute = { ...h.sim.counters.requestsByRoute };
      delete byRoute.token;
      expect(byRoute).toEqual(expected);
      expect(calls(h)).toBe(Object.values(expected).reduce((a, b) => a + b, 0));

      // The next pass: the same lists, and one read by id for the record they no longer list.
      const [gone] = h.sim.demo.subscribers;
      h.sim.records.subscribers.remove(gone?.id ?? '');
      h.sim.reset();
      await db().pool.query('UPDATE search_sync SET not_before = now()');
      await h.searchIndex?.sync.pass();
      const next = { ...h.sim.counters.requestsByRoute };
      delete next.token;
      expect(next).toEqual({
        ...expected,
        'subscribers.list': pages((data.subscribers?.length ?? 0) - 1),
        'subscribers.get': 1,
      });
    },
  );

  run(
    'ranking: a company’s exact name beats a typo’s match; an exact email comes first',
    async () => {
      const h = await indexed(false);
      const exact = await search(h, "Food 'n Stuff");
      expect(exact.customers.items[0]?.company).toBe("Food 'n Stuff");
      expect(exact.customers.items[0]?.matched).toBe('company');
      const email = await search(h, 'leslie.knope@foodnstuff.example');
      expect(email.customers.items.map((c) => [c.name, c.matched])).toEqual([
        ['Leslie Knope', 'email'],
      ]);
    },
  );

  run('a name found nowhere in a complete index says so without asking Elastic Path', async () => {
    const h = await indexed(true);
    const result = await search(h, 'Zyxwv Qqq');
    expect(result.customers.items).toEqual([]);
    expect(result.source).toMatchObject({ answeredBy: 'index', index: 'complete' });
    expect(result.source?.comparedAs).toBe('zyxwv qqq');
    expect(result.source?.holds.customer).toBeGreaterThan(0);
    expect(calls(h)).toBe(0);
  });

  run('before the first pass the search answers live, as before, and says so', async () => {
    const h = createHarness({ deps: { database: db() } });
    const result = await search(h, 'food');
    expect(result.customers.items.map((c) => c.name)).toEqual(['Leslie Knope', 'Ron Swanson']);
    expect(result.source).toMatchObject({ answeredBy: 'elastic-path', index: 'building' });
  });

  run('a 200-character text built for trigrams answers within the search budget', async () => {
    const h = await indexed(false);
    for (const q of ['a '.repeat(99).trim(), 'aaa'.repeat(66), 'on '.repeat(66).trim()]) {
      const started = performance.now();
      const response = await h.request(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
      // From the index itself: not the live fallback of a database that gave up.
      expect(searchResultSchema.parse(await response.json()).source?.answeredBy, q).toBe('index');
    }
  });

  run('erasing a customer removes their index rows and the invoices the console read', async () => {
    const h = await indexed(false);
    const leslie = h.subscriber('Leslie.Knope@FoodnStuff.example');
    const erased = await eraseCustomer(db().db, leslie.id);
    expect(erased.indexRows).toBeGreaterThan(0);
    const result = await search(h, 'leslie knope');
    expect(result.customers.items.map((c) => c.id)).not.toContain(leslie.id);
  });
});
