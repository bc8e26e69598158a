/**
 * The oidc session cookie at the HTTP level: what a request with no, a tampered, an expired or a
 * foreign-key cookie gets, and that none of them reaches Elastic Path. No identity provider is
 * needed: sessions are sealed here with the same key derivation the callback uses.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHarness, paymentsPath } from '../testing/test-harness.ts';
import { createSealer } from './session-cookie.ts';

const SECRET = 'oidc-session-test-secret-0123456789abcdef';
const OLD_SECRET = 'oidc-session-old-secret-0123456789abcdef';
const ANN = { sub: 'u1', email: 'ann@example.com', name: 'Ann', groups: [] };

function setUp(env: Record<string, string> = {}) {
  const h = createHarness({
    env: {
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: 'http://127.0.0.1:9', // never contacted: no test here signs in
      OIDC_CLIENT_ID: 'c',
      OIDC_CLIENT_SECRET: 's',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      SESSION_SECRET: SECRET,
      STAFF_EMAILS: 'ann@example.com',
      ...env,
    },
  });
  const seal = (claims: object, secret = SECRET, ttl = 3600) =>
    createSealer([secret], 'session', () => h.clock.now).seal({ ...claims }, ttl);
  const get = (path: string, cookie?: string) =>
    h.request(path, cookie ? { headers: { cookie: `__Host-pc-session=${cookie}` } } : {});
  return { h, seal, get };
}

async function expect401(response: Response) {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({
    errors: [{ status: '401', title: 'Unauthorized', detail: 'Sign in to see payments.' }],
  });
}

describe('oidc session cookie', () => {
  it('no session → 401 on every protected route, and nothing goes upstream', async () => {
    const { h, get } = setUp();
    for (const path of [paymentsPath(h.invoiceWith(1)), '/api/me', '/api/nothing']) {
      await expect401(await get(path));
    }
    expect(h.sim.counters).toMatchObject({ tokenRequests: 0, listRequests: 0 });
    const denied = h.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'auth.denied');
    expect(denied).toHaveLength(3);
    expect(denied[0]).toMatchObject({ reason: 'no-session', status: 401, audit: true });
  });

  it('a valid session reads payments and names the person', async () => {
    const { h, seal, get } = setUp();
    const cookie = await seal(ANN);
    expect((await get(paymentsPath(h.invoiceWith(1)), cookie)).status).toBe(200);
    expect(await (await get('/api/me', cookie)).json()).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
    });
  });

  it('tampered → 401, the cookie is cleared, nothing goes upstream', async () => {
    const { h, seal, get } = setUp();
    const cookie = await seal(ANN);
    const tampered = `${cookie.slice(0, -6)}${cookie.slice(-6) === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`;
    const response = await get(paymentsPath(h.invoiceWith(1)), tampered);
    await expect401(response);
    expect(response.headers.get('set-cookie')).toMatch(
      /^__Host-pc-session=; Max-Age=0; Path=\/; Secure/,
    );
    expect(h.sim.counters.listRequests).toBe(0);
  });

  it('expired → 401 (fake clock)', async () => {
    const { h, seal, get } = setUp();
    const cookie = await seal(ANN, SECRET, 12 * 3600);
    h.clock.now += 12 * 3600 * 1000 + 1000;
    await expect401(await get('/api/me', cookie));
  });

  it('sealed with a foreign key → 401', async () => {
    const { seal, get } = setUp();
    await expect401(
      await get('/api/me', await seal(ANN, 'a-foreign-deployments-secret-0123456789')),
    );
  });

  it('a login-state cookie cannot stand in for a session', async () => {
    const { h, get } = setUp();
    const login = await createSealer([SECRET], 'login', () => h.clock.now).seal(ANN, 600);
    await expect401(await get('/api/me', login));
  });

  it('a well-sealed value without the session claims → 401', async () => {
    const { seal, get } = setUp();
    await expect401(await get('/api/me', await seal({ email: 'ann@example.com' })));
  });

  it('someone taken off the staff list is refused at the next request (403)', async () => {
    const { h, seal, get } = setUp({ STAFF_EMAILS: 'bob@example.com' });
    const response = await get(paymentsPath(h.invoiceWith(1)), await seal(ANN));
    expect(response.status).toBe(403);
    expect(h.sim.counters.listRequests).toBe(0);
    const denied = h.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'auth.denied');
    expect(denied).toMatchObject({
      reason: 'not-on-staff-list',
      user: 'ann@example.com',
      status: 403,
    });
  });

  it('after rotation, an old-secret session still works and is re-sealed with the new secret', async () => {
    const { h, seal, get } = setUp({ SESSION_SECRET: `${SECRET},${OLD_SECRET}` });
    const response = await get('/api/me', await seal(ANN, OLD_SECRET));
    expect(response.status).toBe(200);
    const renewed =
      response.headers.get('set-cookie')?.match(/^__Host-pc-session=([^;]+);/)?.[1] ?? '';
    const current = createSealer([SECRET], 'session', () => h.clock.now);
    expect(renewed).not.toBe('');
    expect(await current.open(renewed)).not.toBeNull();
  });

  it('app-info stays readable without a session and says how to sign in', async () => {
    const { get } = setUp();
    const response = await get('/api/app-info');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { auth: unknown }).auth).toEqual({
      mode: 'oidc',
      warning: null,
      loginUrl: '/auth/login',
    });
  });

  it('serves the SPA shell (and /not-authorized) without a session; assets stay cacheable', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'pc-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Payments Console</title>');
    writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    const { get } = setUp({ WEB_DIST: dist });
    for (const path of ['/', '/not-authorized', '/subscriptions/a/invoices/b']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Payments Console');
    }
    const asset = await get('/assets/app-1.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
