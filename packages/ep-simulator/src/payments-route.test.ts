import { describe, expect, it } from 'vitest';
import { createSimulator } from './create-simulator.ts';
import { fixturePayment, INV, list, listUrl, readJson, SUB, token } from './test-support.ts';
import type { SimulatorPayment } from './types.ts';

const OTHER_INV = '33333333-3333-4333-8333-333333333333';
const EMPTY_INV = '44444444-4444-4444-8444-444444444444';

/** `count` payments on SUB/INV, given out of created_at order to prove the sorting. */
function manyPayments(count: number): SimulatorPayment[] {
  const payments = Array.from({ length: count }, (_, i) => {
    const p = fixturePayment(i + 1);
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    p.meta.timestamps = { created_at: at, updated_at: at };
    return p;
  });
  return payments.reverse();
}

const base = `http://ep.test/v2/subscriptions/subscriptions/${SUB}/invoices/${INV}/payments`;
const href = (limit: number, offset: number) =>
  `${base}?page%5Blimit%5D=${limit}&page%5Boffset%5D=${offset}`;

function simWith(
  payments: SimulatorPayment[],
  options: { realistic?: boolean; pageLength?: number } = {},
) {
  return createSimulator({
    ...options,
    data: { data: payments, empty: [{ subscription_id: SUB, invoice_id: EMPTY_INV }] },
  });
}

describe('GET …/invoices/{invoice_uuid}/payments', () => {
  it('returns the first page with links and meta at the store page length', async () => {
    const sim = simWith(manyPayments(60));
    const response = await list(sim, SUB, INV);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = await readJson(response);
    expect(Object.keys(body)).toEqual(['data', 'links', 'meta']);
    expect(body.data).toHaveLength(25);
    expect(body.links).toEqual({
      first: href(25, 0),
      last: href(25, 50),
      next: href(25, 25),
      prev: null,
    });
    expect(body.meta).toEqual({
      page: { limit: 25, offset: 0, current: 1, total: 3 },
      results: { total: 60 },
    });
  });

  it('orders payments by created_at ascending and keeps data order on ties', async () => {
    const tied = [fixturePayment(901), fixturePayment(902)].map((p) => {
      p.meta.timestamps.created_at = '2025-12-31T23:59:59.000Z';
      return p;
    });
    const sim = simWith([...manyPayments(3), ...tied]);
    const body = await readJson(await list(sim, SUB, INV));
    const ids = body.data.map((p) => p.id.slice(-3));
    expect(ids).toEqual(['385', '386', '001', '002', '003']);
  });

  it('pages to the end: next null, prev one limit back, last on the limit grid', async () => {
    const sim = simWith(manyPayments(60));
    const body = await readJson(await list(sim, SUB, INV, '?page[limit]=20&page[offset]=40'));
    expect(body.data).toHaveLength(20);
    expect(body.links).toEqual({
      first: href(20, 0),
      last: href(20, 40),
      next: null,
      prev: href(20, 20),
    });
    expect(body.meta.page).toEqual({ limit: 20, offset: 40, current: 3, total: 3 });
  });

  it('clamps prev to 0 and counts current from an unaligned offset', async () => {
    const sim = simWith(manyPayments(60));
    const body = await readJson(await list(sim, SUB, INV, '?page[offset]=10&page[limit]=25'));
    expect(body.data[0]?.attributes.amount.amount).toBe(1100);
    expect(body.links.prev).toBe(href(25, 0));
    expect(body.links.next).toBe(href(25, 35));
    expect(body.meta.page).toEqual({ limit: 25, offset: 10, current: 1, total: 3 });
  });

  it('answers an offset past the end with empty data and meta', async () => {
    const sim = simWith(manyPayments(5));
    const body = await readJson(await list(sim, SUB, INV, '?page[offset]=10000&page[limit]=100'));
    expect(body.data).toEqual([]);
    expect(body.links).toEqual({
      first: href(100, 0),
      last: href(100, 0),
      next: null,
      prev: href(100, 9900),
    });
    expect(body.meta).toEqual({
      page: { limit: 100, offset: 10000, current: 101, total: 1 },
      results: { total: 5 },
    });
  });

  it('reads percent-encoded brackets and ignores other query parameters', async () => {
    const sim = simWith(manyPayments(30));
    const query =
      '?sort=-created_at&filter=eq(success,false)&page%5Blimit%5D=10&page%5Boffset%5D=20';
    const body = await readJson(await list(sim, SUB, INV, query));
    expect(body.data).toHaveLength(10);
    expect(body.links.prev).toBe(href(10, 10));
    expect(body.meta.results.total).toBe(30);
  });

  it('uses the pageLength option when no page[limit] is given', async () => {
    const sim = simWith(manyPayments(30), { pageLength: 7 });
    const body = await readJson(await list(sim, SUB, INV));
    expect(body.data).toHaveLength(7);
    expect(body.links.last).toBe(href(7, 28));
    expect(body.meta.page).toEqual({ limit: 7, offset: 0, current: 1, total: 5 });
  });

  it.each([
    ['page[limit]=0', 'page[limit]'],
    ['page[limit]=101', 'page[limit]'],
    ['page[limit]=abc', 'page[limit]'],
    ['page[limit]=2.5', 'page[limit]'],
    ['page[limit]=', 'page[limit]'],
    ['page[offset]=-1', 'page[offset]'],
    ['page[offset]=10001', 'page[offset]'],
    ['page[offset]=1e3', 'page[offset]'],
  ])('rejects %s with 400 naming %s', async (query, name) => {
    const sim = simWith(manyPayments(3));
    const response = await list(sim, SUB, INV, `?${query}`);
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ status: '400', title: 'Bad Request' });
    expect(body.errors[0].detail).toContain(name);
  });

  it('accepts the limits themselves: page[limit]=1 and 100, page[offset]=0 and 10000', async () => {
    const sim = simWith(manyPayments(3));
    for (const query of [
      '?page[limit]=1',
      '?page[limit]=100',
      '?page[offset]=0',
      '?page[offset]=10000',
    ]) {
      expect((await list(sim, SUB, INV, query)).status, query).toBe(200);
    }
  });

  it('answers an invoice without payments with empty data and full meta', async () => {
    const sim = simWith(manyPayments(3));
    const body = await readJson(await list(sim, SUB, EMPTY_INV));
    expect(body.data).toEqual([]);
    expect(body.links.next).toBeNull();
    expect(body.links.prev).toBeNull();
    expect(body.meta).toEqual({
      page: { limit: 25, offset: 0, current: 1, total: 0 },
      results: { total: 0 },
    });
  });

  it('answers an unknown invoice with 404 in EP error shape', async () => {
    const sim = simWith(manyPayments(3));
    const response = await list(sim, SUB, OTHER_INV);
    expect(response.status).toBe(404);
    const body = await readJson(response);
    expect(body).toEqual({
      errors: [{ status: '404', title: 'Not Found', detail: expect.stringContaining(OTHER_INV) }],
    });
  });

  it('matches UUIDs case-insensitively and echoes the request path in links', async () => {
    const sim = simWith(manyPayments(3));
    const body = await readJson(await list(sim, SUB.toUpperCase(), INV.toUpperCase()));
    expect(body.data).toHaveLength(3);
    expect(body.links.first).toContain(
      `/subscriptions/${SUB.toUpperCase()}/invoices/${INV.toUpperCase()}/payments?`,
    );
  });

  it.each([
    ['subscription_uuid', 'not-a-uuid', INV],
    ['invoice_uuid', SUB, '1234'],
  ])('rejects a malformed %s with 400', async (name, sid, iid) => {
    const sim = simWith(manyPayments(1));
    const response = await list(sim, sid, iid);
    expect(response.status).toBe(400);
    expect((await readJson(response)).errors[0].detail).toContain(name);
  });

  it('checks the token before the query: a bad page[limit] without a token is 401', async () => {
    const sim = simWith(manyPayments(1));
    const response = await sim.fetch(listUrl(SUB, INV, '?page[limit]=0'));
    expect(response.status).toBe(401);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers %s with 405', async (method) => {
    const sim = simWith(manyPayments(1));
    const response = await sim.fetch(listUrl(SUB, INV), {
      method,
      headers: { authorization: `Bearer ${await token(sim)}` },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect((await readJson(response)).errors[0]).toMatchObject({
      status: '405',
      title: 'Method Not Allowed',
    });
  });

  it.each([
    '/v2/subscriptions/offerings-of-nothing',
    '/v1/payments',
    `/v2/subscriptions/subscriptions/${SUB}/invoices/${INV}/lines`,
  ])('answers the unknown path %s with 404 in EP error shape', async (path) => {
    const sim = simWith(manyPayments(1));
    const response = await sim.fetch(`http://ep.test${path}`);
    expect(response.status).toBe(404);
    expect((await readJson(response)).errors[0]).toMatchObject({
      status: '404',
      title: 'Not Found',
    });
  });
});

