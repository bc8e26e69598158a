/**
 * `createApp(config, deps)` builds the BFF. Dependencies (fetch, clock, sleep, randomness, log
 * sink) are parameters so tests hand it the simulator and a fake clock without monkey-patching;
 * `server.ts` binds the result to Node.
 *
 * The order of the middleware is the security model: Host allowlist (every request), then for
 * `/api/*` the CSRF header, then the signed-in person, and only then the routes that go upstream.
 * No middleware answers CORS, so cross-origin callers never get `Access-Control-Allow-Origin`.
 */
import type { AppInfo, DemoInvoice } from '@pc/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { AttentionSnapshot } from './attention/attention-snapshot.ts';
import { createAttention } from './attention/create-attention.ts';
import type { LeaseTimings } from './attention/shared-snapshot.ts';
import { type Audit, createAudit } from './audit/audit.ts';
import { AUDIT_UNWRITABLE, refuseDataWithoutAudit } from './audit/audit-guard.ts';
import { createServedTokens } from './audit/served-token.ts';
import { AuthDeniedError } from './auth/auth-denied.ts';
import { createAuth } from './auth/create-auth.ts';
import { requireUser } from './auth/require-user.ts';
import type { BffConfig } from './config.ts';
import type { AppEnv } from './core/app-env.ts';
import {
  ApiHttpError,
  describeError,
  httpErrorOf,
  NotFoundError,
  UpstreamInvalidError,
} from './core/errors.ts';
import { NO_METRICS } from './core/metrics-hooks.ts';
import type { Database } from './db/database.ts';
import { storeKey } from './db/store-key.ts';
import { accessLog } from './http/access-log.ts';
import { warnOnProxyWithoutSignIn } from './http/proxy-without-sign-in.ts';
import { serverRequestId } from './http/request-id.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountWebApp } from './http/web-static.ts';
import { createRetryContextSource } from './invoice-rules/retry-context.ts';
import { createLogger, type Logger, type LogSink } from './log/logger.ts';
import { processStdoutSink } from './log/stream-sink.ts';
import { registerDatabaseMetrics } from './metrics/database-metrics.ts';
import { guardedMetrics, METRICS_PATH } from './metrics/metrics-endpoint.ts';
import { createPrometheusMetrics, type PrometheusMetrics } from './metrics/prometheus-metrics.ts';
import { InvoicePageHeadStarts } from './pages/invoice-page-head-starts.ts';
import { requireCsrfHeader } from './protection/csrf.ts';
import { hostAllowlist } from './protection/host-allowlist.ts';
import { INVOICE_LINK_PATHS, warmInvoiceReads } from './routes/invoice-link-warm-up.ts';
import type { RouteDeps } from './routes/route-deps.ts';
import { routeTree, signInRoutes } from './routes/route-tree.ts';
import { createSearchIndex, type SearchIndex } from './search/create-search-index.ts';
import { readScope } from './store-budget/read-scope.ts';
import { currentScope } from './store-budget/request-scope.ts';
import { createStoreBudget } from './store-budget/store-budget.ts';
import { startRetention } from './team-work/retention.ts';
import { createTeamWork } from './team-work/team-work.ts';
import { teamWriteGuards } from './team-work/write-guards.ts';
import { ReadCache } from './upstream/read-cache.ts';
import type { Upstream } from './upstream/read-resource.ts';
import { TokenManager } from './upstream/token-manager.ts';
import { UpstreamClient } from './upstream/upstream-client.ts';

export interface BffDeps {
  fetch: typeof fetch;
  /** Milliseconds since the epoch. */
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  /** Where log lines go. */
  logSink: LogSink;
  /** Where audit lines go; the log's sink unless given (stdout drops log lines, never these, when behind). */
  auditSink?: LogSink;
  /**
   * Why audit lines cannot be written now (broken, or too far behind), or null when they can
   * (docs/decisions/024-no-customer-data-without-audit.md, 032-audit-backpressure.md). By
   * default stdout's, against AUDIT_BACKLOG_MAX_BYTES.
   */
  auditBroken?: () => string | null;
  /** The span of each request, when tracing is on (telemetry/tracing.ts); first of all middleware. */
  requestSpan?: MiddlewareHandler<AppEnv>;
  /** The console's database (db/database.ts); null: this process keeps its state in memory. */
  database?: Database | null;
  /** The shared attention list's lease timings (tests shorten them; attention/shared-snapshot.ts). */
  attentionLease?: LeaseTimings;
  /**
   * The clock "today" is judged by for cases (due follow-ups, broken promises), read at every
   * request so a test can move it; else CLOCK_NOW, else `now` (docs/team-work.md#the-clock-today-due-and-broken).
   */
  workClock?: () => number;
}

/** Where the upstream lives once the simulator, if any, is wired in. */
export interface ResolvedUpstream {
  baseUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  simulator: boolean;
  demoInvoices: DemoInvoice[];
}

