/**
 * Our choices on top of Hono's `secureHeaders` defaults, for every response: a CSP for a
 * same-origin SPA that loads no third-party code and may not be framed, no referrer across
 * origins, `X-Frame-Options: DENY`.
 */
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
