import { describe, expect, it } from 'vitest';
import { ConfigError, type Env, loadConfig } from '../config.ts';
import { startServer } from '../server.ts';

const SECRET = 'a-session-secret-that-is-long-enough-0123';
const oidc = {
  AUTH_MODE: 'oidc',
  OIDC_ISSUER: 'https://company.okta.com',
  OIDC_CLIENT_ID: 'client',
  OIDC_CLIENT_SECRET: 'oidc-client-secret',
  PUBLIC_URL: 'https://payments.example.com',
  SESSION_SECRET: SECRET,
  STAFF_EMAIL_DOMAINS: 'example.com',
};
const proxy = {
  AUTH_MODE: 'proxy',
  AUTH_PROXY_JWT_HEADER: 'Cf-Access-Jwt-Assertion',
  AUTH_PROXY_JWKS_URL: 'https://team.cloudflareaccess.com/cdn-cgi/access/certs',
  AUTH_PROXY_AUDIENCE: 'aud-tag',
  PUBLIC_URL: 'https://payments.example.com',
  STAFF_EMAILS: 'a@example.com',
};

const auth = (env: Env) => loadConfig(env).auth;

describe('AUTH_MODE defaults', () => {
  it.each(['127.0.0.1', 'localhost', '::1', '127.0.0.2'])(
    'is none, silently, on loopback (HOST=%s) and answers to the loopback names',
    (HOST) => {
      expect(auth({ HOST })).toEqual({
        mode: 'none',
        warning: null,
        allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
      });
    },
  );

  it.each(['0.0.0.0', '::', '10.1.2.3', 'payments.internal'])(
    'refuses to start on HOST=%s without AUTH_MODE, naming the choices',
    (HOST) => {
      expect(() => loadConfig({ HOST })).toThrow(ConfigError);
      for (const choice of ['AUTH_MODE=oidc', 'AUTH_MODE=proxy', 'AUTH_MODE=none']) {
        expect(() => loadConfig({ HOST })).toThrow(choice);
      }
    },
  );

  it('startServer refuses too, before binding anything', async () => {
    await expect(startServer({ env: { HOST: '0.0.0.0', PORT: '0' } })).rejects.toThrow(
      /AUTH_MODE=oidc.*AUTH_MODE=proxy.*AUTH_MODE=none/,
    );
  });

  it('starts with AUTH_MODE=none on a reachable address, with a warning', () => {
    const config = auth({
      HOST: '0.0.0.0',
      AUTH_MODE: 'none',
      PUBLIC_URL: 'http://payments.lan:3000',
    });
    expect(config).toMatchObject({ mode: 'none', allowedHosts: ['payments.lan'] });
    expect(config.warning).toMatch(/anyone who can reach this dashboard/);
  });

  it('needs PUBLIC_URL or ALLOWED_HOSTS off loopback, to know which Host to answer', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0', AUTH_MODE: 'none' })).toThrow('PUBLIC_URL');
    expect(
      auth({ HOST: '0.0.0.0', AUTH_MODE: 'none', ALLOWED_HOSTS: 'A.example:443, b' }).allowedHosts,
    ).toEqual(['a.example', 'b']);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'evil.test/x' })).toThrow('ALLOWED_HOSTS must be');
    expect(() => loadConfig({ ALLOWED_HOSTS: 'a b' })).toThrow('ALLOWED_HOSTS must be');
  });

  it('refuses identity-provider settings when AUTH_MODE is not set', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://x.example' })).toThrow('set AUTH_MODE=oidc');
  });

  it('rejects an unknown mode', () => {
    expect(() => loadConfig({ AUTH_MODE: 'magic' })).toThrow(
      'AUTH_MODE must be oidc, proxy or none',
    );
  });
});

