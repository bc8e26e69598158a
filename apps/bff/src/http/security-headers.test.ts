import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/test-harness.ts';
import { SECURE_HEADERS_OPTIONS, SECURITY_HEADERS } from './security-headers.ts';

describe('the security headers', () => {
  it('are on every response: API, health and errors alike', async () => {
    const h = createHarness();
    for (const path of ['/healthz', '/api/app-info', '/api/no-such-route', '/nowhere']) {
      const response = await h.request(path);
      expect(response.headers.get('content-security-policy'), path).toBe(
        "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('API answers are never cached; other paths may be', async () => {
    const h = createHarness();
    expect((await h.request('/api/app-info')).headers.get('cache-control')).toBe('no-store');
    expect((await h.request('/healthz')).headers.get('cache-control')).toBeNull();
  });
});

describe('the security header list', () => {
  it("is exactly what Hono's secureHeaders sends with our options", async () => {
    const app = new Hono()
      .use(secureHeaders(SECURE_HEADERS_OPTIONS))
      .get('/', (c) => c.body(null, 204));
    const response = await app.request('/');
    const hono = [...response.headers].filter(([name]) => name !== 'content-type');
    expect(Object.fromEntries(SECURITY_HEADERS)).toEqual(Object.fromEntries(hono));
    expect(SECURITY_HEADERS).toHaveLength(hono.length);
  });
});
