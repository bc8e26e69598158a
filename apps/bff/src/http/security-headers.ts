/**
 * The security headers of every response, as one list written out once at startup rather than
 * by Hono's `secureHeaders` on every request (why: response-frame.ts). The list is what
 * `secureHeaders(SECURE_HEADERS_OPTIONS)` sends, and a test holds it to that, so the frame keeps
 * Hono's defaults and our choices: a CSP for a same-origin SPA that loads no third-party code
 * and may not be framed, no referrer across origins, `X-Frame-Options: DENY`.
 */
import type { secureHeaders } from 'hono/secure-headers';
import type { HeaderList } from './response-frame.ts';

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

export const SECURITY_HEADERS: HeaderList = [
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

/** Only on `/api/*`: staff must always see fresh payments, and no cache keeps them. */
export const API_HEADERS: HeaderList = [['cache-control', 'no-store']];
