import { apiErrorSchema, invoiceListPageSchema, subscriptionPageSchema } from '@pc/contract';
import { DEMO_NOW } from '@pc/ep-simulator';
import { describe, expect, it } from 'vitest';
import { createHarness, UNKNOWN_ID } from '../testing/test-harness.ts';

describe.each([
  ['spec', false],
  ['realistic', true],
] as const)('the subscription routes (%s mode)', (_mode, realistic) => {
  it('answer every lifecycle state with the label the spec’s precedence gives', async () => {
    const h = createHarness({ sim: { realistic } });
    h.clock.now = Date.parse(DEMO_NOW);
    for (const demo of h.sim.demo.subscriptions) {
      const response = await h.request(`/api/subscriptions/${demo.id}`);
      expect(response.status, demo.label).toBe(200);
      const page = subscriptionPageSchema.parse(await response.json());
      expect(page.subscription.status.label, demo.label).toBe(demo.status);
      expect(page.subscription).toMatchObject({ id: demo.id, currency: demo.currency });
    }
  });

  it('name the customer its invoices bill, with the plan, price and history oldest first', async () => {
    const h = createHarness({ sim: { realistic } });
    const invoice = h.sim.demo.invoices.find((i) => i.subscriberId !== null);
    if (!invoice) throw new Error('no demo invoice with a subscriber');
    const page = subscriptionPageSchema.parse(
      await (await h.request(`/api/subscriptions/${invoice.subscriptionId}`)).json(),
    );
    expect(page.customer?.id).toBe(invoice.subscriberId);
    expect(page.subscription.plan).not.toBeNull();
    expect(page.subscription.price?.amount).toMatch(/^\d+$/);
    const times = page.history.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const audit = h.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'subscription.served');
    expect(audit).toEqual([expect.objectContaining({ subscriptionId: invoice.subscriptionId })]);
  });

  it('list its invoices newest first, paged, with totals either way', async () => {
    const h = createHarness({ sim: { realistic } });
    const [subscriptionId, count] = Object.entries(
      Object.groupBy(h.sim.demo.invoices, (i) => i.subscriptionId),
    )
      .map(([id, list]) => [id, list?.length ?? 0] as const)
      .reduce((a, b) => (b[1] > a[1] ? b : a));
    const all = invoiceListPageSchema.parse(
      await (
        await h.request(`/api/subscriptions/${subscriptionId}/invoices?page[limit]=100`)
      ).json(),
    );
    expect(all.data).toHaveLength(count);
    const created = all.data.map((i) => Date.parse(i.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(all.meta.results.total).toBe(count);

    const second = invoiceListPageSchema.parse(
      await (
        await h.request(
          `/api/subscriptions/${subscriptionId}/invoices?page[offset]=1&page[limit]=1`,
        )
      ).json(),
    );
    expect(second.data.map((i) => i.id)).toEqual([all.data[1]?.id]);
    expect(second.meta.page).toMatchObject({ offset: 1, limit: 1, current: 2, total: count });
  });

  it('are a 404 for an unknown subscription and a 400 naming subscriptionId for a bad one', async () => {
    const h = createHarness({ sim: { realistic } });
    for (const path of [
      `/api/subscriptions/${UNKNOWN_ID}`,
      `/api/subscriptions/${UNKNOWN_ID}/invoices`,
    ]) {
      const response = await h.request(path);
      expect(response.status, path).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).errors[0]?.detail).toMatch(
        /Subscription not found/,
      );
    }
    const bad = await h.request('/api/subscriptions/abc/invoices');
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json()).errors[0]?.source?.parameter).toBe(
      'subscriptionId',
    );
  });
});
