import type { PaymentsPage } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createHarness, IID, paymentsPath, SID } from '../testing/test-harness.ts';

describe('GET payments: happy path', () => {
  it('returns the page with exact string amounts, manual_payment and totals', async () => {
    const h = createHarness();
    const invoice = h.invoiceWith(240);
    const response = await h.request(paymentsPath(invoice, '?page[offset]=25&page[limit]=25'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const page = (await response.json()) as PaymentsPage;
    expect(page.data).toHaveLength(25);
    expect(page.meta.page).toEqual({
      limit: 25,
      offset: 25,
      current: 2,
      total: Math.ceil(invoice.payments / 25),
      hasNext: true,
    });
    expect(page.meta.results.total).toBe(invoice.payments);
    for (const p of page.data) {
      expect(p.attributes.amount.amount).toMatch(/^-?\d+$/);
      expect(typeof p.attributes.manual_payment).toBe('boolean');
      expect(p.meta.invoice_id).toBe(invoice.invoiceId);
    }
  });

  it('omits page[limit] upstream when the browser gives none, so the store page length applies', async () => {
    const h = createHarness({ sim: { pageLength: 30 } });
    const invoice = h.invoiceWith(240);
    const page = (await (await h.request(paymentsPath(invoice))).json()) as PaymentsPage;
    expect(page.data).toHaveLength(30);
    expect(page.meta.page.limit).toBe(30);
    const forwarded = new URL(h.sim.requests.at(-1)?.url ?? '');
    expect(forwarded.searchParams.has('page[limit]')).toBe(false);
    expect(forwarded.searchParams.get('page[offset]')).toBe('0');
  });

  it('reports the last page with hasNext false', async () => {
    const h = createHarness();
    const invoice = h.invoiceWith(240);
    const page = (await (
      await h.request(
        paymentsPath(invoice, `?page[offset]=${invoice.payments - 5}&page[limit]=100`),
      )
    ).json()) as PaymentsPage;
    expect(page.data).toHaveLength(5);
    expect(page.meta.page.hasNext).toBe(false);
  });

  it('accepts percent-encoded brackets as the upstream writes them', async () => {
    const h = createHarness();
    const response = await h.request(
      paymentsPath(h.invoiceWith(240), '?page%5Boffset%5D=10&page%5Blimit%5D=10'),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as PaymentsPage).meta.page.offset).toBe(10);
  });

  it('answers 404 for an unknown invoice', async () => {
    const h = createHarness();
    const response = await h.request(paymentsPath({ subscriptionId: SID, invoiceId: IID }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [
        {
          status: '404',
          title: 'Not Found',
          detail: 'No such subscription or invoice in Elastic Path.',
        },
      ],
    });
  });
});

describe('GET payments: bad input is a 400 naming the parameter, and nothing goes upstream', () => {
  const valid = { subscriptionId: SID, invoiceId: IID };
  it.each([
    [paymentsPath({ ...valid, subscriptionId: 'nope' }), 'subscription_uuid'],
    [paymentsPath({ ...valid, invoiceId: `${IID}x` }), 'invoice_uuid'],
    [paymentsPath({ ...valid, subscriptionId: '..%2F..%2Foauth' }), 'subscription_uuid'],
    [paymentsPath(valid, '?page[offset]=-1'), 'page[offset]'],
    [paymentsPath(valid, '?page[offset]=10001'), 'page[offset]'],
    [paymentsPath(valid, '?page[offset]=1.5'), 'page[offset]'],
    [paymentsPath(valid, '?page[offset]='), 'page[offset]'],
    [paymentsPath(valid, '?page[limit]=0'), 'page[limit]'],
    [paymentsPath(valid, '?page[limit]=101'), 'page[limit]'],
    [paymentsPath(valid, '?page[limit]=abc'), 'page[limit]'],
    [paymentsPath(valid, '?page[limit]=10&page[limit]=20'), 'page[limit]'],
    [paymentsPath(valid, '?filter=eq(status,failed)'), 'filter'],
    [paymentsPath(valid, '?page[offset]=0&sort=id'), 'sort'],
  ])('%s → 400 naming %s', async (path, parameter) => {
    const h = createHarness();
    const response = await h.request(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      errors: { detail: string; source: { parameter: string } }[];
    };
    expect(body.errors[0]?.detail).toContain(parameter);
    expect(body.errors[0]?.source.parameter).toBe(parameter);
    expect(h.sim.counters).toMatchObject({ tokenRequests: 0, listRequests: 0 });
  });
});

describe('API surface', () => {
  it('answers other methods on the route with 405 and Allow', async () => {
    const h = createHarness();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await h.request(paymentsPath({ subscriptionId: SID, invoiceId: IID }), {
        method,
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toContain('GET');
      expect(((await response.json()) as { errors: { status: string }[] }).errors[0]?.status).toBe(
        '405',
      );
    }
    expect(h.sim.counters.listRequests).toBe(0);
  });

  it('answers a wrong method with 405 on any known path, and 404 where no route is', async () => {
    const h = createHarness();
    const statusOf = async (method: string, path: string) => {
      const response = await h.request(path, { method });
      return [response.status, response.headers.get('allow')];
    };
    expect(await statusOf('POST', '/healthz')).toEqual([405, 'GET, HEAD']);
    expect(await statusOf('DELETE', '/api/app-info')).toEqual([405, 'GET, HEAD']);
    expect(await statusOf('POST', '/nowhere')).toEqual([404, null]);
    expect(await statusOf('PUT', '/api/nothing/here')).toEqual([404, null]);
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const h = createHarness();
    const response = await h.request('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { errors: { status: string }[] }).errors[0]?.status).toBe(
      '404',
    );
  });

  it('sets X-Request-Id, no-store and security headers on every API response, errors included', async () => {
    const h = createHarness();
    for (const path of [
      paymentsPath(h.invoiceWith(1)),
      paymentsPath({ subscriptionId: 'x', invoiceId: IID }),
      '/api/nope',
    ]) {
      const response = await h.request(path);
      expect(response.headers.get('x-request-id')).toMatch(/.+/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBeTruthy();
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('logs one structured JSON line per request carrying its request id', async () => {
    const h = createHarness();
    const response = await h.request(paymentsPath(h.invoiceWith(1)));
    const id = response.headers.get('x-request-id');
    const line = h.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'http.request');
    expect(line).toMatchObject({ requestId: id, status: 200, method: 'GET' });
  });
});

describe('health', () => {
  it('healthz is 200; readyz follows whether a token can be had', async () => {
    const h = createHarness();
    expect((await h.request('/healthz')).status).toBe(200);
    expect((await h.request('/readyz')).status).toBe(200);
    const down = createHarness();
    down.sim.inject('token', { kind: 'status', status: 401 });
    expect((await down.request('/readyz')).status).toBe(503);
  });
});
