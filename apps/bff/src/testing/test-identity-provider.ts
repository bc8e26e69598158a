/**
 * A real OpenID Provider (panva's oidc-provider, the certified one) for tests and local demos:
 * discovery, signed ID tokens, PKCE enforced, userinfo, RP-initiated logout, and a small login page
 * that checks a password (oidc-provider's own dev page accepts any). Staff sign in as
 * `staff@example.com` (and `second.staff@example.com`); `outsider@elsewhere.test` is a real
 * account that is not on the staff list.
 * oidc-provider is a devDependency: it is imported only when a test starts one.
 */
// oidc-provider ships no types; the reference carries ours to projects that import this file.
/// <reference path="./oidc-provider.d.ts" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import type { OidcContext } from 'oidc-provider';
import { loginPage, logoutPage } from './test-idp-pages.ts';

export interface TestIdpUser {
  email: string;
  password: string;
  name: string;
  groups?: string[];
  /** Defaults to true; false tests that unverified addresses are refused. */
  emailVerified?: boolean;
}

export const TEST_STAFF: TestIdpUser = {
  email: 'staff@example.com',
  password: 'staff-password',
  name: 'Sam Staff',
  groups: ['payments-staff'],
};
/** A second member of staff, for tests of two people signed in at once (fair shares). */
export const TEST_SECOND_STAFF: TestIdpUser = {
  email: 'second.staff@example.com',
  password: 'second-staff-password',
  name: 'Robin Second',
  groups: ['payments-staff'],
};
export const TEST_OUTSIDER: TestIdpUser = {
  email: 'outsider@elsewhere.test',
  password: 'outsider-password',
  name: 'Olly Outsider',
  groups: ['marketing'],
};

export interface TestIdentityProviderOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** The BFF's `${PUBLIC_URL}/auth/callback`; `${PUBLIC_URL}/` is registered for logout. */
  redirectUri: string;
  users?: TestIdpUser[];
  /** Put email, name and groups in the ID token too (default: userinfo only, like many issuers). */
  claimsInIdToken?: boolean;
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const SCOPES = 'openid email profile groups';

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}

/**
 * @example
 * const idp = await startTestIdentityProvider({ redirectUri: 'http://127.0.0.1:3000/auth/callback' });
 * // AUTH_MODE=oidc OIDC_ISSUER=${idp.issuer} OIDC_CLIENT_ID=${idp.clientId} …
 * await idp.close();
 */
export async function startTestIdentityProvider(
  options: TestIdentityProviderOptions,
): Promise<TestIdentityProvider> {
  const { default: Provider } = await import('oidc-provider');
  // The same in-memory store oidc-provider falls back to, named so it does not warn about it.
  const { createMemoryAdapter } = await import('oidc-provider/lib/adapters/memory_adapter.js');
  const users = options.users ?? [TEST_STAFF, TEST_SECOND_STAFF, TEST_OUTSIDER];
  const clientId = options.clientId ?? 'payments-console';
  const clientSecret = options.clientSecret ?? 'test-client-secret-0123456789abcdef';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // ES256: as good as RS256 for the test, and generated in a millisecond rather than a second.
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'test-idp-1',
    alg: 'ES256',
    use: 'sig',
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [`${new URL(options.redirectUri).origin}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    adapter: createMemoryAdapter(0),
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    jwks: { keys: [signingKey] },
    cookies: { keys: [crypto.randomUUID()] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    conformIdTokenClaims: !options.claimsInIdToken,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource },
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    // A first-party client: staff are not asked to consent to their own dashboard.
    async loadExistingGrant(ctx: OidcContext) {
      const { oidc } = ctx;
      const grantId =
        oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
    async findAccount(_ctx: unknown, id: string) {
      const user = users.find((u) => u.email === id);
      if (!user) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: user.email,
          email_verified: user.emailVerified ?? true,
          name: user.name,
          groups: user.groups ?? [],
        }),
      };
    },
  });
  // A server_error is a fault in this setup, never a test's doing: make it loud.
  provider.on('server_error', (_ctx, error) => console.error('test IdP server_error', error));

  async function logoutSource(ctx: OidcContext, form: string) {
    ctx.type = 'html';
    ctx.body = logoutPage(form);
  }

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', issuer).pathname.split('/');
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== path[2] || details.prompt.name !== 'login') {
        return send(res, 400, 'Unexpected sign-in step.');
      }
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      if (req.method !== 'POST') return send(res, 200, loginPage(details.uid, hint, null));
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const user = users.find((u) => u.email === email);
      if (!user || user.password !== form.get('password')) {
        return send(res, 200, loginPage(details.uid, email, 'Wrong email or password.'));
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.email } },
        { mergeWithLastSubmission: false },
      );
    } catch {
      send(res, 400, 'This sign-in has expired. Go back to the application and start again.');
    }
  }

  const oidcHandler = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) void interaction(req, res);
    else oidcHandler(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
