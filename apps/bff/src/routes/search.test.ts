import { type SearchResult, searchResultSchema } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness, UNKNOWN_ID } from '../testing/test-harness.ts';

const MODES = [
  ['spec', false],
  ['realistic', true],
] as const;

async function search(h: Harness, q: string): Promise<SearchResult> {
  const response = await h.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return searchResultSchema.parse(await response.json());
}

const ids = (group: { items: { id: string }[] }) => group.items.map((item) => item.id).sort();
const names = (result: SearchResult) => result.customers.items.map((c) => [c.name, c.company]);

describe.each(MODES)('GET /api/search (%s mode)', (_mode, realistic) => {
  const harness = () => createHarness({ sim: { realistic } });

  it('an email as stored finds the customer with their company', async () => {
    const h = harness();
    const ron = h.subscriber('Ron.Swanson+billing@Example.com');
    const result = await search(h, ' Ron.Swanson+billing@Example.com ');
    expect(result.kind).toBe('email');
    expect(result.customers).toEqual({
      items: [
        {
          id: ron.id,
          name: 'Ron Swanson',
          email: 'Ron.Swanson+billing@Example.com',
          accountId: ron.accountId,
          company: 'Acme Corporation',
          owed: false,
        },
      ],
      more: false,
    });
    // As typed and lower-cased, in parallel; then the one company and whether anything is owed.
    expect(h.sim.counters.requestsByRoute).toMatchObject({
      'subscribers.list': 2,
      'accounts.get': 1,
      'invoices.list': 1,
    });
  });

  it('an email in other letter case finds the customer: exactly when stored lower-case, else through the account member', async () => {
    const h = harness();
    // Stored lower-case: typed in capitals, the lower-cased twin matches exactly.
    const april = h.subscriber('april.ludgate@acme.example');
    expect(ids((await search(h, 'April.Ludgate@ACME.example')).customers)).toEqual([april.id]);
    // Stored in mixed case: neither the text as typed nor its lower-cased form is what EP holds
    // (eq compares exactly, docs/upstream/real-service.md#case-sensitivity-of-eq); the account member's ilike finds it (docs/upstream/navigation.md#navigation-map, "Email, fallback").
    const ron = h.subscriber('Ron.Swanson+billing@Example.com');
    const lower = await search(h, 'ron.swanson+billing@example.com');
    expect(lower).toMatchObject({
      kind: 'email',
      customers: { items: [{ id: ron.id, company: 'Acme Corporation' }], more: false },
    });
  });

  it('part of a company name finds its customers; a name and a legal name both count', async () => {
    const h = harness();
    const result = await search(h, 'Globex');
    expect(result.kind).toBe('text');
    expect(names(result)).toEqual([['Hank Scorpio', 'Globex GmbH']]);
    // "Deutschland" is only in Globex GmbH's legal name.
    expect(names(await search(h, 'Deutschland'))).toEqual([['Hank Scorpio', 'Globex GmbH']]);
    expect(names(await search(h, "Food 'n"))).toEqual([
      ['Leslie Knope', "Food 'n Stuff"],
      ['Ron Swanson', "Food 'n Stuff"],
    ]);
  });

  it("a person's exact name finds every customer of that name, ordered by name then company", async () => {
    const h = harness();
    expect(names(await search(h, 'Ron Swanson'))).toEqual([
      ['Ron Swanson', 'Acme Corporation'],
      ['Ron Swanson', "Food 'n Stuff"],
    ]);
  });

  it("a subscription's external reference finds it as a summary with plan and price", async () => {
    const h = harness();
    const demo = h.sim.demo.subscriptions.find((s) => s.externalRef === 'acme-cloud-001');
    const result = await search(h, 'acme-cloud-001');
    expect(result.subscriptions.items).toHaveLength(1);
    expect(result.subscriptions.items[0]).toMatchObject({
      id: demo?.id,
      externalRef: 'acme-cloud-001',
      status: { label: demo?.status },
    });
    expect(result.subscriptions.items[0]?.plan).not.toBeNull();
    expect(result.subscriptions.items[0]?.price?.amount).toMatch(/^\d+$/);
  });

  it('a UUID finds whatever it is: subscriber, subscription, invoice or account', async () => {
    const h = harness();
    const ron = h.subscriber('Ron.Swanson+billing@Example.com');
    const subscriber = await search(h, ron.id);
    expect(subscriber).toMatchObject({
      kind: 'uuid',
      customers: { items: [{ company: 'Acme Corporation' }] },
    });
    expect(ids(subscriber.customers)).toEqual([ron.id]);
    expect([subscriber.subscriptions.items, subscriber.invoices.items]).toEqual([[], []]);

    const subscription = h.sim.demo.subscriptions[0];
    const bySubscription = await search(h, subscription?.id ?? '');
    expect(ids(bySubscription.subscriptions)).toEqual([subscription?.id]);

    const invoice = h.sim.demo.invoices[0];
    const byInvoice = await search(h, `{${invoice?.id.toUpperCase()}}`);
    expect(byInvoice.invoices.items).toMatchObject([
      { id: invoice?.id, subscriptionId: invoice?.subscriptionId },
    ]);
    expect(byInvoice.invoices.items[0]?.latestAttempt).toBeUndefined();

    // An account id finds the account's subscriptions, ordered by offering.
    const acme = h.sim.demo.accounts.find((a) => a.name === 'Acme Corporation');
    const byAccount = await search(h, acme?.id ?? '');
    const expected = h.sim.demo.subscriptions.filter((s) => s.accountId === acme?.id);
    expect(ids(byAccount.subscriptions)).toEqual(expected.map((s) => s.id).sort());
    const offerings = byAccount.subscriptions.items.map((s) => s.offering);
    expect(offerings).toEqual([...offerings].sort((x, y) => x.localeCompare(y)));
  });

  it('a pasted link to each console page finds what it names, without guessing at other kinds', async () => {
    const h = harness();
    const ron = h.subscriber('Ron.Swanson+billing@Example.com');
    const invoice = h.sim.demo.invoices[0];
    if (!invoice) throw new Error('no demo invoice');
    const customer = await search(
      h,
      `https://console.example.com/customers/${ron.id}?tab=invoices`,
    );
    expect(customer).toMatchObject({
      kind: 'link',
      customers: { items: [{ id: ron.id, company: 'Acme Corporation' }] },
    });
    expect(h.sim.counters.requestsByRoute).toEqual({
      token: 1,
      'subscribers.get': 1,
      'accounts.get': 1,
      'invoices.list': 1,
    });

    const subscription = await search(h, `/subscriptions/${invoice.subscriptionId}`);
    expect(ids(subscription.subscriptions)).toEqual([invoice.subscriptionId]);
    const nested = await search(
      h,
      `http://localhost:5173/subscriptions/${invoice.subscriptionId}/invoices/${invoice.id}`,
    );
    expect([ids(nested.subscriptions), ids(nested.invoices)]).toEqual([
      [invoice.subscriptionId],
      [invoice.id],
    ]);
    const byInvoice = await search(h, `/invoices/${invoice.id}#payments`);
    expect([ids(byInvoice.subscriptions), ids(byInvoice.invoices)]).toEqual([[], [invoice.id]]);

    h.sim.reset();
    const elsewhere = await search(h, 'https://example.com/some/page');
    expect(elsewhere).toEqual({
      kind: 'link',
      customers: { items: [], more: false },
      subscriptions: { items: [], more: false },
      invoices: { items: [], more: false },
      // Without a database there is no store index: Elastic Path answered, and the answer says so.
      source: {
        answeredBy: 'elastic-path',
        index: 'none',
        asOf: null,
        holds: {},
        partial: [],
        comparedAs: null,
      },
    });
    expect(h.sim.counters.getRequests).toBe(0);
  });

  it('finds nothing without error: unknown UUID, unknown email, unmatched text, stale link', async () => {
    const h = harness();
    for (const q of [
      UNKNOWN_ID,
      'nobody@nowhere.example',
      'Nothing Matches This',
      `/customers/${UNKNOWN_ID}`,
    ]) {
      const result = await search(h, q);
      expect([result.customers, result.subscriptions, result.invoices], q).toEqual([
        { items: [], more: false },
        { items: [], more: false },
        { items: [], more: false },
      ]);
    }
  });
});