export const defaultDeps: BffDeps = {
  fetch: globalThis.fetch.bind(globalThis),
  now: Date.now,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  // Survives stdout going away (EPIPE): lost lines are counted and reported on stderr.
  logSink: (line) => processStdoutSink().log(line),
  auditSink: (line) => processStdoutSink().sink(line),
};

/** The paths of the team's writes: the write guards run on them (team-work/write-guards.ts). */
const TEAM_WRITE_PATHS = [
  '/api/invoices/:invoiceId/case',
  '/api/invoices/:invoiceId/notes',
  '/api/customers/:customerId/notes',
  '/api/notes/:noteId/hide',
  '/api/cases/assign',
] as const;

const fixedClock = (ms: number) => () => ms;

/** What the Node binding needs besides the app: its log, its audit, and the drain switch. */
export interface BuiltApp {
  app: Hono<AppEnv>;
  log: Logger;
  audit: Audit;
  /** The replica's read cache, for its hit rate (bench) and tests. */
  cache: ReadCache;
  /** The replica's attention snapshot: its refreshes stop with the server. */
  attention: AttentionSnapshot;
  /** The store index and its sync (null without a database): its passes stop with the server. */
  searchIndex: SearchIndex | null;
  /** Set when the process is shutting down: `/readyz` answers 503 from then on. */
  lifecycle: { draining: boolean };
  /** Kept only when METRICS_PORT or METRICS_TOKEN says where to serve them. */
  metrics: PrometheusMetrics | null;
  /** Stops the closed cases' hourly purge (team-work/retention.ts), with the server. */
  stopRetention: () => void;
}

