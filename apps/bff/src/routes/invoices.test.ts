import {
  apiErrorSchema,
  invoicePageSchema,
  paymentDetailSchema,
  paymentsPageSchema,
} from '@pc/contract';
import { DEMO_NOW, type DemoInvoiceState } from '@pc/ep-simulator';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness, UNKNOWN_ID } from '../testing/test-harness.ts';

const MODES = [
  ['spec', false],
  ['realistic', true],
] as const;

function invoiceIn(h: Harness, state: DemoInvoiceState) {
  const found = h.sim.demo.invoices.find((i) => i.state === state);
  if (!found) throw new Error(`no demo invoice in state ${state}`);
  return found;
}

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).errors[0];
}

function auditLines(h: Harness, event: string) {
  return h.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === event);
}

describe.each(MODES)('GET /api/invoices/{invoiceId} (%s mode)', (_mode, realistic) => {
  it('answers a paid invoice with its customer, subscription and exact total', async () => {
    const h = createHarness({ sim: { realistic } });
    const demo = invoiceIn(h, 'paid');
    const response = await h.request(`/api/invoices/${demo.id}`);
    expect(response.status).toBe(200);
    const page = invoicePageSchema.parse(await response.json());
    expect(page.invoice).toMatchObject({
      id: demo.id,
      paid: true,
      subscriptionId: demo.subscriptionId,
    });
    expect(page.invoice.total?.amount).toMatch(/^\d+$/);
    expect(page.customer?.id).toBe(demo.subscriberId);
    expect(page.subscription?.id).toBe(demo.subscriptionId);
    expect(page.nextRetry).toEqual({ kind: 'none', reason: 'paid' });
    expect(page.payments).toBe(demo.payments);
  });

  it('estimates the next retry of an unpaid invoice with retries left, and labels it an estimate', async () => {
    const h = createHarness({ sim: { realistic } });
    const demo = invoiceIn(h, 'unpaid');
    const page = invoicePageSchema.parse(
      await (await h.request(`/api/invoices/${demo.id}`)).json(),
    );
    expect(page.invoice.paid).toBe(false);
    expect(page.nextRetry.kind).toBe('estimate');
    expect(page.attempts).toBeGreaterThan(0);
    expect(page.attemptLimit).toBe(1 + page.rule.limit);
    expect(page.retriesLeft).toBe(Math.max(0, page.attemptLimit - page.attempts));
  });

  it('says when retries are exhausted, tax is pending or the invoice is pro forma', async () => {
    const h = createHarness({ sim: { realistic } });
    h.clock.now = Date.parse(DEMO_NOW); // the demo store's "today": its pro-forma invoice is not due yet
    const read = async (state: DemoInvoiceState) =>
      invoicePageSchema.parse(
        await (await h.request(`/api/invoices/${invoiceIn(h, state).id}`)).json(),
      );
    const exhausted = await read('retries-exhausted');
    expect(exhausted.invoice.retriesExhausted).toBe(true);
    expect(exhausted.retriesLeft).toBe(0);
    expect(exhausted.nextRetry).toEqual({ kind: 'none', reason: 'retries-exhausted' });
    expect((await read('tax-pending')).invoice.taxStatus).toBe('pending');
    const proForma = await read('pro-forma');
    expect(proForma.invoice.proForma).toBe(true);
    expect(proForma.invoice.notYetDue).toBe(true);
  });

  it('is a 404 for an unknown invoice, and a 400 naming invoiceId for a bad one', async () => {
    const h = createHarness({ sim: { realistic } });
    const unknown = await h.request(`/api/invoices/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown))?.detail).toMatch(/Invoice not found/);
    const bad = await h.request('/api/invoices/not-an-id');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad))?.source?.parameter).toBe('invoiceId');
    expect(h.sim.counters.getRequests).toBe(1 + 3); // the unknown invoice's round only
  });

  it('records who viewed which invoice', async () => {
    const h = createHarness({ sim: { realistic } });
    const demo = invoiceIn(h, 'paid');
    await h.request(`/api/invoices/${demo.id}`);
    expect(auditLines(h, 'invoice.served')).toEqual([
      expect.objectContaining({
        audit: true,
        user: 'anonymous',
        invoiceId: demo.id,
        subscriptionId: demo.subscriptionId,
      }),
    ]);
  });
});

describe('GET /api/invoices/{invoiceId}: the upstream fails', () => {
  it('a 503 everywhere is a 502 with the reason, never a 500', async () => {
    const h = createHarness();
    h.sim.inject('api', { kind: 'status', status: 503 }, 100);
    const response = await h.request(`/api/invoices/${invoiceIn(h, 'paid').id}`);
    expect(response.status).toBe(502);
    expect((await errorOf(response))?.detail).toBe('Elastic Path is unavailable (status 503).');
  });

  it('a body of the wrong shape is a 502 that says so', async () => {
    const h = createHarness();
    h.sim.inject('invoices.get', { kind: 'body', status: 200, body: '{"data":{"id":1}}' });
    const response = await h.request(`/api/invoices/${invoiceIn(h, 'paid').id}`);
    expect(response.status).toBe(502);
    expect((await errorOf(response))?.detail).toBe('Elastic Path sent an unexpected response.');
  });

  it('reads the dunning rules and schedules once a minute, not once a page', async () => {
    const h = createHarness();
    const id = invoiceIn(h, 'unpaid').id;
    await h.request(`/api/invoices/${id}`);
    await h.request(`/api/invoices/${id}`);
    expect(h.sim.counters.requestsByRoute['dunning-rules.list']).toBe(1);
    h.clock.now += 61_000;
    await h.request(`/api/invoices/${id}`);
    expect(h.sim.counters.requestsByRoute['dunning-rules.list']).toBe(2);
    expect(h.sim.counters.requestsByRoute['invoices.get']).toBe(3);
  });
});

describe.each(MODES)('GET /api/invoices/{invoiceId}/payments (%s mode)', (_mode, realistic) => {
  it('pages an invoice’s payments by the invoice-only path', async () => {
    const h = createHarness({ sim: { realistic } });
    const demo = h.sim.demo.invoices.find((i) => i.payments > 5);
    if (!demo) throw new Error('no demo invoice with payments');
    const response = await h.request(
      `/api/invoices/${demo.id}/payments?page[offset]=2&page[limit]=3`,
    );
    expect(response.status).toBe(200);
    const page = paymentsPageSchema.parse(await response.json());
    expect(page.data).toHaveLength(3);
    expect(page.data.every((p) => p.meta.invoice_id === demo.id)).toBe(true);
    expect(page.meta.page).toMatchObject({ offset: 2, limit: 3, hasNext: true });
    expect(h.sim.counters.requestsByRoute['invoice-payments.list']).toBe(1);
    expect(h.sim.counters.requestsByRoute['payments.list'] ?? 0).toBe(0);
  });

  it('an unknown invoice is a 404 even where the list answers an empty 200', async () => {
    const h = createHarness({ sim: { realistic } });
    const response = await h.request(`/api/invoices/${UNKNOWN_ID}/payments`);
    expect(response.status).toBe(404);
    expect((await errorOf(response))?.detail).toMatch(/Invoice not found/);
  });

  it('refuses bad page values and unknown parameters with a 400 naming them', async () => {
    const h = createHarness({ sim: { realistic } });
    const id = h.sim.demo.invoices[0]?.id;
    for (const [query, parameter] of [
      ['page[limit]=101', 'page[limit]'],
      ['page[offset]=-1', 'page[offset]'],
      ['sort=created_at', 'sort'],
    ]) {
      const response = await h.request(`/api/invoices/${id}/payments?${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response))?.source?.parameter).toBe(parameter);
    }
    expect(h.sim.counters.getRequests).toBe(0);
  });
});

