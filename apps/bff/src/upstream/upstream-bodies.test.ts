/**
 * An upstream body is never trusted for its size or its rows. A 60,000-row
 * answer to a 10-row request was served whole (29 MB), and a row of another invoice was served
 * as is. Now: bodies over 5 MB are not read, more rows than asked for and rows of another
 * subscription or invoice are a 502 that says which, and the log says what happened.
 */
import type { PaymentsPage } from '@pc/contract';
import { upstreamPaymentFixture } from '@pc/contract/test-fixtures';
import { describe, expect, it } from 'vitest';
import { createHarness, IID, paymentsPath, SID } from '../testing/test-harness.ts';

const OTHER = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const invoice = { subscriptionId: SID, invoiceId: IID };

function rows(count: number, meta: Record<string, string> = {}) {
  const base = upstreamPaymentFixture();
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    id: `3fa85f64-5717-4562-b3fc-${String(i).padStart(12, '0')}`,
    meta: { ...base.meta, ...meta },
  }));
}

async function answerTo(data: unknown[], query = '?page[limit]=10') {
  const h = createHarness();
  h.sim.inject('list', { kind: 'body', status: 200, body: JSON.stringify({ data }) });
  const response = await h.request(paymentsPath(invoice, query));
  const body = (await response.json()) as { errors?: { detail: string }[] };
  const warnings = h.logs.map((l) => JSON.parse(l)).filter((l) => l.level === 'warn');
  return { status: response.status, detail: body.errors?.[0]?.detail, warnings };
}

