/**
 * `GET /api/me` (who is signed in, or 401 from `requireUser`) and `POST /api/auth/logout`
 * (clears the session and answers where the browser goes next: the identity provider's
 * end-session URL, the proxy's sign-out, or `/`). Both sit under `/api`, so both need `X-CSRF: 1`:
 * a cross-site page cannot sign staff out.
 */
import type { Me } from '@pc/contract';
import { Hono } from 'hono';
import { signInRequired } from '../auth/auth-denied.ts';
import type { AppEnv } from '../core/app-env.ts';
import type { RouteDeps } from './route-deps.ts';
import { noQuery } from './validators.ts';

/** Mounted at `/api/me`. */
export function meRoutes(_deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', noQuery, (c) => {
    const user = c.get('user');
    if (!user) throw signInRequired('no-session');
    return c.json({ name: user.name, email: user.email } satisfies Me, 200);
  });
}

/** Mounted at `/api/auth`. */
export function signOutRoutes({ auth, audit }: RouteDeps) {
  return new Hono<AppEnv>().post('/logout', noQuery, async (c) => {
    const { redirect, user } = await auth.signOut(c);
    audit.record(c, 'auth.signed_out', { user });
    return c.json({ redirect }, 200);
  });
}
