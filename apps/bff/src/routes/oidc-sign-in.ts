/**
 * `GET /auth/login?returnTo=` and `GET /auth/callback`: the browser's two stops in the
 * authorization code flow. The PKCE verifier, `state`, `nonce` and the return path wait in a
 * sealed, ten-minute `__Host-pc-login-<state>` cookie (SameSite=Lax, so it survives the
 * top-level redirect back from the identity provider); one cookie per attempt, so two tabs signing
 * in at once do not trip each other's state check. A signed-in person outside the allowlist gets
 * no session and lands on the SPA's `/not-authorized` page.
 */
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { identityFromClaims, isStaff } from '../auth/allowlist.ts';
import { AuthDeniedError } from '../auth/auth-denied.ts';
import type { OidcClient } from '../auth/oidc-client.ts';
import { safeReturnTo } from '../auth/return-to.ts';
import type { AppEnv } from '../core/app-env.ts';
import { describeError } from '../core/errors.ts';
import type { RouteDeps } from './route-deps.ts';

const LOGIN_TTL_SECONDS = 600;
const LOGIN_COOKIE_PREFIX = 'pc-login-';
/** Abandoned attempts pile up until they expire; past this many, start clean. */
const MAX_PENDING_LOGINS = 5;
const PROMPTS = new Set(['login', 'select_account']);

const loginClaims = z.object({
  verifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  returnTo: z.string(),
});

/** Cookie names allow the base64url alphabet; 16 characters of a random state are unique enough. */
const loginCookieName = (state: string) =>
  `${LOGIN_COOKIE_PREFIX}${state.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 16)}`;

function page(c: Context<AppEnv>, status: 400 | 502, message: string) {
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><meta charset="utf-8"><title>Sign-in did not complete</title>` +
      `<main><h1>Sign-in did not complete</h1><p>${message}</p>` +
      `<p><a href="/auth/login">Try again</a></p></main>`,
    status,
  );
}

/** Mounted at `/auth` when AUTH_MODE=oidc (`signIn` is set). */
export function oidcRoutes({
  signIn,
  audit,
  log,
}: RouteDeps & { signIn: NonNullable<RouteDeps['signIn']> }) {
  const { client, session, loginSealer, staff } = signIn;
  const cookieOptions = { prefix: 'host', secure: true, httpOnly: true, path: '/' } as const;

  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/login', async (c) => {
      const prompt = c.req.query('prompt');
      let started: Awaited<ReturnType<OidcClient['start']>>;
      try {
        started = await client.start({
          prompt: prompt && PROMPTS.has(prompt) ? prompt : undefined,
        });
      } catch (error) {
        log.warn('auth.idp_unavailable', {
          requestId: c.get('requestId'),
          error: describeError(error),
        });
        return page(c, 502, 'The identity provider cannot be reached right now.');
      }
      const pending = Object.keys(getCookie(c)).filter((n) =>
        n.startsWith(`__Host-${LOGIN_COOKIE_PREFIX}`),
      );
      if (pending.length >= MAX_PENDING_LOGINS) {
        for (const name of pending) deleteCookie(c, name.slice('__Host-'.length), cookieOptions);
      }
      const returnTo = safeReturnTo(c.req.query('returnTo'));
      const sealed = await loginSealer.seal({ ...started.checks, returnTo }, LOGIN_TTL_SECONDS);
      setCookie(c, loginCookieName(started.checks.state), sealed, {
        ...cookieOptions,
        sameSite: 'Lax',
        maxAge: LOGIN_TTL_SECONDS,
      });
      return c.redirect(started.url.toString(), 302);
    })
    .get('/callback', async (c) => {
      const search = new URL(c.req.url).search;
      const state = c.req.query('state') ?? '';
      const name = loginCookieName(state);
      const sealed = state ? getCookie(c, name, 'host') : undefined;
      if (sealed) deleteCookie(c, name, cookieOptions);
      const opened = sealed ? await loginSealer.open(sealed) : null;
      const login = loginClaims.safeParse(opened?.claims);
      const deny = (reason: 'login-state-missing' | 'sign-in-failed') =>
        audit.denied(c, new AuthDeniedError(401, 'Sign-in did not complete.', reason));
      if (!login.success) {
        deny('login-state-missing');
        return page(c, 400, 'This sign-in attempt has expired or was already used.');
      }

      let claims: Record<string, unknown>;
      let idToken: string | undefined;
      try {
        // Built from PUBLIC_URL, not the request: behind a proxy the two differ.
        ({ claims, idToken } = await client.finish(
          new URL(`/auth/callback${search}`, signIn.publicUrl),
          login.data,
        ));
      } catch (error) {
        // The reason (an IdP error code, a failed check) is for operators, not the page.
        log.warn('auth.callback_failed', {
          requestId: c.get('requestId'),
          error: describeError(error),
        });
        deny('sign-in-failed');
        return page(c, 400, 'The identity provider did not confirm who you are.');
      }

      const person = identityFromClaims(claims, staff.groupsClaim);
      if (!person || !isStaff(staff, person)) {
        const reason = person ? 'not-on-staff-list' : 'no-verified-email';
        audit.denied(
          c,
          new AuthDeniedError(403, 'Not on the staff list.', reason, { user: person?.email }),
        );
        return c.redirect('/not-authorized', 303);
      }
      await session.begin(c, { ...person, sub: String(claims.sub), idToken });
      audit.record(c, 'auth.signed_in', { user: person.email });
      return c.redirect(login.data.returnTo, 303);
    });
}
