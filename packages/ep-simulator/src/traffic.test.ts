import { describe, expect, it } from 'vitest';
import { createControlApp } from './control-app.ts';
import { createCounters, TrafficObserver } from './counters.ts';
import { createSimulator } from './create-simulator.ts';
import { targetsOf } from './fault-targets.ts';
import { api, token, UNKNOWN } from './test-support.ts';

function setup(options: Parameters<typeof createSimulator>[0] = {}) {
  const sim = createSimulator(options);
  const invoice = sim.demo.invoices[0];
  if (!invoice) throw new Error('no demo invoice');
  return { sim, invoice };
}

describe('counters per route', () => {
  it('counts each route, every GET, and both payment lists as listRequests', async () => {
    const { sim, invoice } = setup();
    await api(sim, '/v2/subscriptions/subscribers');
    await api(sim, `/v2/subscriptions/invoices/${invoice.id}`);
    await api(sim, `/v2/subscriptions/invoices/${invoice.id}/payments`);
    await api(
      sim,
      `/v2/subscriptions/subscriptions/${invoice.subscriptionId}/invoices/${invoice.id}/payments`,
    );
    await api(sim, '/v2/accounts');
    await api(sim, '/v2/nothing-here');
    expect(sim.counters).toMatchObject({
      tokenRequests: 1,
      listRequests: 2,
      getRequests: 6,
      writeRequests: 0,
      requestsByRoute: {
        token: 1,
        'subscribers.list': 1,
        'invoices.get': 1,
        'invoice-payments.list': 1,
        'payments.list': 1,
        'accounts.list': 1,
        unknown: 1,
      },
    });
  });

  it('counts requests without a valid token too (they reached the route)', async () => {
    const { sim } = setup();
    const response = await sim.fetch('http://ep.test/v2/subscriptions/jobs');
    expect(response.status).toBe(401);
    expect(sim.counters.requestsByRoute['jobs.list']).toBe(1);
  });
});

describe('writes are counted and refused', () => {
  it.each([
    ['PUT', '/v2/subscriptions/invoices/{iid}/payments/{pid}'],
    ['POST', '/v2/subscriptions/subscriptions'],
    ['DELETE', '/v2/subscriptions/subscribers/{iid}'],
    ['PATCH', '/v2/accounts/{iid}'],
    ['POST', '/v2/subscriptions/no-such-thing'],
    ['OPTIONS', '/v2/subscriptions/jobs'],
  ])('%s %s → 405, recorded', async (method, template) => {
    const { sim, invoice } = setup();
    const path = template.replace('{iid}', invoice.id).replace('{pid}', UNKNOWN);
    const bearer = await token(sim);
    const response = await sim.fetch(`http://ep.test${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}` },
      body: method === 'PUT' ? JSON.stringify({ data: { success: true } }) : undefined,
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(sim.counters.writeRequests).toBe(1);
    expect(sim.counters.writes).toEqual([{ method, path }]);
    expect(sim.counters.getRequests).toBe(0);
  });

  it('does not count reads or the token POST as writes', async () => {
    const { sim } = setup();
    await api(sim, '/v2/subscriptions/schedules');
    await api(sim, '/v2/subscriptions/schedules', { method: 'HEAD' });
    expect(sim.counters.writeRequests).toBe(0);
    expect(sim.counters.tokenRequests).toBe(1);
  });
});

describe('faults on any route', () => {
  it('orders targets from the route to its family, the payment lists, then every API route', () => {
    expect(targetsOf('invoice-payments.list')).toEqual([
      'invoice-payments.list',
      'list',
      'payments',
      'api',
    ]);
    expect(targetsOf('subscription-invoices.get')).toEqual([
      'subscription-invoices.get',
      'invoices',
      'api',
    ]);
    expect(targetsOf('token')).toEqual(['token']);
  });

  it('hits only the targeted route, without needing a token', async () => {
    const { sim, invoice } = setup();
    sim.inject('invoices.get', { kind: 'status', status: 503, retryAfter: '2' });
    const faulted = await sim.fetch(`http://ep.test/v2/subscriptions/invoices/${invoice.id}`);
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('retry-after')).toBe('2');
    expect((await api(sim, `/v2/subscriptions/invoices/${invoice.id}`)).status).toBe(200);
  });

  it('hits a whole family, and api hits every route but the token', async () => {
    const { sim, invoice } = setup();
    sim.inject('invoices', { kind: 'malformed-json' }, 2);
    const text = await (await api(sim, '/v2/subscriptions/invoices')).text();
    expect(() => JSON.parse(text)).toThrow();
    expect(
      (await api(sim, `/v2/subscriptions/subscriptions/${invoice.subscriptionId}/invoices`)).status,
    ).toBe(200);
    sim.inject('api', { kind: 'status', status: 429 }, 3);
    expect((await api(sim, '/v2/accounts')).status).toBe(429);
    expect((await api(sim, '/v2/subscriptions/dunning-rules')).status).toBe(429);
    expect((await api(sim, `/v2/subscriptions/invoices/${invoice.id}/payments`)).status).toBe(429);
    expect((await api(sim, '/v2/accounts')).status).toBe(200);
  });

  it("keeps 'list' meaning the payment lists, now on both paths", async () => {
    const { sim, invoice } = setup();
    sim.inject('list', { kind: 'html' }, 2);
    const alone = await api(sim, `/v2/subscriptions/invoices/${invoice.id}/payments`);
    expect(alone.headers.get('content-type')).toContain('text/html');
    expect((await api(sim, `/v2/subscriptions/invoices/${invoice.id}`)).status).toBe(200);
  });

  it('rejects an unknown target', () => {
    const { sim } = setup();
    expect(() => sim.inject('refunds' as never, { kind: 'html' })).toThrow(/target/);
  });
});

