/**
 * The BFF's configuration, read once from the environment and validated with zod. Nothing else
 * reads `process.env`. A bad or partial configuration is refused with a message naming the
 * variable: the BFF never falls back silently from Elastic Path to the simulator.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  type AuthConfig,
  authEnvShape,
  isLoopbackHost,
  resolveAuthConfig,
} from './auth/auth-config.ts';
import { withoutTrailingSlashes } from './core/trailing-slashes.ts';

export type Env = Record<string, string | undefined>;

export type UpstreamConfig =
  | {
      mode: 'simulator';
      simulatorDataPath: string | undefined;
      /** SIMULATOR_REALISTIC=1: the embedded simulator behaves like the real service (docs/upstream/real-service.md#realistic-mode-quirks). */
      realistic?: true;
      /** SIMULATOR_BACKLOG=1: the demo store with its dunning backlog of 300 outstanding invoices. */
      backlog?: true;
    }
  | {
      mode: 'elastic-path';
      /** Ends in `/v2`, no trailing slash. */
      baseUrl: string;
      /** Where `/oauth/access_token` lives, no trailing slash. */
      authUrl: string;
      clientId: string;
      clientSecret: string;
    };

export interface AttentionConfig {
  /** From the start of one refresh to the start of the next. */
  refreshMs: number;
  /** Of the replica's upstream requests per second, the share a refresh may take (0–1]. */
  share: number;
  /** Start refreshing when the replica starts, not at the first view of the list. */
  refreshOnStart: boolean;
  /** The first refresh starts at a random time within this after the replica starts. */
  startSpreadMs: number;
}

/**
 * The console's own Postgres (docs/decisions/029-postgres-for-the-console.md): a server through
 * DATABASE_URL, else embedded PGlite in `dataDir`.
 */
export type DatabaseConfig =
  | { kind: 'server'; url: string; poolSize: number }
  | { kind: 'embedded'; dataDir: string };

export interface BffConfig {
  upstream: UpstreamConfig;
  database: DatabaseConfig;
  /** How far stdout may fall behind, and how long an exit waits for it (docs/decisions/032-audit-backpressure.md). */
  audit: {
    /** Past this many bytes waiting for stdout, the replica is not ready and serves no customer data. */
    backlogMaxBytes: number;
    /** On SIGTERM/SIGINT, after the drain, how long to wait for stdout to take the audit's lines. */
    flushGraceMs: number;
  };
  host: string;
  port: number;
  timeoutMs: number;
  /** Per process: upstream requests in flight at once, and started per rolling second. */
  upstreamLimits: { maxInFlight: number; maxPerSecond: number };
  /** The "needs attention" snapshot's background refresh (attention/attention-refresher.ts). */
  attention: AttentionConfig;
  /** The replica's short cache of upstream reads (upstream/read-cache.ts); a TTL of 0 disables a kind. */
  readCache: ReadCacheConfig;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** The built web app to serve, or null to serve the API only. */
  webDist: string | null;
  /** Who may use the API, and how they prove it (docs/auth.md). */
  auth: AuthConfig;
  /** How the listening socket defends itself, and how long a shutdown waits for requests. */
  server: ServerLimits;
  /**
   * Where Prometheus scrapes `/metrics`: a port of its own (on HOST), and/or the public listener
   * with this bearer token. Neither set: no metrics are kept.
   */
  metrics: { port: number | null; token: string | null };
  /**
   * What the served-tokens' keys are derived from (audit/served-token.ts): AUDIT_TOKEN_SECRET,
   * else SESSION_SECRET; empty: a random key per process. The first signs, all verify.
   */
  servedTokenSecrets: string[];
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go (OTLP over HTTP); null: no tracing at all. */
  otlpEndpoint: string | null;
  /** Cases, notes and owners (docs/team-work.md). */
  teamWork: TeamWorkConfig;
}

export interface TeamWorkConfig {
  /** Writes (case changes, notes) one person may make per minute, in a burst then steadily. */
  writesPerMinute: number;
  /** Closed cases (and their notes) are purged this many months after they settled. */
  retentionMonths: number;
  /**
   * CLOCK_NOW: the instant "today" is judged by (due follow-ups, broken promises), for tests
   * and demos; null: the real clock. Refused with a real store.
   */
  clockNow: number | null;
}

