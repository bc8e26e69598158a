import { parseExactJson, upstreamPaymentSchema } from '@pc/contract';
import { describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../create-simulator.ts';
import { paymentJson } from '../invoice-index.ts';
import { list, readJson } from '../test-support.ts';
import { demoSeed } from './seed.ts';

const seed = demoSeed();
const payments = seed.data;
const attrs = payments.map((p) => p.attributes);
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO_2026_MS_Z = /^2026-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('demoSeed', () => {
  it('is identical on every call and never uses Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    try {
      expect(demoSeed()).toEqual(seed);
      expect(random).not.toHaveBeenCalled();
    } finally {
      random.mockRestore();
    }
  });

  it('passes the contract schema for upstream payments, in the wire form', () => {
    for (const p of payments) {
      const result = upstreamPaymentSchema.safeParse(parseExactJson(paymentJson(p, false)));
      expect(result.success, p.id).toBe(true);
    }
  });

  it('uses unique v4 UUIDs, owner store and 2026 timestamps with ms and Z', () => {
    const ids = payments.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of payments) {
      expect(
        [p.id, p.meta.subscription_id, p.meta.invoice_id, p.meta.job_id].every((id) =>
          UUID_V4.test(id),
        ),
      ).toBe(true);
      expect(p.meta.owner).toBe('store');
      const t = p.meta.timestamps;
      for (const at of [t.created_at, t.updated_at, t.payment_taken_at ?? t.created_at])
        expect(at).toMatch(ISO_2026_MS_Z);
      expect(t.updated_at >= t.created_at).toBe(true);
    }
  });

  it('has named subscriptions, invoices without payments and one of 246 payments', () => {
    const names = Object.values(seed.subscription_names ?? {});
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(names).toContain('Acme Cloud');
    expect(seed.empty).toHaveLength(1);
    const sim = createSimulator();
    expect(sim.invoices.map((i) => i.payments)).toContain(246);
    // The original empty invoice comes first, so e2e's "no payments" still finds it.
    expect(sim.invoices.find((i) => i.payments === 0)?.label).toBe('Globex Media · no payments');
    expect(sim.invoices.map((i) => i.label)).toContain('Acme Cloud · USD · 6 payments');
    expect(new Set(sim.invoices.map((i) => i.label)).size).toBe(sim.invoices.length);
  });

  it('covers USD, EUR, GBP, JPY and KWD and the usual gateways', () => {
    expect(new Set(attrs.map((a) => a.amount.currency))).toEqual(
      new Set(['USD', 'EUR', 'GBP', 'JPY', 'KWD']),
    );
    expect(new Set(attrs.map((a) => a.gateway))).toEqual(
      new Set(['stripe', 'braintree', 'adyen', 'authorize_net', 'manual']),
    );
    const stripeIds = attrs
      .filter((a) => a.gateway === 'stripe')
      .map((a) => a.external_payment_id ?? '');
    expect(stripeIds.some((id) => /^pi_3P\w{22}$/.test(id))).toBe(true);
    expect(stripeIds.some((id) => /^ch_3P\w{22}$/.test(id))).toBe(true);
  });

  it('has failed payments with a reason and no payment_taken_at', () => {
    const failed = payments.filter((p) => !p.attributes.success && !p.attributes.manual_payment);
    expect(failed.length).toBeGreaterThan(5);
    const reasons = new Set(failed.map((p) => p.attributes.failure_detail?.reason));
    for (const reason of ['Card Failure', 'Insufficient funds', 'Card expired', 'Do not honor'])
      expect(reasons).toContain(reason);
    expect(failed.every((p) => p.meta.timestamps.payment_taken_at === undefined)).toBe(true);
    const succeeded = payments.filter((p) => p.attributes.success);
    expect(succeeded.every((p) => p.meta.timestamps.payment_taken_at !== undefined)).toBe(true);
  });

  it('has pending manual payments and refund-like negative amounts', () => {
    const pending = attrs.filter((a) => a.pending === true);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    for (const a of pending)
      expect(a).toMatchObject({ manual_payment: true, success: false, gateway: 'manual' });
    expect(attrs.filter((a) => a.amount.amount.startsWith('-')).length).toBeGreaterThanOrEqual(2);
  });

  it('has includes_tax true, false and absent', () => {
    const values = new Set(attrs.map((a) => a.amount.includes_tax));
    expect(values).toEqual(new Set([true, false, undefined]));
  });

  it('pages through the 246-payment invoice in created_at order', async () => {
    const sim = createSimulator();
    const big = sim.invoices.find((i) => i.payments === 246);
    if (!big) throw new Error('no 246-payment invoice');
    const seen: string[] = [];
    for (let offset = 0; offset < 246; offset += 100) {
      const response = await list(
        sim,
        big.subscriptionId,
        big.invoiceId,
        `?page[limit]=100&page[offset]=${offset}`,
      );
      const body = await readJson(response);
      seen.push(...body.data.map((p) => p.meta.timestamps.created_at));
    }
    expect(seen).toHaveLength(246);
    expect([...seen].sort()).toEqual(seen);
  });
});
