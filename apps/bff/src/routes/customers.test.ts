import { apiErrorSchema, type CustomerPage, customerPageSchema } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness, UNKNOWN_ID } from '../testing/test-harness.ts';

const LATENCY_MS = 300;
const MODES = [
  ['spec', false],
  ['realistic', true],
] as const;

async function customerPage(h: Harness, id: string): Promise<CustomerPage> {
  const response = await h.request(`/api/customers/${id}`);
  expect(response.status).toBe(200);
  return customerPageSchema.parse(await response.json());
}

async function errorOf(response: Response) {
  return { httpStatus: response.status, ...apiErrorSchema.parse(await response.json()).errors[0] };
}

const isNewestFirst = (times: string[]) =>
  times.every((t, i) => i === 0 || Date.parse(times[i - 1] ?? '') >= Date.parse(t));

describe.each(MODES)('GET /api/customers/{subscriberId} (%s mode)', (_mode, realistic) => {
  const harness = () => createHarness({ sim: { realistic } });

  it("answers the customer, company, the account's subscriptions and every invoice newest first", async () => {
    const h = harness();
    const ron = h.subscriber('Ron.Swanson+billing@Example.com');
    const page = await customerPage(h, ron.id);
    expect(page.customer).toEqual({
      id: ron.id,
      name: 'Ron Swanson',
      email: 'Ron.Swanson+billing@Example.com',
      accountId: ron.accountId,
      company: 'Acme Corporation',
    });
    const invoices = h.sim.demo.invoices.filter((i) => i.subscriberId === ron.id);
    expect(page.invoices.map((i) => i.id).sort()).toEqual(invoices.map((i) => i.id).sort());
    expect(isNewestFirst(page.invoices.map((i) => i.createdAt))).toBe(true);
    expect(page.moreInvoices).toBe(false);
    // Every subscription of the account, billed to this customer or not.
    const onAccount = h.sim.demo.subscriptions.filter((s) => s.accountId === ron.accountId);
    expect(page.subscriptions.map((s) => [s.id, s.billedToCustomer]).sort()).toEqual(
      onAccount.map((s) => [s.id, invoices.some((i) => i.subscriptionId === s.id)]).sort(),
    );
    expect(page.subscriptions.map((s) => s.billedToCustomer)).toContain(false);
    expect(page.subscriptions.every((s) => s.plan !== null)).toBe(true);
  });

  it('gives each outstanding invoice its latest attempt; a paid one none (its payments are not read)', async () => {
    const h = harness();
    const hank = h.subscriber('Hank.Scorpio@Globex.example');
    const page = await customerPage(h, hank.id);
    for (const invoice of page.invoices) {
      const demo = h.sim.demo.invoices.find((i) => i.id === invoice.id);
      if (demo?.payments === 0 || invoice.paid)
        expect(invoice.latestAttempt, demo?.label).toBeNull();
      else expect(invoice.latestAttempt, demo?.label).not.toBeNull();
      if (demo?.state === 'retries-exhausted')
        expect(invoice.latestAttempt).toMatchObject({
          status: 'failed',
          reason: expect.any(String),
        });
      if (demo?.state === 'paid') expect(invoice.outstanding).toBeNull();
    }
  });

  it('flags a paid invoice that collected more than it billed, with the amount', async () => {
    const h = harness();
    const ron = h.subscriber('Ron.Swanson+billing@Example.com');
    const page = await customerPage(h, ron.id);
    const january = h.sim.demo.invoices.find((i) => i.label === 'Acme Cloud · #1 · 2026-01 · paid');
    const flagged = page.invoices.filter((i) => i.overCollected);
    expect(flagged.map((i) => [i.id, i.overCollected])).toEqual([
      [january?.id, { amount: '39920', currency: 'USD' }],
    ]);
  });

  it('reads every page of a paid invoice’s payments, once, and the invoice page then reads none', async () => {
    const h = harness();
    const nancy = h.subscriber('nancy.davolio+ops@northwind.example');
    const page = await customerPage(h, nancy.id);
    expect(page.invoices).toHaveLength(1);
    expect(page.invoices[0]?.paid).toBe(true);
    const payments = h.sim.demo.invoices.find((i) => i.id === page.invoices[0]?.id)?.payments ?? 0;
    expect(h.sim.counters.requestsByRoute['invoice-payments.list']).toBe(
      Math.floor(payments / 100) + 1,
    );
  });

  it('says retries are exhausted by the contract’s one definition: every allowed attempt made', async () => {
    // Juniper Works (the backlog): 11 of 11 attempts failed, Elastic Path's flag not (yet) set.
    const h = createHarness({ sim: { realistic, backlog: true } });
    const hamish = h.subscriber('hamish.quist+0.3@juniperworks.example');
    const juniper = await customerPage(h, hamish.id);
    const used = juniper.invoices.find((i) => i.outstanding?.failedAttempts === 11);
    expect(used?.retriesExhausted).toBe(false);
    expect(used?.retries).toEqual({ kind: 'no-retry', reason: 'attempts-used' });
  });

  it('names the flagged exhaustion too, and retries left only where one can come', async () => {
    const h = harness();
    const hank = h.subscriber('Hank.Scorpio@Globex.example');
    const page = await customerPage(h, hank.id);
    const archive = h.sim.demo.invoices.find(
      (i) => i.label.startsWith('Globex Storage') && i.state === 'retries-exhausted',
    );
    const row = page.invoices.find((i) => i.id === archive?.id);
    expect(row?.retries).toEqual({ kind: 'no-retry', reason: 'retries-exhausted' });
    const failing = page.invoices.filter((i) => !i.paid && i.retries?.kind === 'retries-left');
    for (const invoice of failing) expect(invoice.retriesExhausted).toBe(false);
  });

  it('an unknown customer is a 404; a bad id a 400 naming subscriberId, with nothing sent', async () => {
    const h = harness();
    expect(await errorOf(await h.request(`/api/customers/${UNKNOWN_ID}`))).toMatchObject({
      httpStatus: 404,
      detail: expect.stringContaining('Customer not found'),
    });
    h.sim.reset();
    expect(await errorOf(await h.request('/api/customers/not-a-uuid'))).toMatchObject({
      httpStatus: 400,
      source: { parameter: 'subscriberId' },
    });
    expect(h.sim.counters.getRequests).toBe(0);
  });

  it('upstream faults are 502s: 503 everywhere, a malformed invoice list', async () => {
    const h = harness();
    const ron = h.subscriber('Ron.Swanson+billing@Example.com');
    h.sim.inject('api', { kind: 'status', status: 503 }, 1000);
    expect(await errorOf(await h.request(`/api/customers/${ron.id}`))).toMatchObject({
      httpStatus: 502,
      detail: 'Elastic Path is unavailable (status 503).',
    });
    h.sim.reset();
    h.sim.inject('invoices.list', { kind: 'malformed-json' });
    expect(await errorOf(await h.request(`/api/customers/${ron.id}`))).toMatchObject({
      httpStatus: 502,
      detail: 'Elastic Path sent an unexpected response.',
    });
  });

  it('a company Elastic Path no longer has leaves the company empty, not the page', async () => {
    const h = harness();
    const ron = h.subscriber('Ron.Swanson+billing@Example.com');
    h.sim.inject('accounts.get', { kind: 'status', status: 404 });
    expect((await customerPage(h, ron.id)).customer.company).toBeNull();
  });

  it('takes two round trips, one call per resource', async () => {
    const h = createHarness({ sim: { realistic }, realSleep: true });
    await h.request(`/api/customers/${UNKNOWN_ID}`); // fetches the token
    h.sim.reset();
    h.sim.setLatency(LATENCY_MS);
    const hank = h.subscriber('Hank.Scorpio@Globex.example');
    const page = await customerPage(h, hank.id);
    expect(h.sim.counters.roundTrips).toBe(2);
    // Payments of every invoice here (Hank has fewer than 10, none with 100 payments), and the
    // retry context for the outstanding ones' retries.
    expect(h.sim.counters.requestsByRoute).toEqual({
      'subscribers.get': 1,
      'invoices.list': 1,
      'accounts.get': 1,
      'subscriptions.list': 1,
      'invoice-payments.list': page.invoices.length,
      'dunning-rules.list': 1,
      'schedules.list': 1,
    });
  });

  it('records customer.served with who, which customer and every subscription and invoice sent', async () => {
    const h = harness();
    const ron = h.subscriber('Ron.Swanson+billing@Example.com');
    const response = await h.request(`/api/customers/${ron.id}`);
    const page = (await response.json()) as CustomerPage;
    const audits = h.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'customer.served');
    expect(audits).toEqual([
      expect.objectContaining({
        audit: true,
        user: 'anonymous',
        subscriberId: ron.id,
        requestId: response.headers.get('x-request-id'),
        subscriptionIds: page.subscriptions.map((s) => s.id),
        invoiceIds: page.invoices.map((i) => i.id),
      }),
    ]);
    expect(page.subscriptions.length).toBeGreaterThan(0);
    expect(page.invoices.length).toBeGreaterThan(0);
    expect(h.logs.join('\n')).not.toContain(ron.email);
  });
});

