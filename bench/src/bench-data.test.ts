import { describe, expect, it } from 'vitest';
import { BENCH_INVOICE_PAYMENTS, benchData, benchInvoice } from './bench-data.ts';

describe('benchData', () => {
  it('holds one invoice of exactly 240 payments, and the rest of the demo seed', () => {
    const data = benchData();
    const { subscriptionId, invoiceId } = benchInvoice(data);
    const payments = data.data.filter(
      (p) => p.meta.subscription_id === subscriptionId && p.meta.invoice_id === invoiceId,
    );
    expect(payments).toHaveLength(BENCH_INVOICE_PAYMENTS);
    expect(new Set(data.data.map((p) => p.meta.invoice_id)).size).toBeGreaterThan(1);
  });
});
