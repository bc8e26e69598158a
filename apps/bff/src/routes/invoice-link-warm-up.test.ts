/**
 * Serving an invoice address's HTML starts the page's reads, and the browser's
 * `GET /api/invoices/{id}` that follows costs the store nothing more: the same calls as the API
 * request alone, counted at the simulator, whether it arrives while the reads are in flight or
 * after they finished, with the read cache on (as deployed) or off (as the bench runs). Someone the
 * API would refuse starts no read, and neither does anything but a browser's top-level navigation
 * (a frame, an image, a script's fetch, a prefetch: what another site can make a browser send).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Env } from '../config.ts';
import { createHarness, type Harness } from '../testing/test-harness.ts';

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pc-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Payments Console</title>');
  return dir;
}

/** Every call to Elastic Path but the token's, and a way to wait for those under way. */
function countedCalls(get: () => Harness) {
  const calls: string[] = [];
  const underWay = new Set<Promise<Response>>();
  const fetch = ((input: string, init?: RequestInit) => {
    const url = String(input);
    if (!url.includes('/oauth/'))
      calls.push(new URL(url).pathname.replace(/[0-9a-f-]{36}/g, ':id'));
    const answer = Promise.resolve(get().sim.fetch(input, init));
    underWay.add(answer);
    void answer.finally(() => underWay.delete(answer));
    return answer;
  }) as typeof globalThis.fetch;
  /** Until no call is under way, as many times as a finished call may start another. */
  const settled = async () => {
    while (underWay.size > 0) await Promise.allSettled([...underWay]);
    await new Promise((resolve) => setImmediate(resolve));
    if (underWay.size > 0) await settled();
  };
  return { fetch, calls, settled };
}

const CACHE_ON: Env = { EP_CACHE_TTL_S: '60', EP_CACHE_CONFIG_TTL_S: '300' };
const CACHE_OFF: Env = { EP_CACHE_TTL_S: '0', EP_CACHE_CONFIG_TTL_S: '0' };

function harness(env: Env = {}) {
  let h: Harness | undefined;
  const counted = countedCalls(() => h as Harness);
  h = createHarness({ env: { WEB_DIST: fakeDist(), ...env }, deps: { fetch: counted.fetch } });
  return { h, ...counted };
}

/** The headers a browser sends when it opens an address in a tab. */
const NAVIGATION = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' };
const open = (h: Harness, path: string) => h.rawRequest(path, { headers: NAVIGATION });

/** The calls one cold `GET /api/invoices/{id}` makes with nothing warmed. */
async function callsOfTheApiAlone(invoiceId: string, env: Env): Promise<string[]> {
  const { h, calls } = harness(env);
  const response = await h.request(`/api/invoices/${invoiceId}`);
  expect(response.status).toBe(200);
  return calls.sort();
}

describe.each([
  ['on', CACHE_ON],
  ['off', CACHE_OFF],
])('a deep link to an invoice warms its reads (read cache %s)', (_cache, cache) => {
  const invoice = createHarness().invoiceWith(246);
  const address = `/subscriptions/${invoice.subscriptionId}/invoices/${invoice.invoiceId}`;

  it('costs no call beyond the API request, when that request joins the reads in flight', async () => {
    const alone = await callsOfTheApiAlone(invoice.invoiceId, cache);
    expect(alone).toHaveLength(8);

    const { h, calls } = harness(cache);
    const html = await open(h, address);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('<title>Payments Console</title>');
    // The reads began with the HTML, before the browser asked for anything.
    expect(calls.length).toBeGreaterThan(0);

    const api = await h.request(`/api/invoices/${invoice.invoiceId}`);
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ payments: 246, attemptsComplete: true });
    expect(calls.sort()).toEqual(alone);
  });

  it('costs no call beyond the API request, when the reads finished before it came', async () => {
    const alone = await callsOfTheApiAlone(invoice.invoiceId, cache);
    const { h, calls, settled } = harness(cache);
    await open(h, `/invoices/${invoice.invoiceId}`);
    await settled();
    expect(calls.sort()).toEqual(alone);

    const api = await h.request(`/api/invoices/${invoice.invoiceId}`);
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ payments: 246, attemptsComplete: true });
    // Its "as of" is when the head start read Elastic Path.
    expect(api.headers.get('x-read-at')).toBe(new Date(h.clock.now).toISOString());
    await settled();
    expect(calls.sort()).toEqual(alone);
  });

  it('is not what a Refresh gets: that reads Elastic Path again', async () => {
    const alone = await callsOfTheApiAlone(invoice.invoiceId, cache);
    const { h, calls, settled } = harness(cache);
    await open(h, address);
    await settled();
    const refresh = await h.request(`/api/invoices/${invoice.invoiceId}`, {
      headers: { 'X-Refresh': '1' },
    });
    expect(refresh.status).toBe(200);
    await settled();
    // The invoice, its payments and its owners read twice (the retry rules keep their own cache).
    const twice = alone.filter((path) => !path.includes('dunning') && !path.includes('schedules'));
    expect(calls.length).toBe(alone.length + twice.length);
  });

  it('reads nothing for someone the API would refuse, nor for an address that is no invoice', async () => {
    const { h, calls, settled } = harness({
      ...cache,
      AUTH_MODE: 'proxy',
      AUTH_PROXY_JWT_HEADER: 'Cf-Access-Jwt-Assertion',
      AUTH_PROXY_JWKS_URL: 'https://team.cloudflareaccess.com/cdn-cgi/access/certs',
      AUTH_PROXY_AUDIENCE: 'payments-console',
      STAFF_EMAIL_DOMAINS: 'example.com',
    });
    const html = await open(h, address);
    expect(html.status).toBe(200);
    const api = await h.request(`/api/invoices/${invoice.invoiceId}`);
    expect(api.status).toBe(401);

    const other = harness(cache);
    await open(other.h, '/invoices/not-a-uuid');
    await open(other.h, `/customers/${invoice.invoiceId}`);
    await Promise.all([settled(), other.settled()]);
    expect(calls).toEqual([]);
    expect(other.calls).toEqual([]);
  });

  it('reads nothing for what another site can make a browser ask for: a frame, an image, a fetch, a prefetch', async () => {
    const { h, calls, settled } = harness(cache);
    for (const headers of [
      {},
      { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Mode': 'navigate' },
      { 'Sec-Fetch-Dest': 'image', 'Sec-Fetch-Mode': 'no-cors' },
      { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' },
      { ...NAVIGATION, 'Sec-Purpose': 'prefetch' },
    ]) {
      const html = await h.rawRequest(address, { headers });
      expect(html.status).toBe(200);
    }
    await settled();
    expect(calls).toEqual([]);
  });
});
