/**
 * What the search sends upstream and what it leaves behind: filters quoted and encoded, round
 * trips and call counts under latency, shared calls for identical searches, and an audit trail
 * without the searched text.
 */
import { searchResultSchema } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

const MODES = [
  ['spec', false],
  ['realistic', true],
] as const;
const LATENCY_MS = 300;

const request = (h: Harness, q: string) => h.request(`/api/search?q=${encodeURIComponent(q)}`);

async function search(h: Harness, q: string) {
  const response = await request(h, q);
  expect(response.status, q).toBe(200);
  return searchResultSchema.parse(await response.json());
}

/** The decoded `filter` of every upstream request to `path`, and the raw query strings. */
function sentFilters(h: Harness, path: string) {
  const urls = h.sim.requests.map((r) => new URL(r.url)).filter((u) => u.pathname === `/v2${path}`);
  return {
    filters: urls.map((u) => u.searchParams.get('filter')),
    raw: urls.map((u) => u.search),
  };
}

const firstEmail = () => 'Ron.Swanson+billing@Example.com';
const firstSubscriberId = (h: Harness) => h.sim.demo.subscribers[0]?.id ?? '';

/** A BFF whose token is already fetched, with nothing counted yet. */
async function warmed(options: { realistic: boolean; latencyMs: number }): Promise<Harness> {
  const h = createHarness({ sim: { realistic: options.realistic }, realSleep: true });
  await request(h, 'warm-up');
  h.sim.reset();
  h.sim.setLatency(options.latencyMs);
  return h;
}

describe.each(MODES)('what GET /api/search sends upstream (%s mode)', (_mode, realistic) => {
  it('an email with + and @ arrives quoted, with + as %2B, in both letter cases', async () => {
    const h = createHarness({ sim: { realistic } });
    await search(h, 'Ron.Swanson+billing@Example.com');
    const sent = sentFilters(h, '/subscriptions/subscribers');
    expect(sent.filters).toEqual([
      'eq(email,"Ron.Swanson+billing@Example.com")',
      'eq(email,"ron.swanson+billing@example.com")',
    ]);
    expect(sent.raw[0]).toContain(
      'filter=eq%28email%2C%22Ron.Swanson%2Bbilling%40Example.com%22%29',
    );
    for (const raw of sent.raw) expect(raw).not.toMatch(/swanson\+billing/i);
  });

  it('quotes and backslashes are escaped; an apostrophe is matched as typed', async () => {
    const h = createHarness({ sim: { realistic } });
    await search(h, 'Ron "Duke" \\ Swanson');
    expect(sentFilters(h, '/subscriptions/subscribers').filters).toEqual([
      'eq(name,"Ron \\"Duke\\" \\\\ Swanson")',
    ]);
    // As typed, then the longest word in three casings (accounts' like compares case).
    expect(sentFilters(h, '/accounts').filters).toEqual([
      'like(name,"*Ron \\"Duke\\" \\\\ Swanson*")',
      'like(name,"*swanson*")',
      'like(name,"*Swanson*")',
      'like(name,"*SWANSON*")',
      'like(legal_name,"*Ron \\"Duke\\" \\\\ Swanson*")',
    ]);
    h.sim.reset();
    const result = await search(h, "Food 'n Stuff");
    expect(sentFilters(h, '/accounts').filters[0]).toBe(`like(name,"*Food 'n Stuff*")`);
    expect(result.customers.items.map((c) => c.name)).toEqual(['Leslie Knope', 'Ron Swanson']);
  });

  it('a + in text reaches the external reference filter as a literal +', async () => {
    const h = createHarness({ sim: { realistic } });
    await search(h, 'fns+loyalty');
    const sent = sentFilters(h, '/subscriptions/subscriptions');
    // As typed and upper-cased (lower-cased is as typed): only eq exists there.
    expect(sent.filters).toEqual([
      'eq(external_ref,"fns+loyalty")',
      'eq(external_ref,"FNS+LOYALTY")',
    ]);
    expect(sent.raw[0]).toContain('%2B');
    expect(sent.raw[0]).toContain('include=plans%2Cpricing_options');
  });

  it.each([
    // As typed and lower-cased, in parallel; then the one company and whether anything is owed.
    ['an email', firstEmail, { 'subscribers.list': 2, 'accounts.get': 1, 'invoices.list': 1 }, 2],
    // Five account lists (casings), people by name, subscriptions by reference, members by
    // name; then two companies, the member's memberships, its account's subscribers; then owes.
    [
      'a text',
      () => 'Ron Swanson',
      {
        'accounts.list': 5,
        'subscribers.list': 2,
        'subscriptions.list': 1,
        'account-members.list': 1,
        'account-memberships.list': 1,
        'accounts.get': 2,
        'invoices.list': 2,
      },
      4,
    ],
    // Every kind the id may be; then the customer's company.
    [
      'a UUID',
      firstSubscriberId,
      {
        'invoices.get': 1,
        'subscriptions.get': 1,
        'subscribers.get': 1,
        'subscriptions.list': 1,
        'accounts.get': 1,
        'invoices.list': 1,
      },
      2,
    ],
  ])('%s search: its calls per resource and its round trips', async (_n, q, calls, trips) => {
    const h = await warmed({ realistic, latencyMs: LATENCY_MS });
    const result = await search(h, q(h));
    expect(result.customers.items.length).toBeGreaterThan(0);
    expect(h.sim.counters.requestsByRoute).toEqual(calls);
    expect(h.sim.counters.roundTrips).toBe(trips);
  });
});

