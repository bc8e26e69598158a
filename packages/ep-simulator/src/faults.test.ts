import { describe, expect, it } from 'vitest';
import { createSimulator } from './create-simulator.ts';
import {
  FORM,
  fixturePayment,
  INV,
  list,
  readJson,
  requestToken,
  SUB,
  token,
} from './test-support.ts';
import type { Fault, FaultTarget } from './types.ts';

const data = { data: [fixturePayment(1)], empty: [] };

/** One request to `target` as a client would make it (with a valid token for the list). */
async function hit(
  sim: ReturnType<typeof createSimulator>,
  target: FaultTarget,
  bearer: string,
  init: RequestInit = {},
) {
  if (target === 'token') {
    const body =
      'grant_type=client_credentials&client_id=demo-client-id&client_secret=demo-client-secret';
    return sim.fetch('http://ep.test/oauth/access_token', {
      ...init,
      method: 'POST',
      headers: FORM,
      body,
    });
  }
  return sim.fetch(
    `http://ep.test/v2/subscriptions/subscriptions/${SUB}/invoices/${INV}/payments`,
    {
      ...init,
      headers: { authorization: `Bearer ${bearer}` },
    },
  );
}

describe.each<FaultTarget>(['token', 'list'])('faults on %s', (target) => {
  async function setup(fault: Fault, times?: number) {
    const sim = createSimulator({ data });
    const bearer = await token(sim);
    sim.reset();
    sim.inject(target, fault, times);
    return { sim, bearer };
  }

  it('status: EP error body, and Retry-After when given', async () => {
    const { sim, bearer } = await setup({ kind: 'status', status: 429, retryAfter: '3' });
    const response = await hit(sim, target, bearer);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await readJson(response)).toEqual({
      errors: [{ status: '429', title: 'Too Many Requests' }],
    });

    const next = await hit(sim, target, bearer);
    expect(next.status).toBe(200);
    expect(next.headers.get('retry-after')).toBeNull();
  });

  it('malformed-json: 200 application/json that does not parse', async () => {
    const { sim, bearer } = await setup({ kind: 'malformed-json' });
    const response = await hit(sim, target, bearer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('html: 200 with an HTML page', async () => {
    const { sim, bearer } = await setup({ kind: 'html' });
    const response = await hit(sim, target, bearer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/);
  });

  it('redirect: 302 with Location', async () => {
    const { sim, bearer } = await setup({
      kind: 'redirect',
      location: 'https://login.example.com/',
    });
    const response = await hit(sim, target, bearer);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://login.example.com/');
  });

  it('body: any raw response with its content type', async () => {
    const { sim, bearer } = await setup({
      kind: 'body',
      status: 200,
      body: '{"token_type":"Bearer"}',
    });
    const response = await hit(sim, target, bearer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe('{"token_type":"Bearer"}');
  });

  it('hang: no answer until the request signal aborts', async () => {
    const { sim, bearer } = await setup({ kind: 'hang' });
    const controller = new AbortController();
    let settled = false;
    const pending = hit(sim, target, bearer, { signal: controller.signal }).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    // The fault was consumed; the endpoint answers normally again.
    expect((await hit(sim, target, bearer)).status).toBe(200);
  });

  it('counts faulted requests and applies `times` in injection order', async () => {
    const { sim, bearer } = await setup({ kind: 'status', status: 503 }, 2);
    sim.inject(target, { kind: 'status', status: 500 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await hit(sim, target, bearer)).status);
    expect(statuses).toEqual([503, 503, 500, 200]);
    const counted = target === 'token' ? sim.counters.tokenRequests : sim.counters.listRequests;
    expect(counted).toBe(4);
  });
});

describe('fault queue', () => {
  it('keeps faults of one endpoint away from the other', async () => {
    const sim = createSimulator({ data });
    sim.inject('token', { kind: 'status', status: 503 });
    expect((await list(sim, SUB, INV, '', 'x')).status).toBe(401);
    expect((await requestToken(sim)).status).toBe(503);
  });

  it('comes before the token check on the list: a 503 needs no valid token', async () => {
    const sim = createSimulator({ data });
    sim.inject('list', { kind: 'status', status: 503 });
    expect((await list(sim, SUB, INV, '', 'not-a-token')).status).toBe(503);
  });

  it('a token body without access_token is served as given', async () => {
    const sim = createSimulator({ data });
    sim.inject('token', {
      kind: 'body',
      status: 200,
      body: '{"token_type":"Bearer","expires_in":3600}',
    });
    const body = await readJson(await requestToken(sim));
    expect(body).toEqual({ token_type: 'Bearer', expires_in: 3600 });
  });

  it('serves a body fault with a custom content type and a null-body status', async () => {
    const sim = createSimulator({ data });
    sim.inject('list', {
      kind: 'body',
      status: 502,
      body: 'upstream down',
      contentType: 'text/plain',
    });
    sim.inject('list', { kind: 'body', status: 204, body: 'ignored' });
    const first = await list(sim, SUB, INV);
    expect([first.status, first.headers.get('content-type'), await first.text()]).toEqual([
      502,
      'text/plain',
      'upstream down',
    ]);
    const second = await list(sim, SUB, INV);
    expect([second.status, await second.text()]).toEqual([204, '']);
  });

  it.each<[string, unknown, unknown, unknown]>([
    ['an unknown target', 'orders', { kind: 'html' }, 1],
    ['an unknown kind', 'list', { kind: 'explode' }, 1],
    ['a success status fault', 'list', { kind: 'status', status: 200 }, 1],
    ['a redirect without location', 'list', { kind: 'redirect', location: '' }, 1],
    ['zero times', 'list', { kind: 'html' }, 0],
  ])('rejects %s with a TypeError', (_, target, fault, times) => {
    const sim = createSimulator({ data });
    expect(() => sim.inject(target as FaultTarget, fault as Fault, times as number)).toThrow(
      TypeError,
    );
  });

  it('hang releases the handler itself once the signal aborts, so nothing stays pending', async () => {
    const sim = createSimulator({ data });
    sim.inject('list', { kind: 'hang' });
    const controller = new AbortController();
    const url = `http://ep.test/v2/subscriptions/subscriptions/${SUB}/invoices/${INV}/payments`;
    const inner = Promise.resolve(sim.app.request(url, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const response = await inner;
    expect(response.status).toBe(504);
  });

  it('reset() drops pending faults', async () => {
    const sim = createSimulator({ data });
    sim.inject('list', { kind: 'status', status: 500 }, 5);
    sim.reset();
    expect((await list(sim, SUB, INV)).status).toBe(200);
  });
});
