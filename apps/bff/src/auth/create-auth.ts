/**
 * Builds the pieces of the chosen AUTH_MODE: the `Authenticator` that `requireUser` asks, and for
 * oidc the `/auth/*` routes the browser visits to sign in.
 */
import type { Hono } from 'hono';
import type { Audit } from '../audit/audit.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Logger } from '../log/logger.ts';
import { oidcRoutes } from '../routes/oidc-sign-in.ts';
import type { AuthConfig } from './auth-config.ts';
import { createOidcClient } from './oidc-client.ts';
import { createOidcSession } from './oidc-session.ts';
import { createProxyAuthenticator } from './proxy-auth.ts';
import { type Authenticator, noAuthentication } from './require-user.ts';
import { createSealer } from './session-cookie.ts';

export interface Auth {
  authenticator: Authenticator;
  /** `/auth/login` and `/auth/callback`, oidc only. */
  pageRoutes: Hono<AppEnv> | null;
}

export function createAuth(
  config: AuthConfig,
  deps: { now: () => number; timeoutMs: number; audit: Audit; log: Logger },
): Auth {
  const { now, audit, log } = deps;
  switch (config.mode) {
    case 'none':
      return { authenticator: noAuthentication, pageRoutes: null };
    case 'proxy':
      return {
        authenticator: createProxyAuthenticator({
          proxy: config.proxy,
          staff: config.staff,
          now,
          log,
        }),
        pageRoutes: null,
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
      const pageRoutes = oidcRoutes({
        client,
        session,
        loginSealer: createSealer(config.session.secrets, 'login', now),
        staff: config.staff,
        publicUrl: config.oidc.publicUrl,
        audit,
        log,
      });
      return { authenticator: session.authenticator, pageRoutes };
    }
  }
}
