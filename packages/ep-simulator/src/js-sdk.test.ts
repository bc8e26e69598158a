/**
 * Elastic Path's own JS SDK (`@elasticpath/js-sdk`) against the simulator as `pnpm simulator`
 * runs it (the CLI, a child process on a free port): the simulator answers what a real client
 * sends, not only what the console sends. The SDK speaks HTTPS by default; its `protocol`
 * option (read by the SDK, absent from its types) points it at plain HTTP on loopback.
 * The SDK sends filter values unquoted (`eq(email,april.ludgate@acme.example)`).
 */
import { gateway, MemoryStorageFactory } from '@elasticpath/js-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killChildren, run, started } from './cli-child.ts';

let host = '';
let sdk: ReturnType<typeof gateway>;
/** Every URL the SDK asked for, to check what it sent. */
const sent: string[] = [];

beforeAll(async () => {
  const url = new URL(await started(run({})));
  host = url.host;
  sdk = gateway({
    client_id: 'demo-client-id',
    client_secret: 'demo-client-secret',
    host,
    protocol: 'http',
    storage: new MemoryStorageFactory(),
    custom_fetch: (input: string, init: RequestInit) => {
      sent.push(String(input));
      return fetch(input, init);
    },
  } as Parameters<typeof gateway>[0]);
}, 20_000);

afterAll(() => killChildren());

/**
 * The SDK's types lag its runtime: subscribers' `Filter` takes `never`, subscriptions' only
 * `account_id`; the runtime formats any `{ eq: { field: value } }` as `eq(field,value)`.
 */
const untyped = (filter: { eq: Record<string, string | undefined> }) => filter as never;

describe('the JS SDK against the simulator CLI', () => {
  it('authenticates with client credentials', async () => {
    const token = await sdk.Authenticate();
    expect(token.access_token).toEqual(expect.any(String));
    expect(token.token_type).toBe('Bearer');
  });

  it('lists subscriptions, and filters them by external reference', async () => {
    const all = await sdk.Subscriptions.Limit(5).All();
    expect(all.data.length).toBe(5);
    const ref = all.data.find((s) => s.attributes.external_ref)?.attributes.external_ref;
    expect(ref).toEqual(expect.any(String));
    const found = await sdk.Subscriptions.Filter(untyped({ eq: { external_ref: ref } })).All();
    expect(found.data.map((s) => s.attributes.external_ref)).toEqual([ref]);
  });

  it('filters subscribers by email, unquoted as the SDK sends it', async () => {
    const email = 'april.ludgate@acme.example';
    const found = await sdk.SubscriptionSubscribers.Filter(untyped({ eq: { email } })).All();
    expect(found.data.map((s) => s.attributes.email)).toEqual([email]);
    expect(sent.at(-1)).toContain(`filter=eq(email,${email})`);
  });

  it('a + in an unquoted email must be encoded by the caller (a bare + is a space)', async () => {
    const email = 'Ron.Swanson+billing@Example.com';
    const bare = await sdk.SubscriptionSubscribers.Filter(untyped({ eq: { email } })).All();
    expect(bare.data).toEqual([]);
    const encoded = await sdk.SubscriptionSubscribers.Filter(
      untyped({ eq: { email: encodeURIComponent(email) } }),
    ).All();
    expect(encoded.data.map((s) => s.attributes.email)).toEqual([email]);
  });

  it('lists invoices filtered by subscriber and outstanding, and reads their payments', async () => {
    const [subscriber] = (
      await sdk.SubscriptionSubscribers.Filter(
        untyped({ eq: { email: 'april.ludgate@acme.example' } }),
      ).All()
    ).data;
    if (!subscriber) throw new Error('no subscriber');
    const invoices = await sdk.SubscriptionInvoices.Filter({
      eq: { subscriber_id: subscriber.id },
    }).All();
    expect(invoices.data.length).toBeGreaterThan(0);
    for (const invoice of invoices.data)
      expect(invoice.meta.subscriber_id?.toLowerCase()).toBe(subscriber.id.toLowerCase());
    const outstanding = await sdk.SubscriptionInvoices.Filter({
      eq: { subscriber_id: subscriber.id, outstanding: 'true' },
    }).All();
    expect(sent.at(-1)).toContain('eq(outstanding,true)');
    for (const invoice of outstanding.data) expect(invoice.attributes.outstanding).toBe(true);
    let read = 0;
    for (const invoice of invoices.data) {
      const payments = await sdk.SubscriptionInvoices.GetPayments(invoice.id);
      for (const payment of payments.data)
        expect(payment.meta.invoice_id.toLowerCase()).toBe(invoice.id.toLowerCase());
      const [first] = payments.data;
      if (!first) continue;
      const one = await sdk.SubscriptionInvoices.GetPayment(invoice.id, first.id);
      expect(one.data.id).toBe(first.id);
      read += 1;
    }
    expect(read).toBeGreaterThan(0);
  });
});