describe('int64 amounts', () => {
  it('writes the extremes of the int64 range as bare JSON numbers, digit for digit', async () => {
    const min = fixturePayment(1, { amount: { currency: 'USD', amount: '-9223372036854775808' } });
    const max = fixturePayment(2, {
      amount: { currency: 'JPY', amount: '9223372036854775807', includes_tax: true },
    });
    const sim = simWith([min, max]);
    const text = await (await list(sim, SUB, INV)).text();
    expect(text).toContain('"amount":{"currency":"USD","amount":-9223372036854775808}');
    expect(text).toContain(
      '"amount":{"currency":"JPY","amount":9223372036854775807,"includes_tax":true}',
    );
  });
});

describe('realistic mode', () => {
  it('drops the top-level meta but keeps links', async () => {
    const sim = simWith(manyPayments(30), { realistic: true });
    const body = await readJson(await list(sim, SUB, INV, '?page[limit]=10'));
    expect(Object.keys(body)).toEqual(['data', 'links']);
    expect(body.links).toEqual({
      first: href(10, 0),
      last: href(10, 20),
      next: href(10, 10),
      prev: null,
    });
  });

  it('puts manual_payment in the payment meta instead of attributes', async () => {
    const manual = fixturePayment(5, {
      manual_payment: true,
      pending: true,
      success: false,
      gateway: 'manual',
    });
    const sim = simWith([manual], { realistic: true });
    const [payment] = (await readJson(await list(sim, SUB, INV))).data;
    expect(payment?.attributes).not.toHaveProperty('manual_payment');
    expect(payment?.attributes).toMatchObject({ pending: true, success: false, gateway: 'manual' });
    expect(payment?.meta.manual_payment).toBe(true);
  });

  it('answers an unknown invoice with 200, empty data, links and no meta', async () => {
    const sim = simWith(manyPayments(3), { realistic: true });
    const response = await list(sim, SUB, OTHER_INV);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.data).toEqual([]);
    expect(body).not.toHaveProperty('meta');
    expect(body.links.next).toBeNull();
  });

  it('still rejects bad paging parameters and tokens', async () => {
    const sim = simWith(manyPayments(3), { realistic: true });
    expect((await list(sim, SUB, INV, '?page[limit]=101')).status).toBe(400);
    expect((await sim.fetch(listUrl(SUB, INV))).status).toBe(401);
  });
});