describe('upstream bodies are bounded and checked', () => {
  it('a 60,000-row answer to a 10-row request → 502, the body not read past 5 MB', async () => {
    const { status, detail, warnings } = await answerTo(rows(60_000));
    expect(status).toBe(502);
    expect(detail).toBe('Elastic Path sent a response larger than 5 MB, which is not read.');
    expect(warnings).toMatchObject([{ msg: 'upstream.body_too_large', maxBytes: 5_242_880 }, {}]);
  });

  it('11 rows for a page of 10 → 502 naming both numbers', async () => {
    const { status, detail, warnings } = await answerTo(rows(11));
    expect(status).toBe(502);
    expect(detail).toBe(
      'Elastic Path sent 11 rows for a page of at most 10; the page is not shown.',
    );
    expect(warnings[0]).toMatchObject({ msg: 'upstream.too_many_rows', rows: 11, limit: 10 });
  });

  it('without page[limit], more than Elastic Path’s largest page (100) → 502', async () => {
    const { status, detail } = await answerTo(rows(101), '');
    expect(status).toBe(502);
    expect(detail).toContain('101 rows for a page of at most 100');
  });

  it.each([
    ['invoice', { invoice_id: OTHER }, 'invoice_id'],
    ['subscription', { subscription_id: OTHER }, 'subscription_id'],
  ])('a row of another %s → 502, and nothing of it is served', async (what, meta, field) => {
    const data = [...rows(3), ...rows(1, meta)];
    const { status, detail, warnings } = await answerTo(data);
    expect(status).toBe(502);
    expect(detail).toBe(
      `Elastic Path sent a payment of another ${what} than the one asked for; the page is not shown.`,
    );
    expect(warnings[0]).toMatchObject({ msg: 'upstream.foreign_row', field, index: 3 });
  });

  it('rows of the invoice asked for, in capitals, are served', async () => {
    const upper = { invoice_id: IID.toUpperCase(), subscription_id: SID.toUpperCase() };
    const { status } = await answerTo(rows(10, upper));
    expect(status).toBe(200);
  });

  it('the invoice-only path checks the invoice too', async () => {
    const h = createHarness();
    const body = JSON.stringify({ data: rows(2, { invoice_id: OTHER }) });
    h.sim.inject('invoice-payments.list', { kind: 'body', status: 200, body });
    const response = await h.request(`/api/invoices/${IID}/payments`);
    expect(response.status).toBe(502);
  });

  const listText = (amount: string) =>
    JSON.stringify({ data: rows(1), meta: { results: { total: 1 } } }).replace(
      '"amount":1999',
      `"amount":${amount}`,
    );

  it('keeps an int64 amount past 2^53 digit for digit', async () => {
    const h = createHarness();
    h.sim.inject('list', { kind: 'body', status: 200, body: listText('9223372036854775807') });
    const response = await h.request(paymentsPath(invoice, '?page[limit]=10'));
    expect(response.status).toBe(200);
    const page = (await response.json()) as PaymentsPage;
    expect(page.data[0]?.attributes.amount.amount).toBe('9223372036854775807');
    expect(page.meta.page.hasNext).toBe(false);
  });

  it('a body that is not JSON → 502, and the log says so', async () => {
    const h = createHarness();
    h.sim.inject('list', { kind: 'body', status: 200, body: listText('1999').slice(0, -10) });
    const response = await h.request(paymentsPath(invoice, '?page[limit]=10'));
    expect(response.status).toBe(502);
    const body = (await response.json()) as { errors: { detail: string }[] };
    expect(body.errors[0]?.detail).toBe('Elastic Path sent an unexpected response.');
    expect(h.logs.some((l) => l.includes('upstream.invalid_json'))).toBe(true);
  });

  it('a body that breaks the schema → 502, and the log names the field', async () => {
    const { status, detail, warnings } = await answerTo(
      JSON.parse(listText('19.99')).data as unknown[],
    );
    expect(status).toBe(502);
    expect(detail).toBe('Elastic Path sent an unexpected response.');
    expect(warnings[0]).toMatchObject({
      msg: 'upstream.invalid_body',
      field: 'data.0.attributes.amount.amount',
    });
  });

  it('every other list read is held to its page[limit] too', async () => {
    const h = createHarness();
    const sub = h.sim.demo.subscriptions[0];
    if (!sub) throw new Error('no demo subscription');
    // A subscription's invoices are read 100 a page: 101 rows are refused before any is parsed.
    const body = JSON.stringify({ data: Array.from({ length: 101 }, () => ({})) });
    h.sim.inject('subscription-invoices.list', { kind: 'body', status: 200, body });
    const response = await h.request(`/api/subscriptions/${sub.id}/invoices`);
    expect(response.status).toBe(502);
    const detail = ((await response.json()) as { errors: { detail: string }[] }).errors[0]?.detail;
    expect(detail).toContain('101 rows for a page of at most 100');
  });

  it("the invoice page's payments list refuses a payment of another invoice", async () => {
    const h = createHarness();
    const { invoiceId } = h.invoiceWith(1);
    const body = JSON.stringify({ data: rows(2, { invoice_id: OTHER }) });
    h.sim.inject('invoice-payments.list', { kind: 'body', status: 200, body });
    const response = await h.request(`/api/invoices/${invoiceId}`);
    expect(response.status).toBe(502);
    const detail = ((await response.json()) as { errors: { detail: string }[] }).errors[0]?.detail;
    expect(detail).toBe(
      'Elastic Path sent a payment of another invoice than the one asked for; the page is not shown.',
    );
  });

  it("a subscription's invoices list refuses an invoice of another subscription", async () => {
    const h = createHarness();
    const sub = h.sim.demo.subscriptions[0];
    if (!sub) throw new Error('no demo subscription');
    const body = JSON.stringify({ data: [{ meta: { subscription_id: OTHER } }] });
    h.sim.inject('subscription-invoices.list', { kind: 'body', status: 200, body });
    const response = await h.request(`/api/subscriptions/${sub.id}/invoices`);
    expect(response.status).toBe(502);
    const detail = ((await response.json()) as { errors: { detail: string }[] }).errors[0]?.detail;
    expect(detail).toContain('an invoice of another subscription');
    expect(h.logs.some((l) => l.includes('upstream.foreign_row'))).toBe(true);
  });
});