describe('a customer with more than 500 invoices', () => {
  it('reads 500, newest first, says there are more, and reads the payments of the 25 newest outstanding and the paid among the 10 newest', async () => {
    const h = createHarness({ sim: { realistic: true } });
    const ron = h.subscriber('Ron.Swanson+billing@Example.com');
    const subscriptionId = h.sim.demo.invoices.find(
      (i) => i.subscriberId === ron.id,
    )?.subscriptionId;
    const invoice = (n: number) => {
      // Spread over time, out of order, as no order is documented.
      const at = new Date(Date.UTC(2020, 0, 1) + ((n * 7919) % 500) * 86_400_000).toISOString();
      return {
        id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        type: 'subscription_invoice',
        attributes: {
          billing_period: { start: at, end: at },
          invoice_items: [],
          outstanding: n % 2 === 0,
          tax_required: false,
          payment_retries_limit_reached: false,
          manual_payment_pending: false,
        },
        meta: {
          owner: 'store',
          subscription_id: subscriptionId,
          subscriber_id: ron.id,
          timestamps: { created_at: at, updated_at: at },
          proration_events: null,
        },
      };
    };
    for (let page = 0; page < 5; page++) {
      const data = Array.from({ length: 100 }, (_, i) => invoice(page * 100 + i));
      h.sim.inject('invoices.list', { kind: 'body', status: 200, body: JSON.stringify({ data }) });
    }
    const page = await customerPage(h, ron.id);
    expect(page.moreInvoices).toBe(true);
    expect(page.invoices).toHaveLength(500);
    expect(isNewestFirst(page.invoices.map((i) => i.createdAt))).toBe(true);
    expect(h.sim.counters.requestsByRoute['invoices.list']).toBe(5);
    const looked = h.sim.requests
      .map((r) => new URL(r.url).pathname.match(/invoices\/([^/]+)\/payments$/)?.[1])
      .filter((id) => id !== undefined);
    expect(looked.sort()).toEqual(
      [
        ...page.invoices.filter((i) => !i.paid).slice(0, 25),
        ...page.invoices.slice(0, 10).filter((i) => i.paid),
      ]
        .map((i) => i.id)
        .sort(),
    );
    expect(page.subscriptions.find((s) => s.id === subscriptionId)?.billedToCustomer).toBe(true);
  });
});
