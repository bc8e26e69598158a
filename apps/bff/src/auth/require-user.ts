/**
 * The gate in front of `/api/*`: each mode's `Authenticator` names the person behind a request
 * (or refuses with 401/403), and `requireUser` puts them in `c.var.user` for the routes and the
 * audit trail. Two API paths stay open: `app-info` (the SPA needs it to know how to sign in) and
 * sign-out (which must work with an expired session too).
 */
import type { Me } from '@pc/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import type { AuthMode } from './auth-config.ts';

export interface Authenticator {
  readonly mode: AuthMode;
  /** Where the SPA sends the browser to sign in, with `?returnTo=`; null when not oidc. */
  readonly loginUrl: string | null;
  /** @throws AuthDeniedError 401 (who are you?) or 403 (not staff). */
  authenticate(c: Context<AppEnv>): Promise<Me>;
  /** Ends the session; says where the browser goes next, and who it was (for the audit). */
  signOut(c: Context<AppEnv>): Promise<{ redirect: string; user: string | null }>;
}

export const ANONYMOUS: Me = { name: null, email: 'anonymous' };

export const noAuthentication: Authenticator = {
  mode: 'none',
  loginUrl: null,
  authenticate: async () => ANONYMOUS,
  signOut: async () => ({ redirect: '/', user: ANONYMOUS.email }),
};

const OPEN_API_PATHS = new Set(['/api/app-info', '/api/auth/logout']);

export function requireUser(auth: Authenticator): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Exact paths only: any other spelling routes nowhere public, so it is checked like the rest.
    if (!OPEN_API_PATHS.has(c.req.path)) c.set('user', await auth.authenticate(c));
    return next();
  };
}
