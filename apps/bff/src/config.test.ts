import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const PG_URL = 'postgres://console:pw@db.internal:5432/console';
const ep = {
  EP_BASE_URL: 'https://useast.api.elasticpath.com/v2',
  EP_CLIENT_ID: 'client-id',
  EP_CLIENT_SECRET: 'client-secret',
  // A real store behind an open dashboard must be chosen, never a default.
  AUTH_MODE: 'none',
};
const { AUTH_MODE: _explicitNone, ...epKeysOnly } = ep;

describe('loadConfig', () => {
  it('uses the simulator when none of the Elastic Path variables is set', () => {
    const config = loadConfig({});
    expect(config.upstream).toEqual({ mode: 'simulator', simulatorDataPath: undefined });
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3000, timeoutMs: 10_000 });
  });

  it('passes EP_SIMULATOR_DATA to the simulator', () => {
    expect(loadConfig({ EP_SIMULATOR_DATA: '/tmp/x.json' }).upstream).toEqual({
      mode: 'simulator',
      simulatorDataPath: '/tmp/x.json',
    });
  });

  it('SIMULATOR_REALISTIC=1 puts the built-in simulator in realistic mode; 0 or unset does not', () => {
    expect(loadConfig({ SIMULATOR_REALISTIC: '1' }).upstream).toEqual({
      mode: 'simulator',
      simulatorDataPath: undefined,
      realistic: true,
    });
    expect(loadConfig({ SIMULATOR_REALISTIC: '0' }).upstream).not.toHaveProperty('realistic');
    expect(loadConfig({ SIMULATOR_REALISTIC: '' }).upstream).not.toHaveProperty('realistic');
  });

  it('refuses SIMULATOR_REALISTIC other than 1 or 0, and with Elastic Path configured', () => {
    expect(() => loadConfig({ SIMULATOR_REALISTIC: 'yes' })).toThrow(
      'SIMULATOR_REALISTIC must be 1 or 0',
    );
    expect(() => loadConfig({ ...ep, SIMULATOR_REALISTIC: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...ep, SIMULATOR_REALISTIC: '1' })).toThrow(
      /Elastic Path is configured/,
    );
  });

  it('uses Elastic Path when all three are set; the auth URL defaults to the base origin', () => {
    expect(
      loadConfig({ ...ep, EP_BASE_URL: 'https://useast.api.elasticpath.com/v2/' }).upstream,
    ).toEqual({
      mode: 'elastic-path',
      baseUrl: 'https://useast.api.elasticpath.com/v2',
      authUrl: 'https://useast.api.elasticpath.com',
      clientId: 'client-id',
      clientSecret: 'client-secret',
    });
    const custom = loadConfig({ ...ep, EP_AUTH_URL: 'https://auth.example.com/' });
    expect(custom.upstream).toMatchObject({ authUrl: 'https://auth.example.com' });
  });

  it.each([
    [{ EP_BASE_URL: ep.EP_BASE_URL }, 'EP_CLIENT_ID, EP_CLIENT_SECRET missing'],
    [{ EP_CLIENT_ID: 'x', EP_CLIENT_SECRET: 'y' }, 'EP_BASE_URL missing'],
    [{ EP_CLIENT_SECRET: 'y' }, 'EP_BASE_URL, EP_CLIENT_ID missing'],
  ])('refuses a partial configuration and names what is missing (%j)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never puts the secret in an error message', () => {
    try {
      loadConfig({ EP_CLIENT_SECRET: 'super-secret-value' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('super-secret-value');
    }
  });

  it.each([
    [{ ...ep, EP_BASE_URL: 'https://useast.api.elasticpath.com' }, 'EP_BASE_URL must end with /v2'],
    [{ ...ep, EP_BASE_URL: 'ftp://x/v2' }, 'EP_BASE_URL must be an http(s) URL'],
    // The secret and the token would cross a network in clear.
    [{ ...ep, EP_BASE_URL: 'http://useast.api.elasticpath.com/v2' }, 'EP_BASE_URL must use https'],
    [{ ...ep, EP_BASE_URL: 'http://10.0.0.5:4010/v2' }, 'EP_BASE_URL must use https'],
    [{ ...ep, EP_AUTH_URL: 'http://auth.example.com' }, 'EP_AUTH_URL must use https'],
    [{ ...ep, EP_AUTH_URL: 'http://127.0.0.1.evil.test' }, 'EP_AUTH_URL must use https'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ EP_TIMEOUT_MS: '10' }, 'EP_TIMEOUT_MS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ EP_AUTH_URL: 'https://auth.example.com' }, 'EP_AUTH_URL is set but'],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts plain http only on loopback (the simulator, a local tunnel)', () => {
    for (const origin of ['http://127.0.0.1:4010', 'http://localhost:4010', 'http://[::1]:4010']) {
      const config = loadConfig({ ...ep, EP_BASE_URL: `${origin}/v2`, EP_AUTH_URL: origin });
      expect(config.upstream).toMatchObject({ baseUrl: `${origin}/v2`, authUrl: origin });
    }
  });

  it('reads the team work settings: writes per minute, retention, and CLOCK_NOW with the simulator only', () => {
    expect(loadConfig({}).teamWork).toEqual({
      writesPerMinute: 60,
      retentionMonths: 13,
      clockNow: null,
    });
    const set = loadConfig({
      TEAM_WRITES_PER_MINUTE: '5',
      CASE_RETENTION_MONTHS: '24',
      CLOCK_NOW: '2026-12-20T09:00:00Z',
    }).teamWork;
    expect(set).toEqual({
      writesPerMinute: 5,
      retentionMonths: 24,
      clockNow: Date.parse('2026-12-20T09:00:00Z'),
    });
    expect(() => loadConfig({ CLOCK_NOW: 'tomorrow' })).toThrow(/CLOCK_NOW must be an instant/);
    expect(() => loadConfig({ TEAM_WRITES_PER_MINUTE: '0' })).toThrow(/TEAM_WRITES_PER_MINUTE/);
    expect(() =>
      loadConfig({
        EP_BASE_URL: 'https://useast.api.elasticpath.com/v2',
        EP_CLIENT_ID: 'id',
        EP_CLIENT_SECRET: 'secret',
        AUTH_MODE: 'none',
        CLOCK_NOW: '2026-12-20T09:00:00Z',
      }),
    ).toThrow(/CLOCK_NOW applies to the built-in simulator/);
  });

  it('treats empty strings as unset', () => {
    expect(
      loadConfig({ EP_BASE_URL: '', EP_CLIENT_ID: '', EP_CLIENT_SECRET: '' }).upstream.mode,
    ).toBe('simulator');
  });

  describe('a same-host reverse proxy in front of the no-sign-in default', () => {
    it.each([
      [{ PUBLIC_URL: 'https://payments.example.com' }, 'payments.example.com'],
      [{ ALLOWED_HOSTS: 'localhost,console.internal' }, 'console.internal'],
    ])('refuses to start on loopback without AUTH_MODE when %j names another host', (env, name) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(`names ${name}, so a proxy serves this BFF`);
    });

    it('starts with the warning when AUTH_MODE=none is explicit', () => {
      const config = loadConfig({ PUBLIC_URL: 'https://payments.example.com', AUTH_MODE: 'none' });
      expect(config.auth.warning).toMatch(/served as payments\.example\.com: anyone/);
    });

    it('keeps the silent default when only loopback names are allowed', () => {
      expect(loadConfig({ ALLOWED_HOSTS: 'localhost,127.0.0.1' }).auth).toMatchObject({
        mode: 'none',
        warning: null,
      });
    });
  });

  describe('a real store without sign-in, and simulated data in production', () => {
    it.each([[{}], [{ NODE_ENV: 'production' }]])(
      'refuses Elastic Path credentials on loopback without AUTH_MODE (%j)',
      (extra) => {
        const env = { ...epKeysOnly, ...extra };
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(/AUTH_MODE is not set/);
      },
    );

    it('starts a real store without sign-in only with AUTH_MODE=none, and says so', () => {
      const config = loadConfig({ ...epKeysOnly, AUTH_MODE: 'none' });
      expect(config.auth.mode).toBe('none');
      expect(config.upstream.mode).toBe('elastic-path');
    });

    it('keeps the simulator alone open by default', () => {
      expect(loadConfig({}).auth.mode).toBe('none');
    });

    it('refuses simulated data when NODE_ENV=production, with or without sign-in', () => {
      const signIn = {
        AUTH_MODE: 'proxy',
        AUTH_PROXY_JWT_HEADER: 'authorization',
        AUTH_PROXY_JWKS_URL: 'https://idp.example.com/jwks',
        AUTH_PROXY_AUDIENCE: 'console',
        STAFF_EMAIL_DOMAINS: 'example.com',
      };
      expect(loadConfig(signIn).upstream.mode).toBe('simulator');
      for (const env of [signIn, { AUTH_MODE: 'none' }, {}]) {
        expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(
          /NODE_ENV=production but EP_BASE_URL, EP_CLIENT_ID and EP_CLIENT_SECRET are not set/,
        );
      }
      expect(
        loadConfig({ ...ep, NODE_ENV: 'production', DATA_DIR: '/var/lib/console' }).upstream.mode,
      ).toBe('elastic-path');
    });

    it.each(['Production', 'PRODUCTION', ' production '])(
      'reads NODE_ENV=%j as production: no simulated data',
      (value) => {
        expect(() => loadConfig({ NODE_ENV: value })).toThrow(/NODE_ENV=production but/);
        expect(loadConfig({ ...ep, NODE_ENV: value, DATABASE_URL: PG_URL }).upstream.mode).toBe(
          'elastic-path',
        );
      },
    );

    it.each(['prod', 'staging', 'production2'])(
      'refuses NODE_ENV=%j, naming the values it takes',
      (value) => {
        expect(() => loadConfig({ ...ep, NODE_ENV: value })).toThrow(
          'NODE_ENV must be production, development or test (any letter case), or unset',
        );
      },
    );

    it.each(['development', 'Test'])('starts the simulator with NODE_ENV=%j', (value) => {
      expect(loadConfig({ NODE_ENV: value }).upstream.mode).toBe('simulator');
    });
  });

  describe('the database', () => {
    it('embeds one in ./data by default, and in DATA_DIR when set', () => {
      expect(loadConfig({}).database).toEqual({ kind: 'embedded', dataDir: resolve('data') });
      expect(loadConfig({ DATA_DIR: 'var/console' }).database).toEqual({
        kind: 'embedded',
        dataDir: resolve('var/console'),
      });
    });

    it('uses the server of DATABASE_URL with a pool of DATABASE_POOL_SIZE (default 10)', () => {
      expect(loadConfig({ DATABASE_URL: PG_URL }).database).toEqual({
        kind: 'server',
        url: PG_URL,
        poolSize: 10,
      });
      expect(loadConfig({ DATABASE_URL: PG_URL, DATABASE_POOL_SIZE: '3' }).database).toEqual({
        kind: 'server',
        url: PG_URL,
        poolSize: 3,
      });
    });

    it.each([
      [
        { DATABASE_URL: 'mysql://db/console' },
        'DATABASE_URL must be a postgres:// or postgresql:// URL',
      ],
      [{ DATABASE_URL: PG_URL, DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
      [{ DATABASE_URL: PG_URL, DATA_DIR: 'data' }, 'DATABASE_URL and DATA_DIR are both set'],
    ])('refuses %j, naming the variable', (env, message) => {
      expect(() => loadConfig(env)).toThrow(message);
    });

    it('refuses a production start without DATABASE_URL unless DATA_DIR is chosen', () => {
      const production = { ...ep, NODE_ENV: 'production' };
      expect(() => loadConfig(production)).toThrow(
        /NODE_ENV=production but DATABASE_URL is not set: .*or set DATA_DIR/,
      );
      expect(loadConfig({ ...production, DATA_DIR: '/srv/console' }).database).toEqual({
        kind: 'embedded',
        dataDir: '/srv/console',
      });
      expect(loadConfig({ ...production, DATABASE_URL: PG_URL }).database.kind).toBe('server');
    });
  });
});
