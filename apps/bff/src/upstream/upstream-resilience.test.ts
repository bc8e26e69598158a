import { describe, expect, it } from 'vitest';
import { createHarness, paymentsPath } from '../testing/test-harness.ts';

async function errorOf(response: Response) {
  const body = (await response.json()) as {
    errors: { status: string; title: string; detail: string }[];
  };
  return { ...body.errors[0], status: response.status };
}

describe('upstream 401', () => {
  it('drops the token, fetches a new one and retries exactly once', async () => {
    const h = createHarness();
    const invoice = h.invoiceWith(1);
    await h.request(paymentsPath(invoice));
    h.sim.revokeTokens();
    const response = await h.request(paymentsPath(invoice));
    expect(response.status).toBe(200);
    expect(h.sim.counters).toMatchObject({ tokenRequests: 2, listRequests: 3 });
  });

  it('answers 502 at once when a freshly issued token is refused (no second token: token-refusal.test.ts)', async () => {
    const h = createHarness();
    h.sim.inject('list', { kind: 'status', status: 401 }, 2);
    const response = await h.request(paymentsPath(h.invoiceWith(1)));
    expect(await errorOf(response)).toMatchObject({
      status: 502,
      detail: expect.stringContaining('access token'),
    });
    expect(h.sim.counters).toMatchObject({ tokenRequests: 1, listRequests: 1 });
  });
});

describe('token endpoint failures', () => {
  it.each([
    ['a 500', { kind: 'status', status: 500 } as const],
    ['an HTML page', { kind: 'html' } as const],
    ['truncated JSON', { kind: 'malformed-json' } as const],
    [
      'a body without access_token',
      { kind: 'body', status: 200, body: '{"token_type":"Bearer","expires_in":3600}' } as const,
    ],
    ['a redirect', { kind: 'redirect', location: 'http://evil.test/steal' } as const],
  ])('%s → 502, and the next request recovers', async (_name, fault) => {
    const h = createHarness();
    const invoice = h.invoiceWith(1);
    h.sim.inject('token', fault);
    expect(await errorOf(await h.request(paymentsPath(invoice)))).toMatchObject({
      status: 502,
      detail: expect.stringContaining('access token'),
    });
    expect(h.sim.counters.listRequests).toBe(0);
    // Once the back-off after a failed token request (1 s) has passed.
    h.clock.now += 1000;
    expect((await h.request(paymentsPath(invoice))).status).toBe(200);
  });
});

