/**
 * The email fallback through account members: what it sends, how many round trips it costs, and
 * that it runs only when the exact email found nobody.
 */
import { searchResultSchema } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

const MODES = [
  ['spec', false],
  ['realistic', true],
] as const;

const request = (h: Harness, q: string) => h.request(`/api/search?q=${encodeURIComponent(q)}`);

async function search(h: Harness, q: string) {
  const response = await request(h, q);
  expect(response.status, q).toBe(200);
  return searchResultSchema.parse(await response.json());
}

/** A BFF whose token is already fetched, with nothing counted yet. */
async function warmed(realistic: boolean): Promise<Harness> {
  const h = createHarness({ sim: { realistic }, realSleep: true });
  await request(h, 'warm-up');
  h.sim.reset();
  h.sim.setLatency(100);
  return h;
}

const memberFilters = (h: Harness) =>
  h.sim.requests
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname === '/v2/account-members')
    .map((u) => u.searchParams.get('filter'));

describe.each(MODES)('the email fallback through account members (%s mode)', (_mode, realistic) => {
  it.each([
    ['ron.swanson+billing@example.com', 'Ron Swanson', 'Acme Corporation'],
    ['RON.SWANSON+BILLING@EXAMPLE.COM', 'Ron Swanson', 'Acme Corporation'],
    ['leslie.knope@foodnstuff.example', 'Leslie Knope', "Food 'n Stuff"],
    ['hank.scorpio@globex.example', 'Hank Scorpio', 'Globex GmbH'],
  ])(
    '%s finds %s of %s in 5 round trips, the company from the membership',
    async (q, name, company) => {
      const h = await warmed(realistic);
      const result = await search(h, q);
      expect(result.customers.items.map((c) => [c.name, c.company])).toEqual([[name, company]]);
      // Exact email, members, memberships, the account's subscribers, then "owes".
      expect(h.sim.counters.roundTrips).toBe(5);
      const calls = h.sim.counters.requestsByRoute;
      expect(calls['account-members.list']).toBe(1);
      expect(calls['account-memberships.list']).toBe(1);
      // The exact email (as typed and lower-cased), then the account's subscribers.
      expect(calls['subscribers.list']).toBe(q === q.toLowerCase() ? 2 : 3);
      expect(calls['accounts.get']).toBeUndefined();
      expect(calls['invoices.list']).toBe(1);
      expect(memberFilters(h)).toEqual([`ilike(email,"${q}")`]);
    },
  );

  it('an exact match needs no fallback: 2 round trips, no member read', async () => {
    const h = await warmed(realistic);
    const result = await search(h, 'Ron.Swanson+billing@Example.com');
    expect(result.customers.items).toHaveLength(1);
    expect(h.sim.counters.roundTrips).toBe(2);
    expect(h.sim.counters.requestsByRoute['account-members.list']).toBeUndefined();
  });

  it('a subscriber without an account member is found by the exact email alone', async () => {
    const h = await warmed(realistic);
    const april = h.subscriber('april.ludgate@acme.example');
    const result = await search(h, 'april.ludgate@acme.example');
    expect(result.customers.items.map((c) => c.id)).toEqual([april.id]);
    expect(h.sim.counters.requestsByRoute['account-members.list']).toBeUndefined();
  });

  it('nobody anywhere: no match after 2 round trips', async () => {
    const h = await warmed(realistic);
    const result = await search(h, 'nobody@nowhere.example');
    expect(result.customers).toEqual({ items: [], more: false });
    expect(h.sim.counters.roundTrips).toBe(2);
  });

  it('ilike refused with a 400: retried once with eq, and no match is not an error', async () => {
    const h = createHarness({ sim: { realistic } });
    const rejected =
      '{"errors":[{"title":"Bad Request","detail":"Could not parse the supplied filter"}]}';
    h.sim.inject('account-members.list', { kind: 'body', status: 400, body: rejected });
    const result = await search(h, 'ron.swanson+billing@example.com');
    expect(memberFilters(h)).toEqual([
      'ilike(email,"ron.swanson+billing@example.com")',
      'eq(email,"ron.swanson+billing@example.com")',
    ]);
    // The simulator, as the newest specification, takes only ilike on members.
    expect(result.customers.items).toEqual([]);
  });

  it('an email with * is not sent to ilike, where * is a wildcard', async () => {
    const h = createHarness({ sim: { realistic } });
    await search(h, 'ron*@example.com');
    expect(memberFilters(h)).toEqual([]);
  });
});
