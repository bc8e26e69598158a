/**
 * AUTH_MODE=proxy: the BFF trusts only a JWT that verifies against the proxy's JWKS, served here
 * over real HTTP on 127.0.0.1 by a small Hono app, as oauth2-proxy's IdP or Cloudflare Access
 * would serve it.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, paymentsPath } from '../testing/test-harness.ts';

const ISSUER = 'https://idp.example.com';
const AUDIENCE = 'payments-console';
const HEADER = 'Cf-Access-Jwt-Assertion';

let proxyKey: CryptoKey;
let attackerKey: CryptoKey;
let jwksUrl: string;
let jwksRequests = 0;
let closeJwks: () => Promise<void>;

beforeAll(async () => {
  ({ privateKey: proxyKey } = await generateKeyPair('ES256', { extractable: true }));
  ({ privateKey: attackerKey } = await generateKeyPair('ES256'));
  const { d: _, ...publicJwk } = await exportJWK(proxyKey);
  const jwks = new Hono().get('/certs', (c) => {
    jwksRequests++;
    return c.json({ keys: [{ ...publicJwk, kid: 'proxy-1', alg: 'ES256', use: 'sig' }] });
  });
  const server = serve({ fetch: jwks.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  closeJwks = () => new Promise((r) => server.close(() => r()));
  return () => closeJwks();
});

afterEach(() => {
  jwksRequests = 0;
});

function setUp(env: Record<string, string> = {}): Harness {
  return createHarness({
    env: {
      AUTH_MODE: 'proxy',
      AUTH_PROXY_JWT_HEADER: HEADER,
      AUTH_PROXY_JWKS_URL: jwksUrl,
      AUTH_PROXY_AUDIENCE: AUDIENCE,
      AUTH_PROXY_ISSUER: ISSUER,
      STAFF_EMAIL_DOMAINS: 'example.com',
      ...env,
    },
  });
}

async function token(
  h: Harness,
  claims: JWTPayload = {},
  options: { key?: CryptoKey; expiresIn?: number; kid?: string } = {},
) {
  const iat = Math.floor(h.clock.now / 1000);
  return new SignJWT({
    iss: ISSUER,
    aud: AUDIENCE,
    sub: 'ann',
    iat,
    exp: iat + (options.expiresIn ?? 300),
    email: 'ann@example.com',
    name: 'Ann Example',
    ...claims,
  })
    .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? 'proxy-1' })
    .sign(options.key ?? proxyKey);
}

const audits = (h: Harness, msg: string) =>
  h.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === msg);

describe('proxy mode', () => {
  it('admits a valid proxy JWT: payments, /api/me and the audit trail name the person', async () => {
    const h = setUp();
    const headers = { [HEADER]: await token(h) };
    const invoice = h.invoiceWith(1);
    expect((await h.request(paymentsPath(invoice), { headers })).status).toBe(200);
    expect(await (await h.request('/api/me', { headers })).json()).toEqual({
      name: 'Ann Example',
      email: 'ann@example.com',
    });
    expect(audits(h, 'payments.served')).toMatchObject([
      { user: 'ann@example.com', invoiceId: invoice.invoiceId },
    ]);
    expect(jwksRequests).toBe(1);
  });

  it('tells a colleague that the time shown is an earlier read kept by the console (X-Read-From)', async () => {
    const h = setUp({ EP_CACHE_TTL_S: '60' });
    const invoice = h.invoiceWith(1);
    const ann = { [HEADER]: await token(h) };
    const annRead = await h.request(paymentsPath(invoice), { headers: ann });
    const readAt = new Date(h.clock.now).toISOString();
    expect(annRead.headers.get('x-read-at')).toBe(readAt);
    expect(annRead.headers.get('x-read-from')).toBe('elastic-path');
    h.clock.now += 30_000;
    const bob = { [HEADER]: await token(h, { sub: 'bob', email: 'bob@example.com', name: 'Bob' }) };
    const bobRead = await h.request(paymentsPath(invoice), { headers: bob });
    // Ann's read time, and said to be one the console kept, not Bob's own.
    expect(bobRead.headers.get('x-read-at')).toBe(readAt);
    expect(bobRead.headers.get('x-read-from')).toBe('cache');
    const refreshed = await h.request(paymentsPath(invoice), {
      headers: { ...bob, 'X-Refresh': '1' },
    });
    expect(refreshed.headers.get('x-read-at')).toBe(new Date(h.clock.now).toISOString());
    expect(refreshed.headers.get('x-read-from')).toBe('elastic-path');
  });

  it.each([
    ['a bad signature', async (h: Harness) => token(h, {}, { key: attackerKey })],
    ['the wrong audience', async (h: Harness) => token(h, { aud: 'another-app' })],
    ['the wrong issuer', async (h: Harness) => token(h, { iss: 'https://evil.example' })],
    ['an expired token', async (h: Harness) => token(h, {}, { expiresIn: -120 })],
    ['an unknown key id', async (h: Harness) => token(h, {}, { kid: 'other' })],
    ['no expiry', async (h: Harness) => token(h, { exp: undefined })],
    [
      'an unsigned token (alg none)',
      async (h: Harness) => {
        const body = Buffer.from(
          JSON.stringify({
            email: 'ann@example.com',
            aud: AUDIENCE,
            iss: ISSUER,
            exp: h.clock.now / 1000 + 300,
          }),
        ).toString('base64url');
        return `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
      },
    ],
    ['garbage', async () => 'not.a.jwt'],
  ])('%s → 401, and nothing goes upstream', async (_name, make) => {
    const h = setUp();
    const response = await h.request(paymentsPath(h.invoiceWith(1)), {
      headers: { [HEADER]: await make(h) },
    });
    expect(response.status).toBe(401);
    expect(h.sim.counters).toMatchObject({ tokenRequests: 0, listRequests: 0 });
    expect(audits(h, 'auth.denied')).toMatchObject([{ reason: 'proxy-jwt-invalid', status: 401 }]);
  });

  it('never trusts plain identity headers', async () => {
    const h = setUp();
    const response = await h.request(paymentsPath(h.invoiceWith(1)), {
      headers: {
        'X-Forwarded-User': 'ann@example.com',
        'X-Forwarded-Email': 'ann@example.com',
        'X-Email': 'ann@example.com',
        'X-Auth-Request-Email': 'ann@example.com',
        'Remote-User': 'ann@example.com',
      },
    });
    expect(response.status).toBe(401);
    expect(h.sim.counters.listRequests).toBe(0);
    expect(audits(h, 'auth.denied')).toMatchObject([{ reason: 'proxy-jwt-missing' }]);
  });

  it('a valid token for someone outside the allowlist → 403, naming them in the audit line', async () => {
    const h = setUp();
    const response = await h.request(paymentsPath(h.invoiceWith(1)), {
      headers: { [HEADER]: await token(h, { email: 'eve@example.com.evil.test' }) },
    });
    expect(response.status).toBe(403);
    expect(h.sim.counters.listRequests).toBe(0);
    expect(audits(h, 'auth.denied')).toMatchObject([
      { reason: 'not-on-staff-list', user: 'eve@example.com.evil.test', status: 403 },
    ]);
  });

  it('refuses a token whose email the issuer marks unverified', async () => {
    const h = setUp();
    const response = await h.request('/api/me', {
      headers: { [HEADER]: await token(h, { email_verified: false }) },
    });
    expect(response.status).toBe(401);
  });

  it('reads `Authorization: Bearer` when that is the configured header (oauth2-proxy)', async () => {
    const h = setUp({ AUTH_PROXY_JWT_HEADER: 'Authorization' });
    const jwt = await token(h);
    expect(
      (await h.request('/api/me', { headers: { Authorization: `Bearer ${jwt}` } })).status,
    ).toBe(200);
    expect((await h.request('/api/me', { headers: { Authorization: jwt } })).status).toBe(401);
  });

  it('answers 503, not 401, when the keys cannot be fetched', async () => {
    const h = setUp({ AUTH_PROXY_JWKS_URL: 'http://127.0.0.1:9/certs' });
    const response = await h.request('/api/me', { headers: { [HEADER]: await token(h) } });
    expect(response.status).toBe(503);
  });

  it('keeps app-info open, and sign-out goes to the proxy', async () => {
    const h = setUp({ AUTH_PROXY_LOGOUT_URL: '/oauth2/sign_out' });
    const info = await h.request('/api/app-info');
    expect(((await info.json()) as { auth: unknown }).auth).toEqual({
      mode: 'proxy',
      warning: null,
      loginUrl: null,
    });
    const logout = await h.request('/api/auth/logout', { method: 'POST' });
    expect(await logout.json()).toEqual({ redirect: '/oauth2/sign_out' });
  });
});
