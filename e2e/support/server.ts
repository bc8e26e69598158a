/**
 * The product as `pnpm start` runs it in simulator mode (the BFF's `startServer`, serving the
 * built apps/web/dist), plus the simulator's control API on a second port so tests can inject
 * upstream faults and latency. Playwright's `webServer` starts this; it is not a test.

 */
import '@pc/node/require-24';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@pc/bff';
import {
  postgresUnavailable,
  startPostgresCluster,
  startTestIdentityProvider,
  TEST_SECOND_STAFF,
  TEST_STAFF,
} from '@pc/bff/testing';
import { createControlApp, createSimulator, serveFetch } from '@pc/ep-simulator';
import { e2eData } from './e2e-data.ts';
import {
  APP_PORT,
  BACKLOG_APP_PORT,
  BUDGET_APP_PORT,
  CONTROL_PORT,
  DATABASE_APP_PORT,
  IDP_PORT,
  INDEX_APP_PORT,
  OIDC_APP_PORT,
  OIDC_APP_URL,
  REALISTIC_APP_PORT,
  REALISTIC_BUDGET_APP_PORT,
  REALISTIC_INDEX_APP_PORT,
} from './ports.ts';

/**
 * The read cache off: a test that injects a fault must see it reach the upstream, whatever an
 * earlier test read. The call-budget apps below run with the cache as deployed.
 */
const NO_READ_CACHE = { EP_CACHE_TTL_S: '0', EP_CACHE_CONFIG_TTL_S: '0' };

/**
 * One attention refresh per app and run (its first view starts it). The apps share simulators,
 * and faults are queued per endpoint, not per caller: a refresh every 5 minutes (the default)
 * reads payment lists in the background while later tests run, and took the faults a test had
 * injected for its own Refresh.
 */
const ONE_ATTENTION_REFRESH = { ATTENTION_REFRESH_S: '86400' };
/** The same for the store index of an app with a database: its first pass, then none. */
const ONE_INDEX_PASS = { SEARCH_SYNC_S: '86400' };
/**
 * No store index pass in the apps whose specs were written for the live search and count its
 * calls (search results, call budgets): their index stays unbuilt, so search answers live as
 * before the first pass. The store index has apps of its own (e2e/search-index.spec.ts).
 */
const NO_INDEX_PASS = { SEARCH_SYNC_ON_START: '0' };

const dist = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
if (!existsSync(dist)) {
  process.stderr.write('apps/web/dist is missing: run `pnpm --filter @pc/web build` first.\n');
  process.exit(1);
}

/**
 * Every app keeps the console's own records (the team's cases and notes, the attention list) in
 * an embedded database of its own, as `pnpm start` does, in a folder removed when the server
 * stops. (The database app below runs on a Postgres server instead.)
 */
const dataDirs: string[] = [];
function ownDataDir(name: string): { DATA_DIR: string } {
  const dir = mkdtempSync(join(tmpdir(), `pc-e2e-${name}-`));
  dataDirs.push(dir);
  return { DATA_DIR: join(dir, 'data') };
}

const simulator = createSimulator({
  data: e2eData(),
});
/** The main product's audit lines, for the tests that check the trail (`GET /audit`). */
let auditLines: Record<string, unknown>[] = [];
const app = await startServer({
  env: {
    HOST: '127.0.0.1',
    PORT: String(APP_PORT),
    LOG_LEVEL: 'warn',
    ...NO_READ_CACHE,
    ...ONE_ATTENTION_REFRESH,
    ...NO_INDEX_PASS,
    ...ownDataDir('main'),
  },
  simulator,
  deps: {
    logSink: (line) => {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      if (parsed.audit === true) auditLines.push(parsed);
    },
  },
  openDatabase: true,
});

/**
 * The upstream calls one app made (token requests left out), apart from the other apps on its
 * simulator: another app's background reads (an attention refresh a test started) must not
 * count against the call budgets' apps (`GET /budget-app/requests`). The newest 5,000 are kept.
 */
