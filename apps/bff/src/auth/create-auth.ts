/**
 * Builds the pieces of the chosen AUTH_MODE: the `Authenticator` that `requireUser` asks, and for
 * oidc what the sign-in routes need (the composition root mounts `routes/oidc-sign-in.ts` with it:
 * identity does not build routes).
 */
import type { Logger } from '../log/logger.ts';
import type { AuthConfig, StaffAllowlist } from './auth-config.ts';
import { createOidcClient, type OidcClient } from './oidc-client.ts';
import { createOidcSession, type OidcSession } from './oidc-session.ts';
import { createProxyAuthenticator } from './proxy-auth.ts';
import { type Authenticator, noAuthentication } from './require-user.ts';
import { type CookieSealer, createSealer } from './session-cookie.ts';

/** What `/auth/login` and `/auth/callback` work with. */
export interface OidcSignIn {
  client: OidcClient;
  session: OidcSession;
  loginSealer: CookieSealer;
  staff: StaffAllowlist;
  publicUrl: string;
}

export interface Auth {
  authenticator: Authenticator;
  /** For the sign-in routes, oidc only. */
  signIn: OidcSignIn | null;
}

export function createAuth(
  config: AuthConfig,
  deps: { now: () => number; timeoutMs: number; log: Logger },
): Auth {
  const { now, log } = deps;
  switch (config.mode) {
    case 'none':
      return { authenticator: noAuthentication, signIn: null };
    case 'proxy':
      return {
        authenticator: createProxyAuthenticator({
          proxy: config.proxy,
          staff: config.staff,
          now,
          log,
        }),
        signIn: null,
      };
    case 'oidc': {
      for (const secret of [config.oidc.clientSecret, ...config.session.secrets])
        log.addSecret(secret);
      const client = createOidcClient(config.oidc, deps.timeoutMs);
      const session = createOidcSession({
        sealer: createSealer(config.session.secrets, 'session', now),
        ttlSeconds: config.session.ttlSeconds,
        staff: config.staff,
        client,
        now,
      });
      const signIn: OidcSignIn = {
        client,
        session,
        loginSealer: createSealer(config.session.secrets, 'login', now),
        staff: config.staff,
        publicUrl: config.oidc.publicUrl,
      };
      return { authenticator: session.authenticator, signIn };
    }
  }
}
