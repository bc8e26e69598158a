import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  upstreamInvoiceFixture,
  upstreamScheduleFixture,
  upstreamSubscriberFixture,
  upstreamSubscriptionFixture,
} from '@pc/contract/test-fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSimulator } from './create-simulator.ts';
import { demoSeed } from './demo/seed.ts';
import { checkSimulatorData, loadSimulatorData, SimulatorDataError } from './simulator-data.ts';
import { api, apiJson, fixturePayment, INV, SUB } from './test-support.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ep-sim-nav-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(value: string): string {
  const path = join(dir, 'data.json');
  writeFileSync(path, value);
  return path;
}

const MAX = '9223372036854775807';
/** An invoice fixture whose total is int64 max, written as a bare JSON number. */
function int64InvoiceText(): string {
  const invoice = upstreamInvoiceFixture();
  return JSON.stringify(invoice).replaceAll(
    '"price":{"currency":"USD","amount":49900',
    `"price":{"currency":"USD","amount":${MAX}`,
  );
}

type List = {
  data: { id: string; attributes: Record<string, unknown>; meta: Record<string, unknown> }[];
};

describe('navigation keys in EP_SIMULATOR_DATA', () => {
  it('loads every resource kind and serves int64 totals digit for digit', async () => {
    const path = write(
      `{"data":[],"subscribers":[${JSON.stringify(upstreamSubscriberFixture())}],
        "subscriptions":[${JSON.stringify(upstreamSubscriptionFixture())}],
        "invoices":[${int64InvoiceText()}],
        "schedules":[${JSON.stringify(upstreamScheduleFixture())}]}`,
    );
    const data = loadSimulatorData(path);
    expect(data.invoices?.[0]?.meta.price?.amount).toBe(MAX);
    const sim = createSimulator({ data });
    const invoiceId = data.invoices?.[0]?.id;
    const text = await (await api(sim, `/v2/subscriptions/invoices/${invoiceId}`)).text();
    expect(text).toContain(`"price":{"currency":"USD","amount":${MAX}`);
    const subs = await apiJson<List>(
      sim,
      `/v2/subscriptions/subscriptions/${data.subscriptions?.[0]?.id}/invoices`,
    );
    expect(subs.data.map((i) => i.id)).toEqual([invoiceId]);
    expect((await apiJson<List>(sim, '/v2/subscriptions/schedules')).data).toHaveLength(1);
  });

  it('names the file and the field of a bad resource', () => {
    const bad = JSON.stringify(upstreamInvoiceFixture()).replace(
      '"outstanding":true',
      '"outstanding":"yes"',
    );
    const path = write(`{"data":[],"invoices":[${bad}]}`);
    expect(() => loadSimulatorData(path)).toThrow(SimulatorDataError);
    expect(() => loadSimulatorData(path)).toThrow(`${path}: invoices[0].attributes.outstanding:`);
  });

  it('rejects an id used twice within one kind', () => {
    const sub = JSON.stringify(upstreamSubscriberFixture());
    const path = write(`{"data":[],"subscribers":[${sub},${sub}]}`);
    expect(() => loadSimulatorData(path)).toThrow(/subscribers\[1\]\.id: duplicate id/);
  });

  it('checks in-memory data the same way, amounts as digit strings', () => {
    const seed = demoSeed();
    expect(checkSimulatorData(seed, 'seed').invoices?.[0]?.meta.price?.amount).toBe('49900');
    const broken = { ...seed, invoices: [{ ...seed.invoices?.[0], type: 'invoice' }] };
    expect(() => checkSimulatorData(broken as never, 'options.data')).toThrow(
      /options\.data: invoices\[0\]\.type/,
    );
  });
});

describe("today's {data, empty} fixtures still work", () => {
  it('derives invoices from payments and empty, and serves them on every invoice route', async () => {
    const paid = fixturePayment(1);
    const failed = fixturePayment(2, {
      success: false,
      failure_detail: { reason: 'Card Failure' },
    });
    const EMPTY_INV = '55555555-5555-4555-8555-555555555555';
    const sim = createSimulator({
      data: { data: [failed, paid], empty: [{ subscription_id: SUB, invoice_id: EMPTY_INV }] },
    });
    const all = await apiJson<List>(sim, '/v2/subscriptions/invoices');
    expect(all.data.map((i) => i.id).sort()).toEqual([INV, EMPTY_INV].sort());
    const one = await apiJson<{ data: List['data'][number] }>(
      sim,
      `/v2/subscriptions/invoices/${INV}`,
    );
    expect(one.data.attributes.outstanding).toBe(false);
    expect(one.data.meta.price).toEqual({ currency: 'USD', amount: 100 });
    const empty = await apiJson<{ data: List['data'][number] }>(
      sim,
      `/v2/subscriptions/invoices/${EMPTY_INV}`,
    );
    expect(empty.data.attributes.outstanding).toBe(true);
    expect(empty.data.meta).not.toHaveProperty('price');
    expect(
      (await apiJson<List>(sim, `/v2/subscriptions/subscriptions/${SUB}/invoices`)).data,
    ).toHaveLength(2);
    expect(
      (await apiJson<List>(sim, `/v2/subscriptions/invoices/${INV}/payments`)).data,
    ).toHaveLength(2);
    // No subscription resources: the subscription itself is unknown.
    expect((await api(sim, `/v2/subscriptions/subscriptions/${SUB}`)).status).toBe(404);
  });

  it('serves payments added to the demo seed for invoices it does not list (e2e edge invoices)', async () => {
    const seed = demoSeed();
    const extra = fixturePayment(3);
    const sim = createSimulator({ data: { ...seed, data: [...seed.data, extra] } });
    expect(sim.invoices.some((i) => i.invoiceId === INV)).toBe(true);
    expect(
      (await apiJson<List>(sim, `/v2/subscriptions/subscriptions/${SUB}/invoices/${INV}/payments`))
        .data,
    ).toHaveLength(1);
    expect((await api(sim, `/v2/subscriptions/invoices/${INV}`)).status).toBe(200);
  });
});
