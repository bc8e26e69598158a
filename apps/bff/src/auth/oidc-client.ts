/**
 * The OpenID Connect relying party. All protocol work is openid-client's (certified): discovery,
 * the authorization URL with PKCE (S256), `state` and `nonce`, the code exchange with ID token
 * validation, userinfo when the ID token carries no email, and RP-initiated logout. Discovery
 * happens on first use and is retried after a failure, so a BFF started while the identity
 * provider is down recovers without a restart.
 */
import * as oidc from 'openid-client';
import type { OidcSettings } from './auth-config.ts';

/** What the callback must check, kept in the login-state cookie between the two redirects. */
export interface LoginChecks {
  verifier: string;
  state: string;
  nonce: string;
}

export interface SignedIn {
  claims: Record<string, unknown>;
  idToken: string | undefined;
}

export interface OidcClient {
  redirectUri: string;
  start(options: { prompt?: string }): Promise<{ url: URL; checks: LoginChecks }>;
  /** @throws when the response is an error, or fails any check (state, PKCE, nonce, ID token). */
  finish(callbackUrl: URL, checks: LoginChecks): Promise<SignedIn>;
  /** The issuer's end-session URL, or null when it has none (Google) or cannot be reached. */
  endSessionUrl(idTokenHint: string | undefined): Promise<string | null>;
}

export function createOidcClient(settings: OidcSettings, timeoutMs: number): OidcClient {
  const issuer = new URL(settings.issuer);
  const redirectUri = `${settings.publicUrl}/auth/callback`;
  // auth-config admits plain http only for a loopback issuer (a test identity provider).
  const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        oidc.ClientSecretBasic(settings.clientSecret),
        { execute, timeout: Math.ceil(timeoutMs / 1000) },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  return {
    redirectUri,
    async start({ prompt }) {
      const config = await configuration();
      const checks = {
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
        ...(prompt && { prompt }),
      });
      return { url, checks };
    },
    async finish(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The identity provider sent no ID token.');
      let claims: Record<string, unknown> = { ...idClaims };
      // Many issuers put email and groups in userinfo only, not in the ID token.
      if (typeof idClaims.email !== 'string') {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = { ...info, ...idClaims };
      }
      return { claims, idToken: tokens.id_token };
    },
    async endSessionUrl(idTokenHint) {
      try {
        const config = await configuration();
        if (!config.serverMetadata().end_session_endpoint) return null;
        return oidc
          .buildEndSessionUrl(config, {
            post_logout_redirect_uri: `${settings.publicUrl}/`,
            ...(idTokenHint && { id_token_hint: idTokenHint }),
          })
          .toString();
      } catch {
        return null;
      }
    },
  };
}
