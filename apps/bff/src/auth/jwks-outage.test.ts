/**
 * While the identity proxy's key endpoint is down, tokens with a key id the
 * BFF does not hold must not each trigger a fetch (300 requests → 183 fetches before). A failed
 * fetch starts a cool-down; keys already held keep working; the rest is a 503, not a 401.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

const HEADER = 'Cf-Access-Jwt-Assertion';
let key: CryptoKey;
let jwksUrl = '';
let fetches = 0;
let down = false;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ privateKey: key } = await generateKeyPair('ES256', { extractable: true }));
  const { d: _, ...publicJwk } = await exportJWK(key);
  const app = new Hono().get('/certs', (c) => {
    fetches++;
    if (down) return c.text('upstream connect error', 503);
    return c.json({ keys: [{ ...publicJwk, kid: 'held', alg: 'ES256', use: 'sig' }] });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  close = () => new Promise((r) => server.close(() => r()));
});
afterAll(() => close());
beforeEach(() => {
  fetches = 0;
  down = false;
});

function setUp(): Harness {
  return createHarness({
    env: {
      AUTH_MODE: 'proxy',
      AUTH_PROXY_JWT_HEADER: HEADER,
      AUTH_PROXY_JWKS_URL: jwksUrl,
      AUTH_PROXY_AUDIENCE: 'payments-console',
      STAFF_EMAIL_DOMAINS: 'example.com',
    },
  });
}

function jwt(h: Harness, kid: string) {
  const iat = Math.floor(h.clock.now / 1000);
  return new SignJWT({ aud: 'payments-console', email: 'ann@example.com', iat, exp: iat + 300 })
    .setProtectedHeader({ alg: 'ES256', kid })
    .sign(key);
}

async function statuses(h: Harness, count: number, kid: (i: number) => string) {
  const seen = new Map<number, number>();
  for (let batch = 0; batch < count / 10; batch++) {
    const responses = await Promise.all(
      Array.from({ length: 10 }, async (_, i) =>
        h.request('/api/me', { headers: { [HEADER]: await jwt(h, kid(batch * 10 + i)) } }),
      ),
    );
    for (const r of responses) seen.set(r.status, (seen.get(r.status) ?? 0) + 1);
  }
  return Object.fromEntries(seen);
}

describe('the key endpoint is down', () => {
  it('300 requests with unknown key ids → one fetch per cool-down, each answered 503', async () => {
    const h = setUp();
    down = true;
    expect(await statuses(h, 300, (i) => `rotated-${i}`)).toEqual({ 503: 300 });
    expect(fetches).toBe(1);
    // After the cool-down (2 s, doubling) one more attempt, then a longer wait.
    h.clock.now += 2_000;
    expect(await statuses(h, 100, (i) => `rotated-${i}`)).toEqual({ 503: 100 });
    expect(fetches).toBe(2);
    // The second failure doubled the cool-down to 4 s.
    h.clock.now += 2_000;
    await statuses(h, 10, () => 'x');
    expect(fetches).toBe(2);
    h.clock.now += 2_000;
    down = false;
    expect(await statuses(h, 10, () => 'held')).toEqual({ 200: 10 });
    expect(fetches).toBe(3);
  });

  it('keys already held keep verifying tokens during the outage', async () => {
    const h = setUp();
    expect(await statuses(h, 10, () => 'held')).toEqual({ 200: 10 });
    down = true;
    expect(await statuses(h, 100, () => 'held')).toEqual({ 200: 100 });
    expect(fetches).toBe(1);
  });
});