export interface ReadCacheConfig {
  maxEntries: number;
  maxBytes: number;
  /** Dunning rules and schedules. */
  configurationTtlMs: number;
  /** Subscribers, accounts, subscriptions, invoices, payments, jobs. */
  recordTtlMs: number;
}

export interface ServerLimits {
  /** A client must have sent its whole header block by then (slow-header floods). */
  headersTimeoutMs: number;
  /** …and its whole request. */
  requestTimeoutMs: number;
  /** Connections held at once; more are closed as they arrive. */
  maxConnections: number;
  /**
   * Connections held at once from one client address (0: no such cap, behind a proxy where every
   * request comes from the proxy's address), so one slow client cannot take every slot.
   */
  maxConnectionsPerAddress: number;
  /** On SIGTERM/SIGINT, how long requests in flight may take before the process exits. */
  shutdownGraceMs: number;
  /**
   * On SIGTERM/SIGINT, how long to keep accepting (with `/readyz` already 503) before closing
   * the listener: the time a load balancer needs to notice (Kubernetes: endpoint propagation).
   */
  shutdownDelayMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const REQUIRED_UPSTREAM = ['EP_BASE_URL', 'EP_CLIENT_ID', 'EP_CLIENT_SECRET'] as const;
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The client secret and the store-wide token travel to these URLs, so plain http is refused
 * unless the URL names this machine (the simulator, a local tunnel): off loopback they would
 * cross a network in clear.
 */
const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .refine((url) => {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || isLoopbackHost(parsed.hostname);
  }, 'must use https (plain http only for a loopback address such as 127.0.0.1)')
  .transform(withoutTrailingSlashes);

const envSchema = z.object({
  EP_BASE_URL: httpUrl
    .refine(
      (url) => url.endsWith('/v2'),
      'must end with /v2 (for example https://useast.api.elasticpath.com/v2)',
    )
    .optional(),
  EP_AUTH_URL: httpUrl.optional(),
  EP_CLIENT_ID: z.string().min(1).optional(),
  EP_CLIENT_SECRET: z.string().min(1).optional(),
  EP_SIMULATOR_DATA: z.string().min(1).optional(),
  SIMULATOR_REALISTIC: z.enum(['0', '1'], { error: 'must be 1 or 0' }).optional(),
  SIMULATOR_BACKLOG: z.enum(['0', '1'], { error: 'must be 1 or 0' }).optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATA_DIR: z.string().min(1).optional(),
  ATTENTION_REFRESH_S: z.coerce.number().int().min(10).max(86_400).default(300),
  ATTENTION_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(25),
  ATTENTION_REFRESH_ON_START: z.enum(['0', '1'], { error: 'must be 1 or 0' }).default('0'),
  TEAM_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  CASE_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(13),
  CLOCK_NOW: z.iso
    .datetime({ offset: true, error: 'must be an instant such as 2026-12-20T09:00:00Z' })
    .optional(),
  ATTENTION_START_SPREAD_S: z.coerce.number().int().min(0).max(3600).default(60),
  EP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  EP_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(8),
  EP_MAX_RPS: z.coerce.number().int().min(1).max(100_000).default(20),
  EP_CACHE_TTL_S: z.coerce.number().int().min(0).max(3600).default(60),
  EP_CACHE_CONFIG_TTL_S: z.coerce.number().int().min(0).max(86_400).default(300),
  EP_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  EP_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  WEB_DIST: z.string().optional(),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(100),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  AUDIT_BACKLOG_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(4096)
    .max(1024 ** 3)
    .default(8 * 1024 * 1024),
  AUDIT_FLUSH_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // Read in any letter case (`Production` is production); anything else is a typo, refused.
  NODE_ENV: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.enum(['production', 'development', 'test'], {
        error: 'must be production, development or test (any letter case), or unset',
      }),
    )
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (openssl rand -base64 32)')
    .optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .optional(),
  AUDIT_TOKEN_SECRET: z
    .string()
    .transform((text) => text.split(',').map((item) => item.trim()))
    .refine(
      (secrets) => secrets.every((s) => s.length >= 32),
      'must be one or more comma-separated secrets of at least 32 characters each (openssl rand -base64 48)',
    )
    .optional(),
  ...authEnvShape,
});