export function createApp(
  config: BffConfig,
  upstream: ResolvedUpstream,
  deps: Partial<BffDeps> = {},
): BuiltApp {
  const d = { ...defaultDeps, ...deps };
  // A sink given for the log (tests) takes the audit's lines too, unless one is given for them.
  const auditSink = deps.auditSink ?? (deps.logSink ? deps.logSink : defaultDeps.auditSink);
  if (!deps.logSink) processStdoutSink().backlogBound = config.audit.backlogMaxBytes;
  const auditBroken =
    d.auditBroken ?? (() => processStdoutSink().unwritable(config.audit.backlogMaxBytes));
  const log = createLogger({ level: config.logLevel, sink: d.logSink, now: d.now });
  const metrics =
    config.metrics.port !== null || config.metrics.token !== null
      ? createPrometheusMetrics(() => processStdoutSink().dropped)
      : null;
  const hooks = metrics?.hooks ?? NO_METRICS;
  if (metrics && d.database) registerDatabaseMetrics(metrics.registry, d.database);
  const audit = createAudit(
    (line) => {
      hooks.audit.written();
      auditSink?.(line);
    },
    d.now,
    createServedTokens(config.servedTokenSecrets, d.now),
    auditBroken,
  );
  const auth = createAuth(config.auth, { now: d.now, timeoutMs: config.timeoutMs, log });
  if (config.auth.warning) log.warn('auth.disabled', { warning: config.auth.warning });
  // Token requests count against the store's rate limit too: they wait their turn like GETs.
  const budget = createStoreBudget(config.upstreamLimits, d.now);
  const { limiter } = budget;
  const tokens = new TokenManager({
    authUrl: upstream.authUrl,
    clientId: upstream.clientId,
    clientSecret: upstream.clientSecret,
    fetch: (input, init) => limiter.schedule(() => d.fetch(input, init), currentScope()?.person),
    now: d.now,
    timeoutMs: config.timeoutMs,
    log,
    metrics: hooks.tokens,
  });
  const upstreamClient = new UpstreamClient({
    baseUrl: upstream.baseUrl,
    fetch: d.fetch,
    limiter,
    hold: budget.hold,
    tokens,
    timeoutMs: config.timeoutMs,
    now: d.now,
    sleep: d.sleep,
    random: d.random,
    log,
    metrics: hooks.upstream,
  });

  const cache = new ReadCache({ ...config.readCache, now: d.now, metrics: hooks.upstream });
  const reader: Upstream = { client: upstreamClient, log, cache };

  const app = new Hono<AppEnv>();
  if (d.requestSpan) app.use(d.requestSpan);
  app.use(serverRequestId());
  app.use(securityHeaders());
  if (metrics) app.use(metrics.requests);
  app.use(accessLog(log));
  // A load balancer must stop sending new work the moment a shutdown begins.
  const lifecycle = { draining: false };
  app.use('/readyz', async (c, next) => {
    if (lifecycle.draining) {
      return c.json({ status: 'draining', detail: 'This replica is shutting down.' }, 503);
    }
    if (auditBroken()) return c.json({ status: 'not ready', detail: AUDIT_UNWRITABLE }, 503);
    return next();
  });
  // Before the Host allowlist: Prometheus scrapes a replica by its address, as probes do.
  app.get(METRICS_PATH, guardedMetrics(metrics?.registry ?? null, config.metrics.token));
  app.use(hostAllowlist(config.auth.allowedHosts, audit));
  if (config.auth.mode === 'none' && !config.auth.warning) app.use(warnOnProxyWithoutSignIn(log));
  app.use('/api/*', requireCsrfHeader());
  app.use('/api/*', requireUser(auth.authenticator));
  app.use('/api/*', readScope());
  app.use('/api/*', refuseDataWithoutAudit(auditBroken));
  const team = createTeamWork({
    database: d.database ?? null,
    store: storeKey(upstream),
    reader,
    audit,
    log,
    now: d.now,
    workClock:
      d.workClock ??
      (config.teamWork.clockNow === null ? d.now : fixedClock(config.teamWork.clockNow)),
  });
  // Everyone who uses the API is in the staff directory (written at most every few minutes),
  // after the answer: a read never waits behind it (a write waits, team-work/write-guards.ts).
  app.use('/api/*', async (c, next) => {
    await next();
    const user = c.get('user');
    if (user) void team.seen(user, false);
  });
  const writeGuards = teamWriteGuards({
    mode: config.auth.mode,
    exposed: config.auth.mode === 'none' && config.auth.warning !== null,
    writesPerMinute: config.teamWork.writesPerMinute,
    now: d.now,
    team,
  });
  for (const path of TEAM_WRITE_PATHS) app.use(path, writeGuards);
  const stopRetention = d.database
    ? startRetention({
        db: d.database.db,
        months: config.teamWork.retentionMonths,
        now: d.now,
        audit,
        log,
      })
    : () => {};
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (_c, methods) => {
        throw new ApiHttpError(405, `Use ${methods.join(' or ')} on this path.`, {
          headers: { Allow: methods.join(', ') },
        });
      },
    }),
  );

  const authInfo: AppInfo['auth'] = {
    mode: config.auth.mode,
    warning: config.auth.warning,
    loginUrl: auth.authenticator.loginUrl,
  };
  const retryContext = createRetryContextSource(reader, d.now);
  const searchIndex = createSearchIndex(d.database ?? null, upstream, {
    reader,
    budget,
    config: config.searchSync,
    log,
    now: d.now,
    sleep: d.sleep,
    random: d.random,
  });
  if (searchIndex && config.searchSync.onStart) searchIndex.sync.start();
  const attention = createAttention(d.database ?? null, upstream, d.attentionLease, {
    reader,
    retryContext,
    budget,
    config: config.attention,
    log,
    now: d.now,
    sleep: d.sleep,
    random: d.random,
    ...(searchIndex && { invoicesRead: searchIndex.search.noteInvoices }),
  });
  if (config.attention.refreshOnStart) attention.start();
  const routeDeps: RouteDeps = {
    reader,
    retryContext,
    invoiceHeadStarts: new InvoicePageHeadStarts(d.now),
    attention,
    audit,
    auth: auth.authenticator,
    appInfo: { simulator: upstream.simulator, demoInvoices: upstream.demoInvoices, auth: authInfo },
    signIn: auth.signIn,
    tokens,
    searchLimits: budget.search,
    searchIndex: searchIndex?.search ?? null,
    ...(searchIndex && { invoicesServed: searchIndex.search.noteInvoices }),
    databaseUp: d.database ? d.database.up : null,
    log,
    now: d.now,
    team,
  };
  app.route('/', routeTree(routeDeps));
  const signIn = signInRoutes(routeDeps);
  if (signIn) app.route('/auth', signIn);
  // A response, not a throw: methodNotAllowed turns a 404 on a known path into a 405.
  app.all('/api/*', (c) => c.json(new ApiHttpError(404, 'No such API route.').toBody(), 404));
  if (config.webDist) {
    const warm = warmInvoiceReads(routeDeps);
    for (const path of INVOICE_LINK_PATHS) app.get(path, warm);
    mountWebApp(app, config.webDist);
  }

  app.notFound((c) => c.json(new ApiHttpError(404, 'Not found.').toBody(), 404));
  app.onError((thrown, c) => {
    if (thrown instanceof AuthDeniedError) audit.denied(c, thrown);
    const error =
      thrown instanceof NotFoundError || thrown instanceof UpstreamInvalidError
        ? httpErrorOf(thrown)
        : thrown;
    // Hono's own 4xx (malformed JSON body) get the same error shape as ours.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(new ApiHttpError(400, error.message).toBody(), 400);
    }
    if (error instanceof ApiHttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      if (error.status >= 500)
        log.warn('http.error', {
          requestId: c.get('requestId'),
          status: error.status,
          error: describeError(error),
        });
      return c.json(error.toBody(), error.status);
    }
    log.error('http.unhandled', { requestId: c.get('requestId'), error: describeError(error) });
    return c.json(new ApiHttpError(500, 'Something went wrong on our side.').toBody(), 500);
  });

  return { app, log, audit, cache, attention, searchIndex, lifecycle, metrics, stopRetention };
}