describe('GET /api/search: groups hold 25, and say when more matched', () => {
  it('26 subscribers with one email → 25 shown, ordered by name, more: true', async () => {
    const h = createHarness({ sim: { realistic: true } });
    const acme = h.sim.demo.accounts.find((a) => a.name === 'Acme Corporation');
    const at = '2026-01-01T00:00:00.000Z';
    const data = Array.from({ length: 26 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      type: 'subscription_subscriber',
      attributes: {
        account_id: acme?.id,
        name: `Shared Inbox ${String(25 - i).padStart(2, '0')}`,
        email: 'billing@shared.example',
        created_at: at,
        updated_at: at,
      },
      meta: { owner: 'store', timestamps: { created_at: at, updated_at: at } },
    }));
    h.sim.inject('subscribers.list', { kind: 'body', status: 200, body: JSON.stringify({ data }) });
    const result = await search(h, 'billing@shared.example');
    expect(result.customers.more).toBe(true);
    expect(result.customers.items).toHaveLength(25);
    expect(result.customers.items[0]).toMatchObject({
      name: 'Shared Inbox 00',
      company: 'Acme Corporation',
    });
    // Every list asks for one more than a group shows.
    const asked = h.sim.requests.filter((r) => r.url.includes('/subscribers?'));
    expect(asked.map((r) => new URL(r.url).searchParams.get('page[limit]'))).toEqual(['26']);
    // 26 customers on one account, one company read.
    expect(h.sim.counters.requestsByRoute['accounts.get']).toBe(1);
  });
});