/** Empty strings count as unset, as in most .env tooling. */
function withoutEmpty(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * @throws ConfigError naming every bad or missing variable.
 * @example loadConfig({ EP_BASE_URL: 'https://useast.api.elasticpath.com/v2', EP_CLIENT_ID: 'id', EP_CLIENT_SECRET: 's' })
 */
export function loadConfig(rawEnv: Env): BffConfig {
  const env = withoutEmpty(rawEnv);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${String(i.path[0])} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const present = REQUIRED_UPSTREAM.filter((name) => e[name] !== undefined);
  if (present.length > 0 && present.length < REQUIRED_UPSTREAM.length) {
    const missing = REQUIRED_UPSTREAM.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Incomplete Elastic Path configuration: ${present.join(', ')} set but ${missing.join(', ')} missing. ` +
        'Set all three to use Elastic Path, or none to use the built-in simulator.',
    );
  }
  // The simulator's mode has no meaning for a real store: say so rather than ignore it.
  if (present.length > 0 && e.SIMULATOR_REALISTIC === '1') {
    throw new ConfigError(
      'SIMULATOR_REALISTIC=1 applies to the built-in simulator, but Elastic Path is configured.',
    );
  }
  // A clock set by hand judges real customers' promises broken or not on a made-up day.
  if (present.length > 0 && e.CLOCK_NOW !== undefined) {
    throw new ConfigError(
      'CLOCK_NOW applies to the built-in simulator (tests and demos), but Elastic Path is configured.',
    );
  }
  if (present.length === 0 && e.EP_AUTH_URL !== undefined) {
    throw new ConfigError(
      'EP_AUTH_URL is set but EP_BASE_URL, EP_CLIENT_ID and EP_CLIENT_SECRET are not.',
    );
  }

  const upstream: UpstreamConfig =
    e.EP_BASE_URL && e.EP_CLIENT_ID && e.EP_CLIENT_SECRET
      ? {
          mode: 'elastic-path',
          baseUrl: e.EP_BASE_URL,
          authUrl: e.EP_AUTH_URL ?? new URL(e.EP_BASE_URL).origin,
          clientId: e.EP_CLIENT_ID,
          clientSecret: e.EP_CLIENT_SECRET,
        }
      : {
          mode: 'simulator',
          simulatorDataPath: e.EP_SIMULATOR_DATA,
          ...(e.SIMULATOR_REALISTIC === '1' && { realistic: true }),
          ...(e.SIMULATOR_BACKLOG === '1' && { backlog: true }),
        };

  const auth = resolveAuthConfig(e, e.HOST);
  if (!auth.ok) throw new ConfigError(auth.message);
  const authConfig = refuseOpenBehindProxy(auth.auth, e.AUTH_MODE !== undefined);
  refuseUnchosenExposure(upstream, authConfig, e);

  return {
    upstream,
    database: databaseConfig(e),
    auth: authConfig,
    host: e.HOST,
    port: e.PORT,
    timeoutMs: e.EP_TIMEOUT_MS,
    upstreamLimits: { maxInFlight: e.EP_MAX_IN_FLIGHT, maxPerSecond: e.EP_MAX_RPS },
    attention: {
      refreshMs: e.ATTENTION_REFRESH_S * 1000,
      share: e.ATTENTION_SHARE_PERCENT / 100,
      refreshOnStart: e.ATTENTION_REFRESH_ON_START === '1',
      startSpreadMs: e.ATTENTION_START_SPREAD_S * 1000,
    },
    readCache: {
      maxEntries: e.EP_CACHE_MAX_ENTRIES,
      maxBytes: e.EP_CACHE_MAX_MB * 1024 * 1024,
      configurationTtlMs: e.EP_CACHE_CONFIG_TTL_S * 1000,
      recordTtlMs: e.EP_CACHE_TTL_S * 1000,
    },
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST === 'none' ? null : (e.WEB_DIST ?? DEFAULT_WEB_DIST),
    server: {
      // Node waits for headers 60 s by default: a slow-header flood held every socket that long.
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
      shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    },
    metrics: { port: e.METRICS_PORT ?? null, token: e.METRICS_TOKEN ?? null },
    audit: { backlogMaxBytes: e.AUDIT_BACKLOG_MAX_BYTES, flushGraceMs: e.AUDIT_FLUSH_GRACE_MS },
    servedTokenSecrets:
      e.AUDIT_TOKEN_SECRET ?? (authConfig.mode === 'oidc' ? authConfig.session.secrets : []),
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
    teamWork: {
      writesPerMinute: e.TEAM_WRITES_PER_MINUTE,
      retentionMonths: e.CASE_RETENTION_MONTHS,
      clockNow: e.CLOCK_NOW === undefined ? null : Date.parse(e.CLOCK_NOW),
    },
  };
}

/**
 * Without DATABASE_URL the console keeps its data in an embedded database in DATA_DIR (default
 * ./data). A production image runs with a read-only root filesystem and several replicas, where
 * a folder nobody chose would lose the data at every restart, or fail: there it must be chosen.
 */
function databaseConfig(e: {
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE: number;
  DATA_DIR?: string;
  NODE_ENV?: string;
}): DatabaseConfig {
  if (e.DATABASE_URL !== undefined) {
    if (e.DATA_DIR !== undefined) {
      throw new ConfigError(
        'DATABASE_URL and DATA_DIR are both set: DATA_DIR holds the embedded database, which is ' +
          'not used with a server. Unset one of them.',
      );
    }
    return { kind: 'server', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE };
  }
  if (e.NODE_ENV === 'production' && e.DATA_DIR === undefined) {
    throw new ConfigError(
      'NODE_ENV=production but DATABASE_URL is not set: set DATABASE_URL to a Postgres server ' +
        '(every replica must share it), or set DATA_DIR to a writable folder for the embedded ' +
        'database of a single process. See docs/deployment.md.',
    );
  }
  return { kind: 'embedded', dataDir: resolve(e.DATA_DIR ?? 'data') };
}

/**
 * Two starts that look fine and are not. A store-admin key behind a dashboard without sign-in:
 * anyone with a shell or a port forward on this host reads every payment, so it must be chosen
 * (AUTH_MODE=none), never a default; the simulator alone holds no one's data and stays open.
 * And a production build (NODE_ENV=production, as the image sets) without the store's keys would
 * show staff simulated payments as if they were real.
 */
function refuseUnchosenExposure(
  upstream: UpstreamConfig,
  auth: AuthConfig,
  e: { AUTH_MODE?: string; NODE_ENV?: string },
): void {
  if (upstream.mode === 'elastic-path' && auth.mode === 'none' && e.AUTH_MODE === undefined) {
    throw new ConfigError(
      'Elastic Path credentials are set but AUTH_MODE is not set, and the default on loopback is ' +
        'no sign-in: anyone with a shell or a port forward on this host would read every payment. ' +
        'Set AUTH_MODE=oidc or AUTH_MODE=proxy (or AUTH_MODE=none to accept an open dashboard). ' +
        'See docs/auth.md.',
    );
  }
  if (upstream.mode === 'simulator' && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'NODE_ENV=production but EP_BASE_URL, EP_CLIENT_ID and EP_CLIENT_SECRET are not set: a ' +
        "production start would serve the simulator's made-up payments. Set the three, or unset " +
        'NODE_ENV to try the simulator.',
    );
  }
}

/**
 * The no-sign-in default holds only while nobody but this machine's own users can reach the
 * BFF. A reverse proxy on the same host that forwards to 127.0.0.1 (and rewrites `Host` to the
 * loopback name, or is listed in ALLOWED_HOSTS) turns it into an open dashboard (docs/auth.md).
 * Where the configuration shows it — PUBLIC_URL or ALLOWED_HOSTS name a host that is not this
 * machine — the start is refused unless AUTH_MODE says otherwise; AUTH_MODE=none there starts
 * with the warning banner.
 */
function refuseOpenBehindProxy(auth: AuthConfig, modeGiven: boolean): AuthConfig {
  if (auth.mode !== 'none') return auth;
  const outside = auth.allowedHosts.filter((h) => !isLoopbackHost(h));
  if (outside.length === 0) return auth;
  const names = outside.join(', ');
  if (!modeGiven) {
    throw new ConfigError(
      `PUBLIC_URL or ALLOWED_HOSTS names ${names}, so a proxy serves this BFF to other machines, ` +
        'but AUTH_MODE is not set and the default on loopback is no sign-in: anyone who reaches ' +
        'it would read every payment. Set AUTH_MODE=oidc or AUTH_MODE=proxy (or AUTH_MODE=none ' +
        'to accept an open dashboard). See docs/auth.md.',
    );
  }
  return {
    ...auth,
    warning:
      auth.warning ??
      `Sign-in is switched off (AUTH_MODE=none) while this dashboard is served as ${names}: anyone who can reach it can read every payment.`,
  };
}
