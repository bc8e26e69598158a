/**
 * Our BFF as production runs it (`startServer` with its default dependencies: `fetch` to the
 * upstream, the JSON access log on stdout, and the console's own database, embedded, as
 * `pnpm start` opens it), pointed at the simulator child as if it were Elastic Path. Only the
 * upstream, the port, the web build, the upstream rate limits (raised out of the way unless
 * given), the read cache (off), the database's folder (a fresh one per run, removed at the
 * end) and the store index's first pass (off) are configured; everything else keeps the BFF's
 * defaults.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@pc/bff';
import { ONE_LOAD_CLIENT, UNLIMITED } from '../upstream-limits.ts';
import { announce, serverConfig } from './announce.ts';

interface BffServerConfig {
  /** The simulator's origin, e.g. http://127.0.0.1:4010 */
  upstream: string;
  clientId: string;
  clientSecret: string;
  /** The built web app to serve, or null for the API only. */
  webDist: string | null;
  /** EP_MAX_IN_FLIGHT / EP_MAX_RPS; absent, raised out of the way. */
  limits?: { EP_MAX_IN_FLIGHT: string; EP_MAX_RPS: string };
}

const config = serverConfig<BffServerConfig>();
// Not the default folder: a run must neither read nor leave behind another run's records.
const dataDir = mkdtempSync(join(tmpdir(), 'pc-bench-bff-'));
const running = await startServer({
  env: {
    EP_BASE_URL: `${config.upstream}/v2`,
    EP_AUTH_URL: config.upstream,
    EP_CLIENT_ID: config.clientId,
    EP_CLIENT_SECRET: config.clientSecret,
    AUTH_MODE: 'none',
    HOST: '127.0.0.1',
    PORT: '0',
    WEB_DIST: config.webDist ?? 'none',
    ...(config.limits ?? UNLIMITED),
    ...ONE_LOAD_CLIENT,
    // The read cache off: these phases measure the BFF's work per request against the upstream
    // (a page asked again must go upstream again); ticket-calls.ts measures the cache.
    EP_CACHE_TTL_S: '0',
    EP_CACHE_CONFIG_TTL_S: '0',
    DATA_DIR: dataDir,
    // No store index pass: search is measured on its live way (the index's own budgets are in
    // search-index.ts), and no pass reads the store in the background of a measured phase.
    SEARCH_SYNC_ON_START: '0',
  },
  openDatabase: true,
});
announce({ url: running.url }, () =>
  running.close().finally(() => rmSync(dataDir, { recursive: true, force: true })),
);