function ownCalls(upstream: typeof simulator): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const counting = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.includes('/oauth/')) urls.push(request.url);
    if (urls.length > 5_000) urls.shift();
    return upstream.fetch(request);
  };
  return { fetch: counting as typeof fetch, urls };
}
const oidcCalls = ownCalls(simulator);

/**
 * The day the team's rules judge by ("today": a follow-up due, a promise broken) in the app with
 * sign-in, which the team-work specs move forward (`POST /work-clock {shiftDays}`) and back
 * (`{shiftDays: 0}`). Only those rules read it: sessions and tokens keep the real clock.
 */
let workClockShiftMs = 0;
const DAY_MS = 86_400_000;

// The same product with staff sign-in, against a real OpenID Provider (oidc-provider) whose
// login page the tests fill in. 127.0.0.1 everywhere: cookies are per host name.
const idp = await startTestIdentityProvider({
  port: IDP_PORT,
  redirectUri: `${OIDC_APP_URL}/auth/callback`,
});
const oidcApp = await startServer({
  env: {
    HOST: '127.0.0.1',
    PORT: String(OIDC_APP_PORT),
    LOG_LEVEL: 'warn',
    AUTH_MODE: 'oidc',
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    PUBLIC_URL: OIDC_APP_URL,
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
    STAFF_EMAILS: `${TEST_STAFF.email},${TEST_SECOND_STAFF.email}`,
    ...NO_READ_CACHE,
    ...ONE_ATTENTION_REFRESH,
    ...NO_INDEX_PASS,
    ...ownDataDir('oidc'),
  },
  simulator,
  deps: { workClock: () => Date.now() + workClockShiftMs, fetch: oidcCalls.fetch },
  openDatabase: true,
});

// The same product and data over a simulator that behaves like the real service
// (docs/upstream/real-service.md#payments-list): no totals, payments ordered by id, 200 with no rows for unknown invoices.
const realisticSimulator = createSimulator({
  data: e2eData(),
  realistic: true,
});
const realisticApp = await startServer({
  env: {
    HOST: '127.0.0.1',
    PORT: String(REALISTIC_APP_PORT),
    LOG_LEVEL: 'warn',
    ...NO_READ_CACHE,
    ...ONE_ATTENTION_REFRESH,
    ...NO_INDEX_PASS,
    ...ownDataDir('realistic'),
  },
  simulator: realisticSimulator,
  openDatabase: true,
});

const budgetCalls = ownCalls(simulator);
const realisticBudgetCalls = ownCalls(realisticSimulator);

// The call budgets' apps: the read cache with its defaults, over each simulator.
const budgetApp = await startServer({
  env: {
    HOST: '127.0.0.1',
    PORT: String(BUDGET_APP_PORT),
    LOG_LEVEL: 'warn',
    ...ONE_ATTENTION_REFRESH,
    ...NO_INDEX_PASS,
    ...ownDataDir('budget'),
  },
  simulator,
  deps: { fetch: budgetCalls.fetch },
  openDatabase: true,
});
const realisticBudgetApp = await startServer({
  env: {
    HOST: '127.0.0.1',
    PORT: String(REALISTIC_BUDGET_APP_PORT),
    LOG_LEVEL: 'warn',
    ...ONE_ATTENTION_REFRESH,
    ...NO_INDEX_PASS,
    ...ownDataDir('realistic-budget'),
  },
  simulator: realisticSimulator,
  deps: { fetch: realisticBudgetCalls.fetch },
  openDatabase: true,
});

// The demo store with its dunning backlog, as `SIMULATOR_BACKLOG=1 pnpm start` serves it: the
// companies whose security declines must stay internal (e2e/replies.spec.ts).
const backlogApp = await startServer({
  env: {
    HOST: '127.0.0.1',
    PORT: String(BACKLOG_APP_PORT),
    LOG_LEVEL: 'warn',
    SIMULATOR_BACKLOG: '1',
    ...NO_READ_CACHE,
    ...ONE_ATTENTION_REFRESH,
    ...NO_INDEX_PASS,
    ...ownDataDir('backlog'),
  },
  openDatabase: true,
});

