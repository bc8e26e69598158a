import { describe, expect, it } from 'vitest';
import {
  BENCH_INVOICE_PAYMENTS,
  benchData,
  benchInvoice,
  PAGE_INVOICE_PAYMENTS,
  pageInvoice,
} from './bench-data.ts';

describe('benchData', () => {
  it('holds one invoice of exactly 240 payments, the 246-payment invoice, and the rest of the seed', () => {
    const data = benchData();
    const count = ({ subscriptionId, invoiceId }: { subscriptionId: string; invoiceId: string }) =>
      data.data.filter(
        (p) => p.meta.subscription_id === subscriptionId && p.meta.invoice_id === invoiceId,
      ).length;
    expect(count(benchInvoice(data))).toBe(BENCH_INVOICE_PAYMENTS);
    expect(count(pageInvoice(data))).toBe(PAGE_INVOICE_PAYMENTS);
    expect(benchInvoice(data).invoiceId).not.toBe(pageInvoice(data).invoiceId);
    expect(new Set(data.data.map((p) => p.id)).size).toBe(data.data.length);
    expect(new Set(data.data.map((p) => p.meta.invoice_id)).size).toBeGreaterThan(2);
  });
});