describe.each(MODES)(
  'GET /api/invoices/{invoiceId}/payments/{paymentId} (%s mode)',
  (_mode, realistic) => {
    it('answers one payment with the payment run that made it', async () => {
      const h = createHarness({ sim: { realistic } });
      const demo = invoiceIn(h, 'unpaid');
      const list = paymentsPageSchema.parse(
        await (await h.request(`/api/invoices/${demo.id}/payments`)).json(),
      );
      const payment = list.data[0];
      if (!payment) throw new Error('no payment');
      const response = await h.request(`/api/invoices/${demo.id}/payments/${payment.id}`);
      expect(response.status).toBe(200);
      const detail = paymentDetailSchema.parse(await response.json());
      expect(detail.payment).toEqual(payment);
      expect(detail.job).toMatchObject({ id: payment.meta.job_id, jobType: 'payment-run' });
      expect(auditLines(h, 'payment.served')).toEqual([
        expect.objectContaining({ invoiceId: demo.id, paymentId: payment.id }),
      ]);
    });

    it('shows the payment without its run when the run cannot be read', async () => {
      const h = createHarness({ sim: { realistic } });
      const demo = invoiceIn(h, 'unpaid');
      const list = paymentsPageSchema.parse(
        await (await h.request(`/api/invoices/${demo.id}/payments`)).json(),
      );
      h.sim.inject('jobs', { kind: 'status', status: 500 });
      const response = await h.request(`/api/invoices/${demo.id}/payments/${list.data[0]?.id}`);
      expect(response.status).toBe(200);
      expect(paymentDetailSchema.parse(await response.json()).job).toBeNull();
    });

    it('is a 404 for an unknown payment, and a 400 naming paymentId for a bad one', async () => {
      const h = createHarness({ sim: { realistic } });
      const id = invoiceIn(h, 'paid').id;
      expect((await h.request(`/api/invoices/${id}/payments/${UNKNOWN_ID}`)).status).toBe(404);
      const bad = await h.request(`/api/invoices/${id}/payments/x`);
      expect(bad.status).toBe(400);
      expect((await errorOf(bad))?.source?.parameter).toBe('paymentId');
    });
  },
);
