/**
 * What the trail says about reads: every response carrying customer data is recorded as served,
 * with its intent; a view is recorded only when the browser reports a page shown, and only for
 * what was served to that person; ids are audited as Elastic Path writes them (lower case).
 */
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

const audit = (h: Harness, msg: string) =>
  h.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === msg);

const prefetch = { headers: { 'X-Intent': 'prefetch' } };

const reportView = (h: Harness, body: unknown) =>
  h.request('/api/audit/views', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('served, not viewed', () => {
  it('a prefetch is recorded as served with its intent, and writes no view', async () => {
    const h = createHarness();
    const { subscriptionId, invoiceId } = h.invoiceWith(30);
    await h.request(`/api/subscriptions/${subscriptionId}`, prefetch);
    await h.request(`/api/invoices/${invoiceId}`, prefetch);
    await h.request(`/api/invoices/${invoiceId}/payments?page%5Blimit%5D=100`);
    expect(audit(h, 'subscription.served')).toMatchObject([{ subscriptionId, intent: 'prefetch' }]);
    expect(audit(h, 'invoice.served')).toMatchObject([{ invoiceId, intent: 'prefetch' }]);
    expect(audit(h, 'payments.served')).toMatchObject([{ invoiceId, intent: 'page' }]);
    const views = h.logs.filter((l) => l.includes('.viewed"'));
    expect(views).toEqual([]);
  });

  it("a subscription's invoices are audited like every other data route", async () => {
    const h = createHarness();
    const { subscriptionId } = h.invoiceWith(1);
    const response = await h.request(`/api/subscriptions/${subscriptionId}/invoices`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: unknown[] };
    expect(audit(h, 'invoices.served')).toMatchObject([
      { subscriptionId, offset: 0, rows: data.length, intent: 'page', user: 'anonymous' },
    ]);
  });

  it('upper-case ids, as Elastic Path may show them, are served and audited in lower case', async () => {
    const h = createHarness();
    const { subscriptionId, invoiceId } = h.invoiceWith(1);
    const upper = await h.request(`/api/invoices/${invoiceId.toUpperCase()}`);
    expect(upper.status).toBe(200);
    expect(audit(h, 'invoice.served')).toMatchObject([{ invoiceId, subscriptionId }]);
  });
});

describe('POST /api/audit/views', () => {
  it('records one view of a page shown, with the ids on screen that were served to this person', async () => {
    const h = createHarness();
    const { subscriptionId, invoiceId } = h.invoiceWith(30);
    await h.request(`/api/invoices/${invoiceId}`, prefetch);
    const response = await reportView(h, {
      page: 'invoice',
      id: invoiceId.toUpperCase(),
      shown: [subscriptionId],
    });
    expect(response.status).toBe(204);
    expect(audit(h, 'invoice.viewed')).toMatchObject([
      { user: 'anonymous', invoiceId, shown: [subscriptionId] },
    ]);
  });

  it('refuses a view of anything not served to this person recently, and writes no view', async () => {
    const h = createHarness();
    const { subscriptionId, invoiceId } = h.invoiceWith(1);
    expect((await reportView(h, { page: 'invoice', id: invoiceId })).status).toBe(409);
    await h.request(`/api/invoices/${invoiceId}`);
    const other = h.invoiceWith(30).invoiceId;
    const withUnserved = { page: 'invoice', id: invoiceId, shown: [subscriptionId, other] };
    expect((await reportView(h, withUnserved)).status).toBe(409);
    h.clock.now += 15 * 60_000;
    expect((await reportView(h, { page: 'invoice', id: invoiceId })).status).toBe(409);
    expect(h.logs.filter((l) => l.includes('.viewed"'))).toEqual([]);
  });

  it('without a token, checks the kind of page an id was served on: a customer is no invoice view', async () => {
    const h = createHarness();
    const { invoiceId } = h.invoiceWith(1);
    const invoice = (await (await h.request(`/api/invoices/${invoiceId}`)).json()) as {
      invoice: { subscriberId: string; subscriptionId: string };
    };
    const customerId = invoice.invoice.subscriberId;
    await h.request(`/api/customers/${customerId}`);
    // Served, but on a customer page: reported as an invoice, or as a subscription, it is refused.
    expect((await reportView(h, { page: 'invoice', id: customerId })).status).toBe(409);
    const subscription = invoice.invoice.subscriptionId;
    expect((await reportView(h, { page: 'subscription', id: subscription })).status).toBe(409);
    expect((await reportView(h, { page: 'customer', id: customerId })).status).toBe(204);
    expect(audit(h, 'invoice.viewed')).toEqual([]);
  });

  it.each([
    [{ page: 'everything', id: '0f9b1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b' }, 'page'],
    [{ page: 'invoice', id: 'nope' }, 'id'],
    [{ page: 'invoice', id: '0f9b1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b', shown: ['x'] }, 'shown'],
  ])('refuses %j with 400', async (body, field) => {
    const h = createHarness();
    const response = await reportView(h, body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(field);
  });
});

describe('refusals', () => {
  it('a flood of refused requests from one source is sampled: a few lines, then one count line', async () => {
    const h = createHarness();
    for (let i = 0; i < 300; i++) await h.rawRequest('/api/me');
    const denied = audit(h, 'auth.denied');
    expect(denied.length).toBeGreaterThanOrEqual(1);
    expect(denied.length).toBeLessThanOrEqual(10);
    expect(audit(h, 'http.request').length).toBe(denied.length);
    h.clock.now += 61_000;
    await h.rawRequest('/api/me');
    expect(audit(h, 'auth.denied_summary')).toMatchObject([
      { audit: true, source: 'unknown', suppressed: 300 - denied.length },
    ]);
    expect(audit(h, 'auth.denied')).toHaveLength(denied.length + 1);
  });
});