const control = createControlApp(simulator);

/**
 * The product on a Postgres server of its own (e2e/database-outage.spec.ts), over the main
 * simulator. Started at the first ask, not with the others: a cluster's initdb costs seconds
 * that no other spec should pay. `unavailable` says why where the machine has no Postgres server.
 */
type DatabaseApp =
  | {
      cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
      app: Awaited<ReturnType<typeof startServer>>;
    }
  | { unavailable: string };
let databaseApp: Promise<DatabaseApp> | null = null;
function startDatabaseApp(): Promise<DatabaseApp> {
  databaseApp ??= (async () => {
    const unavailable = postgresUnavailable();
    if (unavailable) return { unavailable };
    const cluster = await startPostgresCluster();
    const app = await startServer({
      env: {
        HOST: '127.0.0.1',
        PORT: String(DATABASE_APP_PORT),
        LOG_LEVEL: 'warn',
        DATABASE_URL: await cluster.createDatabase(),
        ...NO_READ_CACHE,
        ...ONE_ATTENTION_REFRESH,
        ...ONE_INDEX_PASS,
      },
      simulator,
      openDatabase: true,
    });
    return { cluster, app };
  })();
  return databaseApp;
}

/**
 * Closes the app and removes its cluster. The spec asks for it (`POST /database-app/remove`)
 * when done: Playwright ends this server with SIGKILL (no `gracefulShutdown` in the config), and
 * the cluster's server, started by pg_ctl, is not this process's child and would outlive it.
 */
async function removeDatabaseApp() {
  const started = await databaseApp;
  databaseApp = null;
  if (!started || 'unavailable' in started) return;
  await started.app.close();
  started.cluster.remove();
}

/**
 * `POST /database-app` (started, or why not), `POST /database-app/stop` and `…/start` (its
 * server), `POST /database-app/remove` (the app closed, its cluster removed).
 */
async function handleDatabaseApp(pathname: string): Promise<Response | null> {
  if (pathname === '/database-app/remove') {
    await removeDatabaseApp();
    return new Response(null, { status: 204 });
  }
  if (pathname === '/database-app') {
    const started = await startDatabaseApp();
    return Response.json('unavailable' in started ? started : { url: started.app.url });
  }
  for (const action of ['stop', 'start'] as const) {
    if (pathname !== `/database-app/${action}`) continue;
    const started = await startDatabaseApp();
    if ('unavailable' in started) return Response.json(started, { status: 409 });
    started.cluster[action]();
    return new Response(null, { status: 204 });
  }
  return null;
}

/**
 * The two apps with a store index (ports.ts `INDEX_APP_PORT`), each over its own simulator and an
 * embedded database in a temp folder; their first pass starts within 10 s. Removed with
 * `POST /index-apps/remove`.
 */
type IndexApps = { apps: Awaited<ReturnType<typeof startServer>>[]; dirs: string[] };
let indexApps: Promise<IndexApps> | null = null;
function startIndexApps(): Promise<IndexApps> {
  indexApps ??= (async () => {
    const dirs: string[] = [];
    const apps = await Promise.all(
      [
        [INDEX_APP_PORT, false],
        [REALISTIC_INDEX_APP_PORT, true],
      ].map(([port, realistic]) => {
        const dir = mkdtempSync(join(tmpdir(), 'pc-e2e-index-'));
        dirs.push(dir);
        return startServer({
          env: {
            HOST: '127.0.0.1',
            PORT: String(port),
            LOG_LEVEL: 'warn',
            DATA_DIR: dir,
            ...ONE_ATTENTION_REFRESH,
            ...ONE_INDEX_PASS,
          },
          simulator: createSimulator({ data: e2eData(), realistic: realistic === true }),
          openDatabase: true,
        });
      }),
    );
    return { apps, dirs };
  })();
  return indexApps;
}

