/**
 * The invoice page's attempts, retries and money, and the customer page's failures, computed
 * with the contract's ledger on the demo invoices a support agent is asked about.
 */
import {
  attemptStandingText,
  customerPageSchema,
  type InvoicePage,
  invoicePageSchema,
  overCollectionText,
} from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

function demoInvoice(h: Harness, label: string) {
  const found = h.sim.demo.invoices.find((i) => i.label === label);
  if (!found) throw new Error(`no demo invoice ${label}`);
  return found;
}

async function invoicePage(h: Harness, label: string): Promise<InvoicePage> {
  const response = await h.request(`/api/invoices/${demoInvoice(h, label).id}`);
  expect(response.status).toBe(200);
  return invoicePageSchema.parse(await response.json());
}

const standing = (page: InvoicePage) =>
  attemptStandingText({ attempts: page.attempts, limit: page.attemptLimit, retries: page.retries });

describe('GET /api/invoices/{invoiceId}: attempts and money from the ledger', () => {
  it('a double charge and a refund: 4 attempts, paid, the over-collection in words', async () => {
    const h = createHarness();
    const page = await invoicePage(h, 'Acme Cloud · #1 · 2026-01 · paid');
    expect(page.payments).toBe(6);
    expect(standing(page)).toBe('4 of 11 attempts · paid');
    expect(page.retriesLeft).toBe(0);
    expect(page.money).toMatchObject({
      currency: 'USD',
      collected: '99800',
      refunded: '9980',
      net: '89820',
      balanceDue: '0',
    });
    expect(overCollectionText(page.money)).toBe(
      'Charged again after payment: $499.00 · refunded $99.80 · $399.20 more than the invoice',
    );
  });

  it('two manual payments of the whole KWD total: one attempt, the second charged again', async () => {
    const h = createHarness();
    const page = await invoicePage(h, 'Al Bahar Logistics · #5 · 2026-02 · paid');
    expect(standing(page)).toBe('1 of 11 attempts · paid');
    expect(overCollectionText(page.money)).toBe(
      'Charged again after payment: KWD 12.750 · KWD 12.750 more than the invoice',
    );
  });

  it('the long paid invoice is 1 attempt, not 246 of 11', async () => {
    const h = createHarness();
    const page = await invoicePage(h, 'Northwind Telemetry · #5 · 2026-03 · paid');
    expect(page.payments).toBe(246);
    expect(page.attempts).toBe(1);
    expect(standing(page)).toBe('1 of 11 attempts · paid');
  });

  it('a pending manual payment: no retry, the payment pending, the whole total due', async () => {
    const h = createHarness();
    const page = await invoicePage(h, 'Initech Payroll · #3 · 2026-03 · manual-pending');
    expect(page.retries).toEqual({ kind: 'no-retry', reason: 'manual-payment-pending' });
    expect(page.retriesLeft).toBe(0);
    expect(page.money).toMatchObject({ pending: '8450', balanceDue: '8450', collected: '0' });
  });

  it('an unpaid invoice with two failures: retries left counted from the rule', async () => {
    const h = createHarness();
    const page = await invoicePage(h, "Food 'n Stuff Loyalty · #6 · 2026-03 · unpaid");
    expect(page.attempts).toBe(2);
    expect(page.failedAttempts).toBe(2);
    expect(page.retries).toEqual({ kind: 'retries-left', count: 9 });
    expect(page.retriesLeft).toBe(9);
    expect(page.money.balanceDue).toBe(page.invoice.total?.amount);
  });
});

describe('GET /api/customers/{subscriberId}: which invoice failed', () => {
  it('reads payments of outstanding invoices and the newest paid ones, and gives each outstanding one its failures, balance and retries as its invoice page does', async () => {
    const h = createHarness();
    const hank = h.subscriber('Hank.Scorpio@Globex.example');
    await h.request(`/api/customers/${hank.id}`); // fetches the token
    h.sim.reset();
    const response = await h.request(`/api/customers/${hank.id}`);
    const page = customerPageSchema.parse(await response.json());
    const outstanding = page.invoices.filter((i) => !i.paid);
    expect(outstanding.length).toBeGreaterThan(0);
    expect(page.invoices.length).toBeGreaterThan(outstanding.length);
    expect(h.sim.counters.requestsByRoute).toEqual({
      'subscribers.get': 1,
      'invoices.list': 1,
      'accounts.get': 1,
      'subscriptions.list': 1,
      // Hank has fewer than 10 invoices: the paid ones' payments are read too (the retry
      // context is still cached from the first request).
      'invoice-payments.list': page.invoices.length,
    });
    for (const invoice of page.invoices) {
      if (invoice.paid) {
        expect(invoice.outstanding).toBeNull();
        continue;
      }
      const demo = h.sim.demo.invoices.find((i) => i.id === invoice.id);
      const full = invoicePageSchema.parse(
        await (await h.request(`/api/invoices/${invoice.id}`)).json(),
      );
      expect(invoice.outstanding, demo?.label).toMatchObject({
        failedAttempts: full.failedAttempts,
        balanceDue: invoice.total,
        complete: true,
      });
      // One definition of where retries stand: the customer page's is the invoice page's.
      expect(invoice.retries, demo?.label).toEqual(full.retries);
    }
  });
});
