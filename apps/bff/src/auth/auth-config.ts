/**
 * The sign-in half of the configuration, parsed as part of `loadConfig`. Every setting that would
 * leave the payments readable by anyone who can reach the BFF is refused at start-up with a
 * message naming the variable: a reachable HOST without AUTH_MODE, an empty staff allowlist, a
 * short session secret, plain http for the identity provider or the public URL off loopback.
 */
import { z } from 'zod';

export type AuthMode = 'oidc' | 'proxy' | 'none';

/** Who may enter. Emails and domains match case-insensitively; groups exactly. */
export interface StaffAllowlist {
  emails: string[];
  domains: string[];
  groups: string[];
  /** The claim carrying the person's groups (`groups` at Okta, Keycloak and Entra ID). */
  groupsClaim: string;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** Origin the browser uses, no trailing slash: the redirect URI is `${publicUrl}/auth/callback`. */
  publicUrl: string;
}

export interface ProxySettings {
  /** Lower case. `authorization` means `Authorization: Bearer <jwt>`. */
  header: string;
  jwksUrl: string;
  audience: string[];
  issuer: string | null;
  /** Where sign-out sends the browser (the proxy's own sign-out), or null for `/`. */
  logoutUrl: string | null;
}

export type AuthConfig = {
  /** Host names (no port) the BFF answers to; anything else is a DNS-rebinding attempt. */
  allowedHosts: string[];
  /** Shown in the UI and logged at start-up when sign-in is off on a reachable address. */
  warning: string | null;
} & (
  | { mode: 'none' }
  | {
      mode: 'oidc';
      oidc: OidcSettings;
      session: { secrets: string[]; ttlSeconds: number };
      staff: StaffAllowlist;
    }
  | { mode: 'proxy'; proxy: ProxySettings; staff: StaffAllowlist }
);

const commaList = z
  .string()
  .transform((text) => [...new Set(text.split(',').map((item) => item.trim()))].filter(Boolean));

const url = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

/** The raw variables; `config.ts` merges this shape into its own schema. */
export const authEnvShape = {
  AUTH_MODE: z
    .enum(['oidc', 'proxy', 'none'], { message: 'must be oidc, proxy or none' })
    .optional(),
  PUBLIC_URL: url.optional(),
  ALLOWED_HOSTS: commaList
    .refine(
      (items) => items.every((h) => /^[^\s/@]+$/.test(h) && URL.canParse(`http://${h}`)),
      'must be host names, comma-separated',
    )
    .optional(),
  OIDC_ISSUER: url.optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_SCOPES: z.string().default('openid email profile'),
  SESSION_SECRET: commaList
    .refine(
      (secrets) => secrets.every((s) => s.length >= 32),
      'must be one or more comma-separated secrets of at least 32 characters each (openssl rand -base64 48)',
    )
    .optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(168, 'must be at most 168 (a week)')
    .default(12),
  STAFF_EMAILS: commaList
    .transform((items) => items.map((i) => i.toLowerCase()))
    .refine((items) => items.every((i) => /^[^@\s]+@[^@\s]+$/.test(i)), 'must be email addresses')
    .default([]),
  STAFF_EMAIL_DOMAINS: commaList
    .transform((items) => items.map((i) => i.toLowerCase().replace(/^@/, '')))
    .refine((items) => items.every((i) => /^[a-z0-9.-]+$/.test(i)), 'must be domain names')
    .default([]),
  STAFF_GROUPS: commaList.default([]),
  STAFF_GROUPS_CLAIM: z.string().min(1).default('groups'),
  AUTH_PROXY_JWT_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
    .transform((h) => h.toLowerCase())
    .optional(),
  AUTH_PROXY_JWKS_URL: url.optional(),
  AUTH_PROXY_AUDIENCE: commaList.optional(),
  AUTH_PROXY_ISSUER: z.string().min(1).optional(),
  AUTH_PROXY_LOGOUT_URL: z
    .string()
    .refine(
      (v) => /^\/(?![/\\])/.test(v) || /^https:\/\//.test(v),
      'must be a path like /oauth2/sign_out or an https URL',
    )
    .optional(),
};

const authEnvSchema = z.object(authEnvShape);
export type AuthEnv = z.output<typeof authEnvSchema>;

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** 127.0.0.0/8, ::1 and localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** The host name as a request URL spells it (`[::1]`, lower case), without a port. */
function hostName(hostOrUrl: string): string {
  const withScheme = /^[a-z]+:\/\//i.test(hostOrUrl) ? hostOrUrl : `http://${hostOrUrl}`;
  return new URL(withScheme).hostname;
}

function httpsOrLoopback(value: string): boolean {
  const parsed = new URL(value);
  return parsed.protocol === 'https:' || isLoopbackHost(parsed.hostname);
}

type Result = { ok: true; auth: AuthConfig } | { ok: false; message: string };

function missing(e: AuthEnv, names: (keyof AuthEnv)[], mode: AuthMode): string | null {
  const absent = names.filter((n) => e[n] === undefined);
  return absent.length ? `AUTH_MODE=${mode} needs ${absent.join(', ')}.` : null;
}