async function removeIndexApps() {
  const started = await indexApps;
  indexApps = null;
  if (!started) return;
  for (const app of started.apps) await app.close();
  for (const dir of started.dirs) rmSync(dir, { recursive: true, force: true });
}

/**
 * Control routes plus `GET /invoices` (the simulator's invoices with their payment counts),
 * `GET /demo-invoices` (the demo seed's invoices with their state: paid, unpaid, …), `GET /demo`
 * (its accounts, subscribers and subscriptions with their status labels too) and
 * `GET /runtime` (the Node this server, and so the product under test, runs on),
 * `GET /requests` / `GET /realistic/requests` (the upstream calls each simulator received since
 * the last `POST …/requests/clear`, token requests left out), `GET /budget-app/requests` /
 * `GET /realistic-budget-app/requests` (those the call budgets' apps alone made; the sign-in
 * app's: `GET /oidc-app/requests`), `GET /audit`
 * (the main product's audit lines so far; `DELETE /audit` forgets them), `POST /work-clock
 * {shiftDays}` (the sign-in app's "today" for the team's rules, moved), and the product on a
 * Postgres server (`POST /database-app`, handleDatabaseApp). The simulator's own control routes
 * answer the rest, `POST /paid {invoiceId}` among them (an invoice paid from now on).
 */
async function handleControl(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/invoices') return Response.json(simulator.invoices);
  if (pathname === '/demo-invoices') return Response.json(simulator.demo.invoices);
  if (pathname === '/demo') return Response.json(simulator.demo);
  if (pathname === '/runtime') return Response.json({ node: process.versions.node });
  if (pathname === '/index-apps' && request.method === 'POST') {
    return Response.json({ urls: (await startIndexApps()).apps.map((a) => a.url) });
  }
  if (pathname === '/index-apps/remove' && request.method === 'POST') {
    await removeIndexApps();
    return new Response(null, { status: 204 });
  }
  if (pathname.startsWith('/database-app') && request.method === 'POST') {
    const answered = await handleDatabaseApp(pathname);
    if (answered) return answered;
  }
  for (const [prefix, calls] of [
    ['/oidc-app', oidcCalls],
    ['/budget-app', budgetCalls],
    ['/realistic-budget-app', realisticBudgetCalls],
  ] as const) {
    if (pathname === `${prefix}/requests`) return Response.json(calls.urls);
    if (pathname === `${prefix}/requests/clear`) {
      calls.urls.length = 0;
      return new Response(null, { status: 204 });
    }
  }
  for (const [prefix, sim] of [
    ['', simulator],
    ['/realistic', realisticSimulator],
  ] as const) {
    if (pathname === `${prefix}/requests`)
      return Response.json(
        sim.requests.filter((r) => !r.url.includes('/oauth/')).map((r) => r.url),
      );
    if (pathname === `${prefix}/requests/clear`) {
      sim.requests.length = 0;
      return new Response(null, { status: 204 });
    }
  }
  if (pathname === '/audit' && request.method === 'DELETE') {
    auditLines = [];
    return new Response(null, { status: 204 });
  }
  if (pathname === '/audit') return Response.json(auditLines);
  if (pathname === '/work-clock' && request.method === 'POST') {
    const { shiftDays } = (await request.json()) as { shiftDays: number };
    workClockShiftMs = shiftDays * DAY_MS;
    return new Response(null, { status: 204 });
  }
  return control.fetch(request);
}

const controlServer = await serveFetch(handleControl, { port: CONTROL_PORT });

process.stderr.write(
  `e2e: product at ${app.url} (with sign-in at ${oidcApp.url}, realistic upstream at ${realisticApp.url}), simulator control at ${controlServer.url}\n`,
);

function stop() {
  Promise.allSettled([
    removeDatabaseApp(),
    controlServer.close(),
    app.close(),
    oidcApp.close(),
    realisticApp.close(),
    budgetApp.close(),
    realisticBudgetApp.close(),
    backlogApp.close(),
    idp.close(),
  ]).finally(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
