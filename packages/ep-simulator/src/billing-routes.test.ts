import {
  parseExactJson,
  upstreamDunningRuleListSchema,
  upstreamInvoiceListSchema,
  upstreamInvoiceResponseSchema,
  upstreamJobListSchema,
  upstreamJobResponseSchema,
  upstreamPaymentListSchema,
  upstreamPaymentResponseSchema,
  upstreamScheduleListSchema,
  upstreamScheduleResponseSchema,
} from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createSimulator } from './create-simulator.ts';
import { FILTER_ERROR_BODY } from './filter.ts';
import { api, apiJson, filterQuery, UNKNOWN } from './test-support.ts';

const spec = createSimulator();
const real = createSimulator({ realistic: true });
const { demo } = spec;
const exhausted = demo.invoices.find((i) => i.state === 'retries-exhausted');
const acmeCloud = demo.subscriptions.find((s) => s.label === 'Acme Cloud');
const longest = spec.invoices.find((i) => i.payments === 246);
const ron = demo.subscribers.find(
  (s) => s.name === 'Ron Swanson' && s.company === 'Acme Corporation',
);
if (!exhausted || !acmeCloud || !longest || !ron) throw new Error('demo objects missing');

type List = {
  data: { id: string; attributes: Record<string, unknown>; meta: Record<string, unknown> }[];
  meta?: unknown;
  links?: unknown;
};

const createdAt = (list: List) =>
  list.data.map((i) => (i.meta.timestamps as { created_at: string }).created_at);

describe('store-wide invoices', () => {
  it('filters by subscriber and outstanding (bare boolean), oldest first in spec mode', async () => {
    const body = await apiJson<List>(
      spec,
      `/v2/subscriptions/invoices?${filterQuery(`eq(subscriber_id,${ron.id}):eq(outstanding,false)`)}`,
    );
    const parsed = upstreamInvoiceListSchema.parse(body);
    expect(parsed.data.length).toBe(3);
    expect(
      parsed.data.every((i) => i.meta.subscriber_id === ron.id && !i.attributes.outstanding),
    ).toBe(true);
    expect(createdAt(body)).toEqual([...createdAt(body)].sort());
  });

  it('lists newest first without meta and with proration_events null in realistic mode', async () => {
    const body = await apiJson<List>(real, `/v2/subscriptions/invoices?page[limit]=100`);
    expect(createdAt(body)).toEqual([...createdAt(body)].sort().reverse());
    expect(body).not.toHaveProperty('meta');
    expect(body.data.every((i) => i.meta.proration_events === null)).toBe(true);
    expect(upstreamInvoiceListSchema.safeParse(body).success).toBe(true);
  });

  it('filters on tax_required and subscription_id, and rejects other fields', async () => {
    const taxed = await apiJson<List>(
      spec,
      `/v2/subscriptions/invoices?${filterQuery('eq(tax_required,true)')}`,
    );
    expect(taxed.data.length).toBeGreaterThan(0);
    const bySubscription = await apiJson<List>(
      spec,
      `/v2/subscriptions/invoices?${filterQuery(`eq(subscription_id,${acmeCloud.id})`)}`,
    );
    expect(bySubscription.data).toHaveLength(3);
    for (const filter of ['eq(number,1)', 'eq(outstanding,maybe)', 'like(subscriber_id,"*")']) {
      const response = await api(spec, `/v2/subscriptions/invoices?${filterQuery(filter)}`);
      expect(await response.text()).toBe(FILTER_ERROR_BODY);
    }
  });

  it('gets one invoice by id alone; 404 unknown, 400 not a UUID', async () => {
    const one = upstreamInvoiceResponseSchema.parse(
      await apiJson(spec, `/v2/subscriptions/invoices/${exhausted.id}`),
    );
    expect(one.data.attributes).toMatchObject({
      payment_retries_limit_reached: true,
      outstanding: true,
    });
    expect(one.data.meta.proration_events).toEqual([]);
    expect((await api(spec, `/v2/subscriptions/invoices/${UNKNOWN}`)).status).toBe(404);
    expect((await api(spec, '/v2/subscriptions/invoices/latest')).status).toBe(400);
  });

  it('derives an invoice for data that knows it only from its payments', async () => {
    const derived = await apiJson<{ data: { attributes: { outstanding: boolean } } }>(
      spec,
      `/v2/subscriptions/invoices/${longest.invoiceId}`,
    );
    expect(derived.data.attributes.outstanding).toBe(false);
  });
});

describe("a subscription's invoices", () => {
  it('lists and gets them; another subscription cannot reach the invoice', async () => {
    const list = await apiJson<List>(
      spec,
      `/v2/subscriptions/subscriptions/${acmeCloud.id}/invoices`,
    );
    expect(list.data).toHaveLength(3);
    const first = list.data[0]?.id;
    const one = await apiJson<{ data: { id: string } }>(
      spec,
      `/v2/subscriptions/subscriptions/${acmeCloud.id}/invoices/${first}`,
    );
    expect(one.data.id).toBe(first);
    expect(
      (
        await api(
          spec,
          `/v2/subscriptions/subscriptions/${exhausted.subscriptionId}/invoices/${first}`,
        )
      ).status,
    ).toBe(404);
  });

  it('answers an unknown subscription 404 in spec mode and an empty 200 in realistic mode', async () => {
    expect((await api(spec, `/v2/subscriptions/subscriptions/${UNKNOWN}/invoices`)).status).toBe(
      404,
    );
    const empty = await apiJson<List>(real, `/v2/subscriptions/subscriptions/${UNKNOWN}/invoices`);
    expect(empty.data).toEqual([]);
  });
});

