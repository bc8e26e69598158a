/**
 * Answers only to the host names staff actually use (ALLOWED_HOSTS, or PUBLIC_URL's host, or the
 * loopback names when bound to loopback). A DNS-rebinding page on `evil.example` that resolves to
 * 127.0.0.1 reaches the socket but says `Host: evil.example`, and gets 421. Health checks are
 * exempt: orchestrators probe by IP address, and the answers reveal nothing.
 */
import type { MiddlewareHandler } from 'hono';
import type { Audit } from '../audit/audit.ts';
import { AuthDeniedError } from '../auth/auth-denied.ts';
import type { AppEnv } from '../core/app-env.ts';

const EXEMPT = new Set(['/healthz', '/readyz']);

export function hostAllowlist(allowed: string[], audit: Audit): MiddlewareHandler<AppEnv> {
  const hosts = new Set(allowed.map((h) => h.toLowerCase()));
  return async (c, next) => {
    // @hono/node-server builds the URL from the Host header, and refuses a malformed one.
    const host = new URL(c.req.url).hostname.toLowerCase();
    if (hosts.has(host) || EXEMPT.has(c.req.path)) return next();
    const error = new AuthDeniedError(
      421,
      'This server does not answer to that host name.',
      'host-not-allowed',
    );
    if (c.req.path.startsWith('/api/')) throw error;
    audit.denied(c, error);
    return c.text('Misdirected Request: this server does not answer to that host name.', 421);
  };
}