/** Decides the mode and its settings from the parsed variables and HOST. */
export function resolveAuthConfig(e: AuthEnv, host: string): Result {
  const fail = (message: string): Result => ({ ok: false, message });
  const loopback = isLoopbackHost(host);
  const given = Object.entries(e).flatMap(([k, v]) => (v === undefined ? [] : [k]));
  const oidcVars = given.filter((k) => k.startsWith('OIDC_') && k !== 'OIDC_SCOPES');
  const proxyVars = given.filter((k) => k.startsWith('AUTH_PROXY_'));

  let mode = e.AUTH_MODE;
  if (mode === undefined) {
    if (oidcVars.length || proxyVars.length) {
      return fail(
        `${[...oidcVars, ...proxyVars].join(', ')} set but AUTH_MODE is not: set AUTH_MODE=oidc or AUTH_MODE=proxy to use them.`,
      );
    }
    if (!loopback) {
      return fail(
        `HOST=${host} is reachable from other machines, so AUTH_MODE must say how staff sign in: ` +
          'AUTH_MODE=oidc (your identity provider), AUTH_MODE=proxy (behind oauth2-proxy, ' +
          'Cloudflare Access or Google IAP) or AUTH_MODE=none (no sign-in: anyone who can reach ' +
          'it reads every payment). See docs/auth.md.',
      );
    }
    mode = 'none';
  }

  if (e.PUBLIC_URL !== undefined) {
    const parsed = new URL(e.PUBLIC_URL);
    if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
      return fail('PUBLIC_URL must be an origin such as https://payments.example.com (no path).');
    }
  }
  const publicUrl = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null;
  const allowedHosts = [
    ...new Set(
      e.ALLOWED_HOSTS?.map(hostName) ?? [
        ...(loopback ? LOOPBACK_NAMES : []),
        ...(publicUrl ? [hostName(publicUrl)] : []),
      ],
    ),
  ];
  if (allowedHosts.length === 0) {
    return fail(
      `HOST=${host} is not loopback, so the BFF must know the host names browsers use: set PUBLIC_URL (or ALLOWED_HOSTS).`,
    );
  }
  const warning =
    mode === 'none' && !loopback
      ? 'Sign-in is switched off (AUTH_MODE=none): anyone who can reach this dashboard can read every payment.'
      : null;
  if (mode === 'none') return { ok: true, auth: { mode, allowedHosts, warning } };

  const staff: StaffAllowlist = {
    emails: e.STAFF_EMAILS,
    domains: e.STAFF_EMAIL_DOMAINS,
    groups: e.STAFF_GROUPS,
    groupsClaim: e.STAFF_GROUPS_CLAIM,
  };
  if (!staff.emails.length && !staff.domains.length && !staff.groups.length) {
    return fail(
      `AUTH_MODE=${mode} needs a staff allowlist: set STAFF_EMAILS, STAFF_EMAIL_DOMAINS and/or STAFF_GROUPS.`,
    );
  }

  if (mode === 'proxy') {
    const absent = missing(
      e,
      ['AUTH_PROXY_JWT_HEADER', 'AUTH_PROXY_JWKS_URL', 'AUTH_PROXY_AUDIENCE'],
      mode,
    );
    if (absent) return fail(absent);
    const { AUTH_PROXY_JWT_HEADER: header, AUTH_PROXY_JWKS_URL: jwksUrl } = e;
    const audience = e.AUTH_PROXY_AUDIENCE ?? [];
    if (!header || !jwksUrl || !audience.length)
      return fail('AUTH_PROXY_AUDIENCE must not be empty.');
    if (!httpsOrLoopback(jwksUrl)) return fail('AUTH_PROXY_JWKS_URL must use https.');
    const proxy: ProxySettings = {
      header,
      jwksUrl,
      audience,
      issuer: e.AUTH_PROXY_ISSUER ?? null,
      logoutUrl: e.AUTH_PROXY_LOGOUT_URL ?? null,
    };
    return { ok: true, auth: { mode, allowedHosts, warning, proxy, staff } };
  }

  const absent = missing(
    e,
    ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'PUBLIC_URL', 'SESSION_SECRET'],
    mode,
  );
  if (absent) return fail(absent);
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = e;
  if (!issuer || !clientId || !clientSecret || !publicUrl || !e.SESSION_SECRET?.length) {
    return fail('OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and SESSION_SECRET must not be empty.');
  }
  if (!httpsOrLoopback(issuer)) return fail('OIDC_ISSUER must use https.');
  // The session cookie is `__Host-` and Secure: browsers drop it over plain http off loopback.
  if (!httpsOrLoopback(publicUrl)) return fail('PUBLIC_URL must use https.');
  return {
    ok: true,
    auth: {
      mode,
      allowedHosts,
      warning,
      staff,
      oidc: { issuer, clientId, clientSecret, scopes: e.OIDC_SCOPES, publicUrl },
      session: {
        secrets: e.SESSION_SECRET,
        ttlSeconds: Math.round(e.SESSION_TTL_HOURS * 3600),
      },
    },
  };
}
