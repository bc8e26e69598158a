/**
 * `GET /api/me` (who is signed in, or 401 from `requireUser`) and `POST /api/auth/logout`
 * (clears the session and answers where the browser goes next: the identity provider's
 * end-session URL, the proxy's sign-out, or `/`). Both sit under `/api`, so both need `X-CSRF: 1`:
 * a cross-site page cannot sign staff out.
 */
import type { Me } from '@pc/contract';
import { Hono } from 'hono';
import type { Audit } from '../audit/audit.ts';
import { signInRequired } from '../auth/auth-denied.ts';
import type { Authenticator } from '../auth/require-user.ts';
import type { AppEnv } from '../core/app-env.ts';
import { noQuery } from './validators.ts';

export function sessionRoutes(auth: Authenticator, audit: Audit) {
  return new Hono<AppEnv>()
    .get('/me', noQuery, (c) => {
      const user = c.get('user');
      if (!user) throw signInRequired('no-session');
      return c.json({ name: user.name, email: user.email } satisfies Me, 200);
    })
    .post('/auth/logout', async (c) => {
      const { redirect, user } = await auth.signOut(c);
      audit.record(c, 'auth.signed_out', { user });
      return c.json({ redirect }, 200);
    });
}
