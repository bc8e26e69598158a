/**
 * A list asked for by its owner (a customer's invoices by `subscriber_id`, an account's
 * subscriptions by `account_id`, subscribers by `email`) holds only that owner's rows. An
 * upstream that ignored the filter once put 23 invoices of 9 customers on one customer's page:
 * such an answer is a 502 now, as a payment of another invoice already was. And an upstream
 * relationship id that is not a UUID is a malformed field (502), not a crash (500).
 */
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

/** What the simulator answers to `path` with no filter: real rows, of every owner. */
async function unfiltered(h: Harness, path: string): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: h.sim.credentials.clientId,
    client_secret: h.sim.credentials.clientSecret,
  });
  const tokenResponse = await h.sim.fetch('http://ep.test/oauth/access_token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const { access_token } = (await tokenResponse.json()) as { access_token: string };
  const response = await h.sim.fetch(`http://ep.test/v2${path}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { errors?: { detail: string }[] };
  return { status: response.status, detail: body.errors?.[0]?.detail };
}

const ron = 'Ron.Swanson+billing@Example.com';

describe('lists asked for by their owner hold only that owner’s rows', () => {
  it("a customer's invoices of other customers → 502", async () => {
    const h = createHarness();
    const subscriber = h.subscriber(ron);
    const all = await unfiltered(h, '/subscriptions/invoices?page[limit]=100');
    h.sim.inject('invoices.list', { kind: 'body', status: 200, body: all });
    const { status, detail } = await errorOf(await h.request(`/api/customers/${subscriber.id}`));
    expect(status).toBe(502);
    expect(detail).toBe(
      'Elastic Path sent rows of another subscriber_id than the list asked for; the page is not shown.',
    );
    expect(h.logs.some((l) => l.includes('upstream.foreign_row'))).toBe(true);
  });

  it("a customer's account subscriptions of other accounts → 502", async () => {
    const h = createHarness();
    const subscriber = h.subscriber(ron);
    const all = await unfiltered(h, '/subscriptions/subscriptions?page[limit]=100');
    h.sim.inject('subscriptions.list', { kind: 'body', status: 200, body: all });
    const { status, detail } = await errorOf(await h.request(`/api/customers/${subscriber.id}`));
    expect(status).toBe(502);
    expect(detail).toContain('rows of another account_id');
  });

  it('subscribers by email of other emails → 502', async () => {
    const h = createHarness();
    const all = await unfiltered(h, '/subscriptions/subscribers?page[limit]=100');
    h.sim.inject('subscribers.list', { kind: 'body', status: 200, body: all });
    const response = await h.request(`/api/search?q=${encodeURIComponent(ron)}`);
    const { status, detail } = await errorOf(response);
    expect(status).toBe(502);
    expect(detail).toContain('rows of another email');
  });

  it('the same lists, answered as filtered, are served', async () => {
    const h = createHarness();
    const subscriber = h.subscriber(ron);
    expect((await h.request(`/api/customers/${subscriber.id}`)).status).toBe(200);
    expect((await h.request(`/api/search?q=${encodeURIComponent(ron)}`)).status).toBe(200);
  });
});

describe('a relationship id that is not a UUID', () => {
  it("a subscription's subscriber named by a non-UUID id → 502, not 500", async () => {
    const h = createHarness();
    const subscription = h.sim.demo.subscriptions[0];
    if (!subscription) throw new Error('no demo subscription');
    const real = JSON.parse(
      await unfiltered(h, `/subscriptions/subscriptions/${subscription.id}`),
    ) as { data: Record<string, unknown> };
    real.data.relationships = {
      subscriber: { data: { id: '../../accounts', type: 'subscriber' } },
    };
    h.sim.inject('subscriptions.get', { kind: 'body', status: 200, body: JSON.stringify(real) });
    const { status, detail } = await errorOf(
      await h.request(`/api/subscriptions/${subscription.id}`),
    );
    expect(status).toBe(502);
    expect(detail).toBe('Elastic Path sent an unexpected response.');
  });
});
