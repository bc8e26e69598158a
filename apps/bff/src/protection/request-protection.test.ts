/**
 * Protections that hold in every mode, tested in the default one (loopback, AUTH_MODE=none):
 * the CSRF header, the Host allowlist (DNS rebinding), no CORS.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { createHarness, paymentsPath } from '../testing/test-harness.ts';

const denials = (logs: string[]) =>
  logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'auth.denied');

describe('X-CSRF: 1 on every /api request', () => {
  it.each([undefined, '0', 'true', '11', ''])(
    'X-CSRF=%j → 403 with the JSON error shape, and nothing goes upstream',
    async (value) => {
      const h = createHarness();
      const headers: Record<string, string> = value === undefined ? {} : { 'X-CSRF': value };
      for (const path of [paymentsPath(h.invoiceWith(1)), '/api/app-info', '/api/me']) {
        const response = await h.rawRequest(path, { headers });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          errors: [
            {
              status: '403',
              title: 'Forbidden',
              detail: 'Send the header X-CSRF: 1 with every API request.',
            },
          ],
        });
      }
      expect(h.sim.counters).toMatchObject({ tokenRequests: 0, listRequests: 0 });
      expect(denials(h.logs)[0]).toMatchObject({
        reason: 'csrf-header-missing',
        status: 403,
        requestId: expect.any(String),
      });
    },
  );

  it('covers POSTs too (a cross-site form cannot sign staff out or write audit lines)', async () => {
    const h = createHarness();
    for (const path of ['/api/auth/logout', '/api/audit/exports']) {
      const response = await h.rawRequest(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=b',
      });
      expect(response.status).toBe(403);
    }
  });

  it('does not apply outside /api (health, the SPA shell)', async () => {
    const h = createHarness();
    expect((await h.rawRequest('/healthz')).status).toBe(200);
  });
});

describe('Host allowlist', () => {
  it('answers the loopback names on any port', async () => {
    const h = createHarness();
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1', 'http://[::1]:8080']) {
      expect((await h.request(`${origin}/api/app-info`)).status).toBe(200);
    }
  });

  it('refuses any other Host with 421: JSON for /api, text elsewhere, and logs it', async () => {
    const h = createHarness();
    const api = await h.request('http://rebind.evil.test:3000/api/app-info');
    expect(api.status).toBe(421);
    expect(((await api.json()) as { errors: { status: string }[] }).errors[0]?.status).toBe('421');
    const page = await h.request('http://rebind.evil.test:3000/');
    expect(page.status).toBe(421);
    expect(page.headers.get('content-type')).toContain('text/plain');
    expect(denials(h.logs)).toMatchObject([
      { reason: 'host-not-allowed', host: 'rebind.evil.test:3000', status: 421 },
      { reason: 'host-not-allowed', path: '/' },
    ]);
  });

  it('leaves health checks alone (orchestrators probe by IP address)', async () => {
    const h = createHarness();
    expect((await h.request('http://10.0.0.7:3000/healthz')).status).toBe(200);
    expect((await h.request('http://10.0.0.7:3000/readyz')).status).toBe(200);
  });

  it('uses PUBLIC_URL, or ALLOWED_HOSTS when given', async () => {
    // AUTH_MODE given: without it a non-loopback PUBLIC_URL on loopback is refused (config.test.ts).
    const lan = createHarness({
      env: { PUBLIC_URL: 'https://payments.example.com', AUTH_MODE: 'none' },
    });
    expect((await lan.request('https://payments.example.com/api/app-info')).status).toBe(200);
    expect((await lan.request('http://localhost/api/app-info')).status).toBe(200);
    const only = createHarness({ env: { ALLOWED_HOSTS: 'console.internal', AUTH_MODE: 'none' } });
    expect((await only.request('http://console.internal/api/app-info')).status).toBe(200);
    expect((await only.request('http://localhost/api/app-info')).status).toBe(421);
  });

  describe('over real HTTP', () => {
    let bff: RunningServer | null = null;
    afterEach(async () => {
      await bff?.close();
      bff = null;
    });

    it('a rebinding page reaching 127.0.0.1 with its own Host header gets 421', async () => {
      bff = await startServer({
        env: { PORT: '0', WEB_DIST: 'none' },
        deps: { logSink: () => {} },
      });
      const { port } = new URL(bff.url);
      const status = (host: string) =>
        new Promise<number>((resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: '/api/app-info',
              headers: { Host: host, 'X-CSRF': '1' },
            },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', reject);
          req.end();
        });
      expect(await status(`evil.test:${port}`)).toBe(421);
      expect(await status(`localhost:${port}`)).toBe(200);
    });
  });
});

describe('no CORS', () => {
  it('gives a cross-origin caller no Access-Control-Allow-* headers, preflight or not', async () => {
    const h = createHarness();
    const preflight = await h.rawRequest(paymentsPath(h.invoiceWith(1)), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.test',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-csrf',
      },
    });
    const simple = await h.request('/api/app-info', { headers: { Origin: 'https://evil.test' } });
    for (const response of [preflight, simple]) {
      const names = [...response.headers.keys()];
      expect(names.filter((n) => n.startsWith('access-control-'))).toEqual([]);
    }
    expect(h.sim.counters.listRequests).toBe(0);
  });
});

describe('AUTH_MODE=none', () => {
  it('app-info says so; no warning on loopback', async () => {
    const h = createHarness();
    const body = (await (await h.request('/api/app-info')).json()) as { auth: unknown };
    expect(body.auth).toEqual({ mode: 'none', warning: null, loginUrl: null });
  });

  it('set explicitly on a reachable address: starts, warns in the log and in app-info', async () => {
    const h = createHarness({
      env: { HOST: '0.0.0.0', AUTH_MODE: 'none', ALLOWED_HOSTS: 'localhost' },
    });
    const body = (await (await h.request('/api/app-info')).json()) as {
      auth: { warning: string };
    };
    expect(body.auth.warning).toMatch(/anyone who can reach this dashboard/);
    const warning = h.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'auth.disabled');
    expect(warning).toMatchObject({ level: 'warn', warning: body.auth.warning });
  });

  it('/api/me is the anonymous user; sign-out just goes home', async () => {
    const h = createHarness();
    expect(await (await h.request('/api/me')).json()).toEqual({ name: null, email: 'anonymous' });
    const logout = await h.request('/api/auth/logout', { method: 'POST' });
    expect(await logout.json()).toEqual({ redirect: '/' });
  });
});