describe('slow and failing upstream', () => {
  it('a hanging upstream → 504 within the timeout', async () => {
    const h = createHarness({ env: { EP_TIMEOUT_MS: '300' } });
    const invoice = h.invoiceWith(1);
    h.sim.inject('list', { kind: 'hang' });
    const started = performance.now();
    const response = await h.request(paymentsPath(invoice));
    const elapsed = performance.now() - started;
    expect(await errorOf(response)).toMatchObject({
      status: 504,
      detail: expect.stringContaining('in time'),
    });
    expect(elapsed).toBeGreaterThanOrEqual(250);
  });

  it('429 is not retried here: the browser gets 429 with the upstream Retry-After at once', async () => {
    const h = createHarness();
    h.sim.inject('list', { kind: 'status', status: 429, retryAfter: '7' }, 3);
    const response = await h.request(paymentsPath(h.invoiceWith(1)));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await errorOf(response)).toMatchObject({ detail: expect.stringMatching(/rate limit/i) });
    expect(h.sim.counters.listRequests).toBe(1);
    expect(h.sleeps).toEqual([]);
  });

  it('after a 429 sends the store nothing until its Retry-After passed, for any path, then asks again', async () => {
    const h = createHarness();
    const invoice = h.invoiceWith(1);
    const other = h.invoiceWith(2);
    h.sim.inject('api', { kind: 'status', status: 429, retryAfter: '3' }, 1);
    expect((await h.request(paymentsPath(invoice))).status).toBe(429);
    const calls = h.sim.requests.length;
    h.clock.now += 1_200;
    // Another path and another request of the same view: answered with the time still left.
    for (const path of [paymentsPath(invoice), paymentsPath(other)]) {
      const held = await h.request(path);
      expect(held.status).toBe(429);
      expect(held.headers.get('retry-after')).toBe('2');
    }
    expect(h.sim.requests.length).toBe(calls);
    // The hold ends when the store said it may: the next view is not refused.
    h.clock.now += 1_800;
    expect((await h.request(paymentsPath(other))).status).toBe(200);
    expect(h.sim.requests.length).toBe(calls + 1);
  });

  it('holds at most a minute, whatever Retry-After said', async () => {
    const h = createHarness();
    const invoice = h.invoiceWith(1);
    h.sim.inject('list', { kind: 'status', status: 429, retryAfter: '3600' }, 1);
    const first = await h.request(paymentsPath(invoice));
    expect(first.headers.get('retry-after')).toBe('3600');
    h.clock.now += 59_000;
    expect((await h.request(paymentsPath(invoice))).headers.get('retry-after')).toBe('1');
    h.clock.now += 1_000;
    expect((await h.request(paymentsPath(invoice))).status).toBe(200);
  });

  it('429 without Retry-After asks the browser to wait 1 s', async () => {
    const h = createHarness();
    h.sim.inject('list', { kind: 'status', status: 429 }, 1);
    const response = await h.request(paymentsPath(h.invoiceWith(1)));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it('caps a long Retry-After on a 503 at 2 s and uses backoff with jitter without one', async () => {
    const h = createHarness();
    h.sim.inject('list', { kind: 'status', status: 503, retryAfter: '120' }, 1);
    h.sim.inject('list', { kind: 'status', status: 503 }, 1);
    expect((await h.request(paymentsPath(h.invoiceWith(1)))).status).toBe(200);
    // random() is 0.5 in the harness: 2nd retry = 400 ms + 100 ms jitter.
    expect(h.sleeps).toEqual([2000, 500]);
    expect(h.sim.counters.listRequests).toBe(3);
  });

  it.each([502, 503, 504])('%i three times → 502', async (status) => {
    const h = createHarness();
    h.sim.inject('list', { kind: 'status', status }, 3);
    expect(await errorOf(await h.request(paymentsPath(h.invoiceWith(1))))).toMatchObject({
      status: 502,
    });
    expect(h.sim.counters.listRequests).toBe(3);
  });

  it('500 is not retried', async () => {
    const h = createHarness();
    h.sim.inject('list', { kind: 'status', status: 500 });
    expect((await h.request(paymentsPath(h.invoiceWith(1)))).status).toBe(502);
    expect(h.sim.counters.listRequests).toBe(1);
  });

  it.each([
    ['truncated JSON', { kind: 'malformed-json' } as const],
    ['an HTML page', { kind: 'html' } as const],
    [
      'a body of the wrong shape',
      { kind: 'body', status: 200, body: '{"data":[{"id":"x"}]}' } as const,
    ],
  ])('%s → 502 saying the upstream sent an unexpected response', async (_name, fault) => {
    const h = createHarness();
    h.sim.inject('list', fault);
    const error = await errorOf(await h.request(paymentsPath(h.invoiceWith(1))));
    expect(error).toMatchObject({
      status: 502,
      detail: 'Elastic Path sent an unexpected response.',
    });
  });

  it('does not follow an upstream redirect', async () => {
    const h = createHarness();
    h.sim.inject('list', { kind: 'redirect', location: 'http://evil.test/collect' });
    expect((await h.request(paymentsPath(h.invoiceWith(1)))).status).toBe(502);
    expect(h.sim.requests.some((r) => r.url.includes('evil.test'))).toBe(false);
  });
});

describe('coalescing', () => {
  it('100 identical concurrent requests share one upstream call; later ones go upstream again', async () => {
    const h = createHarness({ sim: { latencyMs: 50 } });
    const invoice = h.invoiceWith(100);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => h.request(paymentsPath(invoice, '?page[limit]=25'))),
    );
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(h.sim.counters.listRequests).toBe(1);
    await h.request(paymentsPath(invoice, '?page[limit]=25'));
    expect(h.sim.counters.listRequests).toBe(2);
  });

  it('a request does not join a call older than the join window: a hung call does not keep a page failing', async () => {
    // Timeout 1 s → join window 200 ms (a fifth of it, at most 2 s).
    const h = createHarness({ env: { EP_TIMEOUT_MS: '1000' } });
    const path = paymentsPath(h.invoiceWith(1));
    h.sim.inject('list', { kind: 'hang' });
    const hung = h.request(path);
    await new Promise((r) => setTimeout(r, 20));
    h.clock.now += 150;
    const joiner = h.request(path);
    await new Promise((r) => setTimeout(r, 20));
    h.clock.now += 3_000;
    // Past the window: its own call, answered; joined, it would have hung until the 504.
    const fresh = await h.request(path);
    expect(fresh.status).toBe(200);
    expect((await hung).status).toBe(504);
    // Joined within the window: shares the hung call's fate.
    expect((await joiner).status).toBe(504);
    expect(h.sim.counters.listRequests).toBe(2);
  });
});
