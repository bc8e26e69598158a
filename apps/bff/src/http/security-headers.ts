/**
 * The security headers of every response: Hono's `secureHeaders` defaults with our choices (a
 * CSP for a same-origin SPA that loads no third-party code and may not be framed, no referrer
 * across origins, `X-Frame-Options: DENY`), set with `c.header` before the route runs.
 *
 * Not `secureHeaders` itself: it sets its headers on `c.res.headers` after the route, which makes
 * @hono/node-server build a full WHATWG `Response` for every answer instead of taking its fast
 * path; an A/B on Node 24 put that at +20–28 % of the BFF's CPU per page (docs/performance.md).
 * The list below is what `secureHeaders(SECURE_HEADERS_OPTIONS)` sends, and a test holds it to
 * that.
 */
import type { MiddlewareHandler } from 'hono';
import type { secureHeaders } from 'hono/secure-headers';

export const SECURE_HEADERS_OPTIONS = {
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
} satisfies Parameters<typeof secureHeaders>[0];

export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  [
    'content-security-policy',
    "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  ],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'DENY'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/** Sets the security headers, and `no-store` under `/api/` (staff must always see fresh data). */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
    if (c.req.path.startsWith('/api/')) c.header('cache-control', 'no-store');
    await next();
  };
}
