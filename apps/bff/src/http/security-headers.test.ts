import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { SECURE_HEADERS_OPTIONS, SECURITY_HEADERS } from './security-headers.ts';

describe('the security headers of the response frame', () => {
  it("are exactly what Hono's secureHeaders sends with our options", async () => {
    const app = new Hono()
      .use(secureHeaders(SECURE_HEADERS_OPTIONS))
      .get('/', (c) => c.body(null, 204));
    const response = await app.request('/');
    const hono = [...response.headers].filter(([name]) => name !== 'content-type');
    expect(Object.fromEntries(SECURITY_HEADERS)).toEqual(Object.fromEntries(hono));
    expect(SECURITY_HEADERS).toHaveLength(hono.length);
  });
});
