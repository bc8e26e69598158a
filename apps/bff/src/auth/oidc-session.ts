/**
 * The oidc mode's session: after the callback, the person is sealed into `__Host-pc-session`
 * (Secure, HttpOnly, SameSite=Strict, Path=/, no Domain, Max-Age = the session lifetime). Strict
 * suits an SPA: the HTML shell needs no session, and its API calls are same-site. The cookie holds
 * the person and, when small enough, the ID token for the logout hint; never an Elastic Path
 * token. Each request re-checks the allowlist, so a removal takes effect at the next click.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../core/app-env.ts';
import { type Identity, isStaff } from './allowlist.ts';
import type { StaffAllowlist } from './auth-config.ts';
import { notStaff, signInRequired } from './auth-denied.ts';
import type { OidcClient } from './oidc-client.ts';
import type { Authenticator } from './require-user.ts';
import type { CookieSealer } from './session-cookie.ts';

const SESSION_COOKIE = 'pc-session';
/** Okta wants `id_token_hint` at logout; a larger token would crowd the 4 kB cookie. */
const MAX_ID_TOKEN_IN_COOKIE = 1500;

const sessionClaims = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  groups: z.array(z.string()),
  idt: z.string().optional(),
  exp: z.number(),
});

export interface OidcSession {
  authenticator: Authenticator;
  begin(c: Context<AppEnv>, person: Identity & { sub: string; idToken?: string }): Promise<void>;
}

export function createOidcSession(options: {
  sealer: CookieSealer;
  ttlSeconds: number;
  staff: StaffAllowlist;
  client: OidcClient;
  now: () => number;
}): OidcSession {
  const { sealer, staff, client, now } = options;

  async function write(c: Context<AppEnv>, claims: Record<string, unknown>, ttlSeconds: number) {
    setCookie(c, SESSION_COOKIE, await sealer.seal(claims, ttlSeconds), {
      prefix: 'host',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: ttlSeconds,
    });
  }
  const clear = (c: Context<AppEnv>) =>
    deleteCookie(c, SESSION_COOKIE, { prefix: 'host', secure: true, path: '/' });

  async function read(c: Context<AppEnv>) {
    const value = getCookie(c, SESSION_COOKIE, 'host');
    if (!value) return { session: null, reason: 'no-session' as const };
    const opened = await sealer.open(value);
    const parsed = sessionClaims.safeParse(opened?.claims);
    if (!opened || !parsed.success) return { session: null, reason: 'invalid-session' as const };
    return { session: parsed.data, stale: opened.stale };
  }

  return {
    async begin(c, person) {
      const idt =
        person.idToken && person.idToken.length <= MAX_ID_TOKEN_IN_COOKIE
          ? person.idToken
          : undefined;
      const claims = {
        sub: person.sub,
        email: person.email,
        name: person.name,
        // Only the groups that admitted them: enough to re-check, small enough for a cookie.
        groups: person.groups.filter((g) => staff.groups.includes(g)),
        ...(idt && { idt }),
      };
      await write(c, claims, options.ttlSeconds);
    },
    authenticator: {
      mode: 'oidc',
      loginUrl: '/auth/login',
      async authenticate(c) {
        const found = await read(c);
        if (!found.session) {
          if (found.reason === 'invalid-session') clear(c);
          throw signInRequired(found.reason);
        }
        const { exp, ...claims } = found.session;
        if (!isStaff(staff, claims)) {
          clear(c);
          throw notStaff(claims.email);
        }
        // Rotation: move sessions sealed with an old secret onto the current one, same expiry.
        if (found.stale) await write(c, claims, exp - Math.floor(now() / 1000));
        return { name: claims.name, email: claims.email };
      },
      async signOut(c) {
        const { session } = await read(c);
        clear(c);
        const redirect = (await client.endSessionUrl(session?.idt)) ?? '/';
        return { redirect, user: session?.email ?? null };
      },
    },
  };
}