describe('latency, concurrency and rate', () => {
  it('delays every route and reports the most requests in flight at once', async () => {
    const { sim, invoice } = setup({ latencyMs: 40 });
    await token(sim);
    const started = Date.now();
    await Promise.all([
      api(sim, '/v2/accounts'),
      api(sim, `/v2/subscriptions/invoices/${invoice.id}`),
      api(sim, '/v2/subscriptions/jobs'),
      api(sim, '/v2/subscriptions/schedules'),
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    expect(sim.counters.maxInFlight).toBe(4);
    await api(sim, '/v2/accounts');
    expect(sim.counters.maxInFlight).toBe(4);
  });

  it('counts round trips: parallel calls once, each call after an answer one more', async () => {
    const { sim, invoice } = setup();
    await api(sim, '/v2/accounts'); // the token api() reuses
    sim.reset();
    sim.setLatency(20);
    await Promise.all([api(sim, '/v2/accounts'), api(sim, '/v2/subscriptions/jobs')]);
    expect(sim.counters.roundTrips).toBe(1);
    await api(sim, `/v2/subscriptions/invoices/${invoice.id}`);
    await Promise.all([api(sim, '/v2/accounts'), api(sim, '/v2/subscriptions/schedules')]);
    expect(sim.counters.roundTrips).toBe(3);
    sim.reset();
    expect(sim.counters.roundTrips).toBe(0);
  });

  it('a call still open across reset() does not lengthen the chain after it', async () => {
    const { sim } = setup();
    await api(sim, '/v2/accounts'); // the token api() reuses
    sim.reset();
    sim.setLatency(60);
    const open = api(sim, '/v2/accounts');
    await new Promise((r) => setTimeout(r, 10));
    sim.reset();
    await open;
    await api(sim, '/v2/subscriptions/jobs');
    expect(sim.counters.roundTrips).toBe(1);
  });

  it('reports the most arrivals within any 1000 ms on the simulator clock', async () => {
    let clock = 0;
    const { sim } = setup({ now: () => clock });
    for (const at of [100, 200, 300, 1150, 1200, 2500]) {
      clock = at;
      await api(sim, '/v2/accounts');
    }
    // The token at 100, then 100, 200, 300 fall in one second; 300, 1150, 1200 in another.
    expect(sim.counters.maxPerSecond).toBe(4);
    sim.reset();
    expect(sim.counters).toMatchObject({ maxPerSecond: 0, maxInFlight: 0, requestsByRoute: {} });
  });

  it('counts arrivals exactly 1000 ms apart within one second (a closed window)', async () => {
    let clock = 1000;
    const { sim } = setup({ now: () => clock });
    await api(sim, '/v2/accounts'); // the token and the call, both at 1000
    clock = 2000;
    await api(sim, '/v2/accounts');
    expect(sim.counters.maxPerSecond).toBe(3);
  });

  it('shows the new counters on the control API', async () => {
    const { sim } = setup();
    const control = createControlApp(sim);
    await api(sim, '/v2/accounts');
    const injected = await control.request('/faults', {
      method: 'POST',
      body: JSON.stringify({ target: 'accounts.get', fault: { kind: 'status', status: 500 } }),
    });
    expect(injected.status).toBe(204);
    const counters = await (await control.request('/counters')).json();
    expect(counters).toMatchObject({
      tokenRequests: 1,
      getRequests: 1,
      requestsByRoute: { 'accounts.list': 1 },
      writeRequests: 0,
      writes: [],
      maxInFlight: 1,
      maxPerSecond: expect.any(Number),
      roundTrips: 2, // the token, then the list
    });
  });
});

describe('TrafficObserver', () => {
  it('counts a sliding 1000 ms window through thousands of arrivals', () => {
    let clock = 0;
    const counters = createCounters();
    const observer = new TrafficObserver(counters, () => clock);
    for (clock = 0; clock < 6000; clock++) {
      observer.leave(observer.enter());
    }
    // One a millisecond: a closed second holds both of its ends, 1001 arrivals.
    expect(counters.maxPerSecond).toBe(1001);
    expect(counters.maxInFlight).toBe(1);
    // Each arrived after the one before was answered: one long chain.
    expect(counters.roundTrips).toBe(6000);
    expect(observer.inFlight).toBe(0);
  });
});