describe('AUTH_MODE=oidc', () => {
  it('reads a complete configuration', () => {
    const config = auth({
      ...oidc,
      HOST: '0.0.0.0',
      SESSION_SECRET: `${SECRET}, ${SECRET}-old`,
      STAFF_EMAILS: 'Ann@Example.com',
      STAFF_EMAIL_DOMAINS: '@Example.org',
      STAFF_GROUPS: 'payments',
      SESSION_TTL_HOURS: '8',
    });
    expect(config).toMatchObject({
      mode: 'oidc',
      warning: null,
      allowedHosts: ['payments.example.com'],
      oidc: {
        issuer: 'https://company.okta.com',
        scopes: 'openid email profile',
        publicUrl: 'https://payments.example.com',
      },
      session: { secrets: [SECRET, `${SECRET}-old`], ttlSeconds: 8 * 3600 },
      staff: { emails: ['ann@example.com'], domains: ['example.org'], groups: ['payments'] },
    });
  });

  it('names every missing variable', () => {
    expect(() => loadConfig({ AUTH_MODE: 'oidc', STAFF_EMAILS: 'a@b.c' })).toThrow(
      'AUTH_MODE=oidc needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PUBLIC_URL, SESSION_SECRET.',
    );
  });

  it('needs a staff allowlist', () => {
    expect(() => loadConfig({ ...oidc, STAFF_EMAIL_DOMAINS: '' })).toThrow(
      'needs a staff allowlist: set STAFF_EMAILS, STAFF_EMAIL_DOMAINS and/or STAFF_GROUPS',
    );
  });

  it.each([
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be one or more'],
    [{ SESSION_SECRET: `${SECRET},short` }, 'SESSION_SECRET must be one or more'],
    [{ PUBLIC_URL: 'http://payments.example.com' }, 'PUBLIC_URL must use https'],
    [{ PUBLIC_URL: 'https://payments.example.com/console' }, 'PUBLIC_URL must be an origin'],
    [{ OIDC_ISSUER: 'http://idp.example.com' }, 'OIDC_ISSUER must use https'],
    [{ STAFF_EMAILS: 'not-an-email' }, 'STAFF_EMAILS must be email addresses'],
    [{ SESSION_TTL_HOURS: '1000' }, 'SESSION_TTL_HOURS'],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig({ ...oidc, ...env })).toThrow(message);
  });

  it('never puts a secret in an error message', () => {
    for (const env of [
      { SESSION_SECRET: 'short-but-secret' },
      { PUBLIC_URL: 'http://x.example' },
    ]) {
      try {
        loadConfig({ ...oidc, ...env });
        expect.unreachable();
      } catch (error) {
        expect(String(error)).not.toContain('short-but-secret');
        expect(String(error)).not.toContain('oidc-client-secret');
      }
    }
  });

  it('accepts plain http for a loopback issuer and public URL (the test IdP)', () => {
    const config = auth({
      ...oidc,
      OIDC_ISSUER: 'http://127.0.0.1:4010',
      PUBLIC_URL: 'http://127.0.0.1:3000',
    });
    expect(config.allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
  });
});

describe('AUTH_MODE=proxy', () => {
  it('reads a complete configuration', () => {
    expect(auth({ ...proxy, HOST: '0.0.0.0', AUTH_PROXY_AUDIENCE: 'a, b' })).toMatchObject({
      mode: 'proxy',
      proxy: {
        header: 'cf-access-jwt-assertion',
        audience: ['a', 'b'],
        issuer: null,
        logoutUrl: null,
      },
      staff: { emails: ['a@example.com'] },
    });
  });

  it('names every missing variable', () => {
    expect(() => loadConfig({ AUTH_MODE: 'proxy', STAFF_EMAILS: 'a@b.c' })).toThrow(
      'AUTH_MODE=proxy needs AUTH_PROXY_JWT_HEADER, AUTH_PROXY_JWKS_URL, AUTH_PROXY_AUDIENCE.',
    );
  });

  it.each([
    [{ AUTH_PROXY_JWKS_URL: 'http://keys.example.com/jwks' }, 'AUTH_PROXY_JWKS_URL must use https'],
    [{ AUTH_PROXY_JWT_HEADER: 'bad header' }, 'AUTH_PROXY_JWT_HEADER must be a header name'],
    [{ AUTH_PROXY_LOGOUT_URL: '//evil.example' }, 'AUTH_PROXY_LOGOUT_URL must be'],
    [{ STAFF_EMAILS: '' }, 'needs a staff allowlist'],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig({ ...proxy, ...env })).toThrow(message);
  });
});
