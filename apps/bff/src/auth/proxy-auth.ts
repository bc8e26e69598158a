/**
 * proxy mode: an identity-aware proxy (oauth2-proxy, Cloudflare Access, Google IAP) signs in
 * staff and forwards a signed JWT in AUTH_PROXY_JWT_HEADER. Only that JWT is trusted, and only
 * after jose checks its signature against AUTH_PROXY_JWKS_URL (asymmetric algorithms only), its
 * audience, its issuer when configured, and its expiry. Plain `X-Forwarded-User` or `X-Email`
 * headers are never read: anyone who reaches the BFF around the proxy could write them.
 */
import type { Context } from 'hono';
import { type JWTPayload, jwtVerify } from 'jose';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import type { Logger } from '../log/logger.ts';
import { identityFromClaims, isStaff } from './allowlist.ts';
import type { ProxySettings, StaffAllowlist } from './auth-config.ts';
import { AuthDeniedError, notStaff } from './auth-denied.ts';
import { boundedRemoteJwks, isTokenFault } from './bounded-jwks.ts';
import type { Authenticator } from './require-user.ts';

const ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
/** Proxies and the BFF run on different machines; allow their clocks a little disagreement. */
const CLOCK_TOLERANCE_SECONDS = 30;

export function createProxyAuthenticator(options: {
  proxy: ProxySettings;
  staff: StaffAllowlist;
  now: () => number;
  log: Logger;
}): Authenticator {
  const { proxy, staff, now, log } = options;
  const jwks = boundedRemoteJwks(new URL(proxy.jwksUrl), {
    now,
    onFailure: (error, coolDownMs) =>
      log.warn('auth.proxy_keys_fetch_failed', {
        error: String(error),
        coolDownSeconds: coolDownMs / 1000,
      }),
  });

  function tokenFrom(c: Context<AppEnv>): string | undefined {
    const value = c.req.header(proxy.header)?.trim();
    if (proxy.header !== 'authorization') return value || undefined;
    const match = value?.match(/^Bearer\s+(\S+)$/i);
    return match?.[1];
  }

  async function verify(token: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        algorithms: ALGORITHMS,
        audience: proxy.audience,
        ...(proxy.issuer && { issuer: proxy.issuer }),
        requiredClaims: ['exp'],
        currentDate: new Date(now()),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      return payload;
    } catch (error) {
      if (isTokenFault(error)) {
        const detail = 'The sign-in proxy sent no valid identity.';
        throw new AuthDeniedError(401, detail, 'proxy-jwt-invalid', { cause: error });
      }
      log.warn('auth.proxy_keys_unavailable', { error: String(error) });
      throw new ApiHttpError(503, 'Sign-in cannot be checked right now.', { cause: error });
    }
  }

  const authenticator: Authenticator = {
    mode: 'proxy',
    loginUrl: null,
    async authenticate(c) {
      const token = tokenFrom(c);
      if (!token) {
        throw new AuthDeniedError(401, 'The sign-in proxy sent no identity.', 'proxy-jwt-missing');
      }
      const person = identityFromClaims(await verify(token), staff.groupsClaim);
      if (!person) {
        throw new AuthDeniedError(
          401,
          'The sign-in proxy sent no verified email.',
          'no-verified-email',
        );
      }
      if (!isStaff(staff, person)) throw notStaff(person.email);
      return { name: person.name, email: person.email };
    },
    // The session is the proxy's: the BFF can only send the browser to the proxy's sign-out.
    signOut: async (c) => ({
      redirect: proxy.logoutUrl ?? '/',
      user: await authenticator.authenticate(c).then(
        (user) => user.email,
        () => null,
      ),
    }),
  };
  return authenticator;
}
