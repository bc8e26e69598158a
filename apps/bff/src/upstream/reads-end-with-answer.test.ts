/**
 * A request's upstream reads end with its answer. A page reads several things at once (the
 * invoice ∥ its payments ∥ the retry context); when one fails, the page answers its error at once,
 * and the others, if they are still retrying a 503, must not go on calling the store for nobody:
 * those late calls landed in the next view's count ("503 to everything", a Retry asked one
 * request 4 times, bound 3). Each stops before its next call once no request waits for it.
 */
import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/test-harness.ts';

const paymentLists = (h: ReturnType<typeof createHarness>) =>
  h.sim.counters.requestsByRoute['invoice-payments.list'] ?? 0;

describe("a request's upstream reads", () => {
  it('stop with its answer: a payments read still retrying a 503 makes no call after the page failed', async () => {
    const h = createHarness({ realSleep: true });
    const { invoiceId } = h.invoiceWith(1);
    // The invoice fails for good at once (500: answered, not retried); its payments are retried.
    h.sim.inject('invoices.get', { kind: 'status', status: 500 }, 1);
    h.sim.inject('invoice-payments.list', { kind: 'status', status: 503, retryAfter: '1' }, 100);
    const response = await h.request(`/api/invoices/${invoiceId}`);
    expect(response.status).toBe(502);
    const atAnswer = paymentLists(h);
    expect(atAnswer).toBe(1);
    // Past both retries' waits (1 s each, from Retry-After).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(paymentLists(h)).toBe(atAnswer);
  });

  it('shared with a request still waiting, a read goes on for that one', async () => {
    const h = createHarness({ realSleep: true });
    const { invoiceId } = h.invoiceWith(1);
    h.sim.inject('invoices.get', { kind: 'status', status: 500 }, 1);
    h.sim.inject('invoice-payments.list', { kind: 'status', status: 503, retryAfter: '1' }, 2);
    // The whole invoice's payments (the same upstream read, by the invoice-only path) waits on.
    const [failed, payments] = await Promise.all([
      h.request(`/api/invoices/${invoiceId}`),
      h.request(`/api/invoices/${invoiceId}/payments?page%5Blimit%5D=100`),
    ]);
    expect(failed.status).toBe(502);
    expect(payments.status).toBe(200);
    expect(paymentLists(h)).toBe(3);
  });
});
