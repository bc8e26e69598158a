/**
 * `pnpm --filter @pc/bench attention-db`: `GET /api/attention` answered from the console's
 * database with 1,000 rows, on embedded PGlite and on a Postgres server: the warm p50 over HTTP
 * (budget ≤ 50 ms), and the longest event-loop block: while serving it over HTTP (the client's
 * own parsing in this process included), and while only the database call runs (budget ≤ 20 ms:
 * PGlite runs in its own process, so what blocks is `pg` parsing the rows' JSON).
 * The rows are the demo backlog's, built by one real refresh, then copied under new invoice ids.
 */
import '@pc/node/require-24';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '@pc/bff';
import {
  attentionStore,
  openDatabase,
  postgresUnavailable,
  startPostgresCluster,
  storeKey,
} from '@pc/bff/testing';
import { createSimulator } from '@pc/ep-simulator';
import { timedAttention } from './attention-fetch.ts';
import { median, round } from './stats.ts';

const ROWS = 1000;
const RUNS = 50;
const quiet = { logSink: () => {} };
const log = { debug() {}, info() {}, warn() {}, error() {}, addSecret() {}, addToken() {} };

interface Figures {
  kind: string;
  rows: number;
  warmP50Ms: number;
  firstReadMs: number;
  longestBlockMs: number;
  /** The longest block while only the database call runs: reading the 1,000 rows (pg parses them). */
  longestDbCallBlockMs: number;
}

type Page = { snapshot: { status: string }; rows: { invoice: { id: string } }[] };

async function measure(kind: string, env: Record<string, string>): Promise<Figures> {
  const sim = createSimulator({ backlog: true });
  const base = {
    ...env,
    PORT: '0',
    WEB_DIST: 'none',
    EP_MAX_RPS: '100000',
    EP_MAX_IN_FLIGHT: '64',
  };
  // 1. One real refresh of the backlog store.
  let server = await startServer({ env: base, simulator: sim, deps: quiet, openDatabase: true });
  let page: Page;
  do {
    await new Promise((r) => setTimeout(r, 200));
    page = (await timedAttention<Page>(server.url)).page;
  } while (page.snapshot.status !== 'complete');
  await server.close();
  // 2. 1,000 rows: those rows copied under new ids, published as a new generation.
  const config = (await import('@pc/bff')).loadConfig(base).database;
  const db = await openDatabase(config, log);
  const store = attentionStore(
    db.db,
    storeKey({ baseUrl: 'http://ep-simulator.internal/v2', clientId: sim.credentials.clientId }),
  );
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const row = page.rows[i % page.rows.length] as { invoice: { id: string } };
    return { ...row, invoice: { ...row.invoice, id: randomUUID() } };
  });
  await db.pool.query('UPDATE attention_lease SET not_before = now(), expires_at = now()');
  const generation = await store.acquire('bench', 60_000);
  if (generation === null) throw new Error('bench: no lease');
  // biome-ignore lint/suspicious/noExplicitAny: rows copied from the API's own answer
  await store.publish(generation, 0, rows as any, new Date(), 3_600_000);
  const dbDelay = monitorEventLoopDelay({ resolution: 1 });
  dbDelay.enable();
  for (let i = 0; i < 20; i += 1) await store.rows(generation);
  dbDelay.disable();
  await db.close();
  // 3. A restarted BFF: the first read of the rows, then warm reads.
  server = await startServer({ env: base, simulator: sim, deps: quiet, openDatabase: true });
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const get = async () => {
    const { page: body, ms } = await timedAttention<Page>(server.url);
    if (body.rows.length !== ROWS) throw new Error(`bench: ${body.rows.length} rows, not ${ROWS}`);
    return ms;
  };
  const firstReadMs = await get();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await get());
  delay.disable();
  await server.close();
  return {
    kind,
    rows: ROWS,
    warmP50Ms: round(median(times)),
    firstReadMs: round(firstReadMs),
    longestBlockMs: round(delay.max / 1e6),
    longestDbCallBlockMs: round(dbDelay.max / 1e6),
  };
}

const results: Figures[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'pc-bench-data-'));
try {
  results.push(await measure('embedded (PGlite)', { DATA_DIR: join(dataDir, 'data') }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const noServer = postgresUnavailable();
if (noServer) process.stderr.write(`attention-db: no Postgres server (${noServer})\n`);
else {
  const cluster = await startPostgresCluster();
  try {
    results.push(
      await measure('server (Postgres)', { DATABASE_URL: await cluster.createDatabase() }),
    );
  } finally {
    cluster.remove();
  }
}
for (const r of results) {
  process.stdout.write(
    `${r.kind}: ${r.rows} rows, warm p50 ${r.warmP50Ms} ms (budget 50), first read ${r.firstReadMs} ms, ` +
      `longest event-loop block serving it ${r.longestBlockMs} ms (client in the same process), ` +
      `during the rows' database read alone ${r.longestDbCallBlockMs} ms (budget 20)\n`,
  );
}