describe('payments by the invoice-only path and one payment by both paths', () => {
  it('pages the 246 payments on the invoice-only path like the nested one', async () => {
    const nested = await apiJson<List>(
      spec,
      `/v2/subscriptions/subscriptions/${longest.subscriptionId}/invoices/${longest.invoiceId}/payments?page[limit]=100&page[offset]=200`,
    );
    const alone = await apiJson<List>(
      spec,
      `/v2/subscriptions/invoices/${longest.invoiceId}/payments?page[limit]=100&page[offset]=200`,
    );
    expect(alone.data.map((p) => p.id)).toEqual(nested.data.map((p) => p.id));
    expect(alone.meta).toEqual(nested.meta);
    expect(upstreamPaymentListSchema.safeParse(alone).success).toBe(true);
  });

  it('serves payments out of chronological order in realistic mode', async () => {
    const body = await apiJson<List>(
      real,
      `/v2/subscriptions/invoices/${longest.invoiceId}/payments?page[limit]=100`,
    );
    expect(createdAt(body)).not.toEqual([...createdAt(body)].sort());
  });

  it('answers an unknown invoice 404 in spec mode and an empty 200 in realistic mode', async () => {
    expect((await api(spec, `/v2/subscriptions/invoices/${UNKNOWN}/payments`)).status).toBe(404);
    expect(
      (await apiJson<List>(real, `/v2/subscriptions/invoices/${UNKNOWN}/payments`)).data,
    ).toEqual([]);
  });

  it('gets one payment by either path, manual_payment in meta when realistic; 404 otherwise', async () => {
    const page = await apiJson<List>(spec, `/v2/subscriptions/invoices/${exhausted.id}/payments`);
    const id = page.data[0]?.id;
    const alone = await api(spec, `/v2/subscriptions/invoices/${exhausted.id}/payments/${id}`);
    const nested = await api(
      spec,
      `/v2/subscriptions/subscriptions/${exhausted.subscriptionId}/invoices/${exhausted.id}/payments/${id}`,
    );
    const parsed = upstreamPaymentResponseSchema.parse(parseExactJson(await alone.text()));
    expect(parsed.data).toMatchObject({
      id,
      attributes: { success: false, manual_payment: false },
    });
    expect(((await nested.json()) as { data: { id: string } }).data.id).toBe(id);
    const realOne = await apiJson<{ data: { attributes: object; meta: object } }>(
      real,
      `/v2/subscriptions/invoices/${exhausted.id}/payments/${id}`,
    );
    expect(realOne.data.attributes).not.toHaveProperty('manual_payment');
    expect(realOne.data.meta).toHaveProperty('manual_payment', false);
    expect(
      (await api(spec, `/v2/subscriptions/invoices/${exhausted.id}/payments/${UNKNOWN}`)).status,
    ).toBe(404);
    expect(
      (
        await api(
          spec,
          `/v2/subscriptions/subscriptions/${UNKNOWN}/invoices/${exhausted.id}/payments/${id}`,
        )
      ).status,
    ).toBe(404);
  });
});

describe.each([
  ['spec', spec],
  ['realistic', real],
])('jobs, dunning rules, schedules (%s mode)', (mode, sim) => {
  it('gets the payment run a payment names, with its report', async () => {
    const page = await apiJson<List>(sim, `/v2/subscriptions/invoices/${exhausted.id}/payments`);
    const jobId = page.data[0]?.meta.job_id;
    const job = upstreamJobResponseSchema.parse(
      parseExactJson(await (await api(sim, `/v2/subscriptions/jobs/${jobId}`)).text()),
    );
    expect(job.data.attributes.job_type).toBe('payment-run');
    expect(job.data.meta.report?.failed_payments).toBeGreaterThan(0);
  });

  it('lists jobs filtered by external_ref', async () => {
    const body = await apiJson<List>(
      sim,
      `/v2/subscriptions/jobs?${filterQuery('eq(external_ref,"billing-run-2026-02")')}`,
    );
    const parsed = upstreamJobListSchema.parse(body);
    expect(parsed.data.map((j) => j.attributes.job_type)).toEqual(['billing-run']);
    expect('meta' in body).toBe(mode === 'spec');
  });

  it('lists dunning rules, rejecting any filter; realistic mode sends no links', async () => {
    const body = await apiJson<List>(sim, '/v2/subscriptions/dunning-rules');
    const rules = upstreamDunningRuleListSchema.parse(body).data;
    expect(rules.filter((r) => r.attributes.default)).toHaveLength(1);
    expect('links' in body).toBe(mode === 'spec');
    expect(
      (await api(sim, `/v2/subscriptions/dunning-rules?${filterQuery('eq(default,true)')}`)).status,
    ).toBe(400);
    const one = await apiJson<{ data: { id: string } }>(
      sim,
      `/v2/subscriptions/dunning-rules/${rules[0]?.id}`,
    );
    expect(one.data.id).toBe(rules[0]?.id);
  });

  it('lists schedules by external_ref and gets one', async () => {
    const body = await apiJson<List>(
      sim,
      `/v2/subscriptions/schedules?${filterQuery('eq(external_ref,nightly-payments)')}`,
    );
    const [nightly] = upstreamScheduleListSchema.parse(body).data;
    expect(nightly?.attributes).toMatchObject({
      specification: '30 0 * * *',
      job: { job_type: 'payment-run' },
    });
    const one = upstreamScheduleResponseSchema.parse(
      await apiJson(sim, `/v2/subscriptions/schedules/${nightly?.id}`),
    );
    expect(one.data.meta.scheduled_for).toBeDefined();
    expect((await api(sim, `/v2/subscriptions/schedules/${UNKNOWN}`)).status).toBe(404);
  });
});