describe('identical searches in flight share their upstream calls', () => {
  it.each([
    ['an email', firstEmail],
    ['text', () => 'Globex'],
    ['a UUID', firstSubscriberId],
  ])('5 concurrent searches for %s make the calls of one', async (_name, text) => {
    const h = await warmed({ realistic: true, latencyMs: 50 });
    const q = text(h);
    await search(h, q);
    const alone = { ...h.sim.counters.requestsByRoute };
    h.sim.reset();
    h.sim.setLatency(50);
    const responses = await Promise.all(Array.from({ length: 5 }, () => request(h, q)));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(h.sim.counters.requestsByRoute).toEqual(alone);
  });

  it('an email typed in two letter cases at once shares the lower-cased call', async () => {
    const h = await warmed({ realistic: true, latencyMs: 50 });
    await Promise.all([
      search(h, 'April.Ludgate@ACME.example'),
      search(h, 'april.ludgate@acme.example'),
    ]);
    expect(h.sim.counters.requestsByRoute).toEqual({
      'subscribers.list': 2,
      'accounts.get': 1,
      'invoices.list': 1,
    });
  });
});

describe('the audit trail of a search', () => {
  const lines = (h: Harness) => h.logs.map((l) => JSON.parse(l) as Record<string, unknown>);

  it('one search.performed line: who, the kind and the ids found, never the text', async () => {
    const h = createHarness();
    const email = 'Ron.Swanson+billing@Example.com';
    const ron = h.sim.demo.subscribers.find((s) => s.email === email);
    const response = await request(h, email);
    expect(response.status).toBe(200);
    const audits = lines(h).filter((l) => l.msg === 'search.performed');
    expect(audits).toEqual([
      {
        level: 'info',
        time: expect.any(String),
        msg: 'search.performed',
        audit: true,
        user: 'anonymous',
        kind: 'email',
        customers: [ron?.id],
        subscriptions: [],
        invoices: [],
        requestId: response.headers.get('x-request-id'),
      },
    ]);
  });

  it('no log line holds the searched text, whatever the kind or outcome', async () => {
    const h = createHarness();
    const texts = [
      'Ron.Swanson+billing@Example.com',
      'april.ludgate@acme.example',
      'Deutschland',
      'acme-cloud-001',
      'Leslie Knope',
    ];
    for (const q of texts) await search(h, q);
    h.sim.inject('subscribers.list', { kind: 'malformed-json' });
    expect((await request(h, 'Hank.Scorpio@Globex.example')).status).toBe(502);
    expect((await request(h, 'Nancy*Davolio')).status).toBe(400);
    expect(lines(h).filter((l) => l.msg === 'search.performed')).toHaveLength(texts.length);
    const everything = h.logs.join('\n').toLowerCase();
    for (const q of [...texts, 'Hank.Scorpio@Globex.example', 'Nancy*Davolio']) {
      expect(everything).not.toContain(q.toLowerCase());
      expect(everything).not.toContain(encodeURIComponent(q).toLowerCase());
    }
    expect(everything).not.toContain('swanson');
  });
});
