import { describe, expect, it } from 'vitest';
import { recentInvoiceName } from './recent-invoice-name';

const march = { start: '2026-03-01T00:00:00Z', end: '2026-04-01T00:00:00Z' };
const invoice = { number: 6, billingPeriod: march, paid: false, retriesExhausted: false };
const ron = { name: 'Ron Swanson', email: 'ron@example.com' };

describe('recentInvoiceName', () => {
  it('names the number, the billing month, the standing and the customer', () => {
    expect(recentInvoiceName({ invoice, customer: ron })).toEqual({
      label: '#6 · Mar 2026 · Unpaid',
      detail: 'Ron Swanson',
    });
    expect(recentInvoiceName({ invoice: { ...invoice, paid: true }, customer: ron }).label).toBe(
      '#6 · Mar 2026 · Paid',
    );
    expect(
      recentInvoiceName({ invoice: { ...invoice, retriesExhausted: true }, customer: ron }).label,
    ).toBe('#6 · Mar 2026 · Unpaid, retries exhausted');
  });

  it('leaves out what is unknown and names a customer without a name by email', () => {
    const bare = {
      ...invoice,
      number: null,
      billingPeriod: { start: 'never', end: 'never' },
    };
    expect(recentInvoiceName({ invoice: bare, customer: null })).toEqual({
      label: 'Unpaid',
      detail: null,
    });
    expect(recentInvoiceName({ invoice, customer: { ...ron, name: '' } }).detail).toBe(
      'ron@example.com',
    );
  });
});
