import { describe, expect, it } from 'vitest';
import { createSimulator, REQUEST_LOG_SIZE } from './create-simulator.ts';
import { SimulatorDataError } from './simulator-data.ts';
import { fixturePayment, INV, list, listUrl, requestToken, SUB, token } from './test-support.ts';

const data = { data: [fixturePayment(1)], empty: [] };

describe('request log', () => {
  it('records method, full URL and lower-case headers of what the client sent', async () => {
    const sim = createSimulator({ data });
    const bearer = await token(sim);
    await sim.fetch(listUrl(SUB, INV, '?page[limit]=5'), {
      headers: {
        Authorization: `Bearer ${bearer}`,
        Accept: 'application/json',
        'X-Request-ID': 'abc-1',
      },
    });
    expect(sim.requests).toHaveLength(2);
    expect(sim.requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://ep.test/oauth/access_token',
    });
    expect(sim.requests[1]).toEqual({
      method: 'GET',
      url: listUrl(SUB, INV, '?page[limit]=5'),
      headers: {
        authorization: `Bearer ${bearer}`,
        accept: 'application/json',
        'x-request-id': 'abc-1',
      },
    });
  });

  it(`keeps only the last ${REQUEST_LOG_SIZE} requests, also of unknown paths`, async () => {
    const sim = createSimulator({ data });
    for (let i = 0; i < REQUEST_LOG_SIZE + 3; i++) await sim.fetch(`http://ep.test/nowhere/${i}`);
    expect(sim.requests).toHaveLength(REQUEST_LOG_SIZE);
    expect(sim.requests[0]?.url).toBe('http://ep.test/nowhere/3');
    expect(sim.requests.at(-1)?.url).toBe(`http://ep.test/nowhere/${REQUEST_LOG_SIZE + 2}`);
  });
});

describe('counters and reset', () => {
  it('counts every request that reached each endpoint, errors included', async () => {
    const sim = createSimulator({ data });
    await requestToken(sim, { client_secret: 'wrong' });
    const bearer = await token(sim);
    await list(sim, SUB, INV, '', bearer);
    await list(sim, SUB, INV, '?page[limit]=0', bearer);
    await list(sim, SUB, INV, '', 'bad');
    await sim.fetch('http://ep.test/elsewhere');
    expect(sim.counters).toMatchObject({ tokenRequests: 2, listRequests: 3 });
  });

  it('reset() clears counters, requests, faults and latency in place but keeps tokens', async () => {
    const sim = createSimulator({ data, latencyMs: 5_000 });
    const { counters, requests } = sim;
    sim.setLatency(0);
    const bearer = await token(sim);
    sim.setLatency(5_000);
    sim.inject('list', { kind: 'status', status: 500 });
    sim.reset();

    expect(counters).toMatchObject({
      tokenRequests: 0,
      listRequests: 0,
      getRequests: 0,
      writeRequests: 0,
    });
    expect(requests).toEqual([]);
    const started = Date.now();
    expect((await list(sim, SUB, INV, '', bearer)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(sim.counters.listRequests).toBe(1);
  });
});

describe('latency', () => {
  it('delays every response by the configured time', async () => {
    const sim = createSimulator({ data, latencyMs: 60 });
    let started = performance.now();
    await sim.fetch('http://ep.test/unknown');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);

    sim.setLatency(0);
    started = performance.now();
    await sim.fetch('http://ep.test/unknown');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('gives up on a request aborted during the delay before it reaches the endpoint', async () => {
    const sim = createSimulator({ data, latencyMs: 10_000 });
    const pending = sim.fetch(listUrl(SUB, INV), { signal: AbortSignal.timeout(30) });
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(sim.counters.listRequests).toBe(0);
    expect(sim.requests).toHaveLength(1);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects a latency of %s', (ms) => {
    const sim = createSimulator({ data });
    expect(() => sim.setLatency(ms)).toThrow(RangeError);
  });
});

describe('fetch', () => {
  it('accepts a URL object and a Request like fetch does', async () => {
    const sim = createSimulator({ data });
    expect((await sim.fetch(new URL('http://ep.test/nowhere'))).status).toBe(404);
    const request = new Request('http://ep.test/oauth/access_token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=demo-client-id&client_secret=demo-client-secret',
    });
    expect((await sim.fetch(request)).status).toBe(200);
  });

  it('rejects at once for an already aborted signal', async () => {
    const sim = createSimulator({ data });
    const controller = new AbortController();
    controller.abort();
    await expect(sim.fetch(listUrl(SUB, INV), { signal: controller.signal })).rejects.toMatchObject(
      { name: 'AbortError' },
    );
    expect(sim.requests).toHaveLength(0);
  });
});

describe('options', () => {
  it('lists every invoice with a label and its payment count', () => {
    const sim = createSimulator({
      data: {
        data: [fixturePayment(1), fixturePayment(2)],
        empty: [{ subscription_id: SUB, invoice_id: '44444444-4444-4444-8444-444444444444' }],
        subscription_names: { [SUB]: 'Acme Cloud' },
      },
    });
    expect(sim.invoices).toEqual([
      { subscriptionId: SUB, invoiceId: INV, label: 'Acme Cloud · USD · 2 payments', payments: 2 },
      {
        subscriptionId: SUB,
        invoiceId: '44444444-4444-4444-8444-444444444444',
        label: 'Acme Cloud · no payments',
        payments: 0,
      },
    ]);
  });

  it('falls back to a short id when a subscription has no name', () => {
    const sim = createSimulator({ data });
    expect(sim.invoices[0]?.label).toBe('Subscription 11111111 · USD · 1 payment');
  });

  it('serves the demo seed by default with the demo credentials', async () => {
    const sim = createSimulator();
    expect(sim.credentials).toEqual({
      clientId: 'demo-client-id',
      clientSecret: 'demo-client-secret',
    });
    expect(sim.invoices.length).toBeGreaterThan(5);
    const [first] = sim.invoices;
    expect((await list(sim, first?.subscriptionId ?? '', first?.invoiceId ?? '')).status).toBe(200);
  });

  it.each([
    [{ tokenTtlSeconds: 0 }, /tokenTtlSeconds/],
    [{ tokenTtlSeconds: 1.5 }, /tokenTtlSeconds/],
    [{ pageLength: 0 }, /pageLength/],
    [{ pageLength: 101 }, /pageLength/],
    [{ latencyMs: -5 }, /latencyMs/],
  ])('rejects %o with a RangeError naming the option', (options, name) => {
    expect(() => createSimulator({ data, ...options })).toThrow(name);
  });

  it('checks data given in memory and names the bad field', () => {
    const bad = fixturePayment(1, { amount: { currency: 'USD', amount: '12.50' } });
    expect(() => createSimulator({ data: { data: [bad], empty: [] } })).toThrow(SimulatorDataError);
    expect(() => createSimulator({ data: { data: [bad], empty: [] } })).toThrow(
      /^options\.data: data\[0\]\.attributes\.amount\.amount: /,
    );
  });
});
