/**
 * `GET /api/attention` answered from the console's database with 1,000 rows, on embedded PGlite
 * and on a Postgres server (`pnpm bench`, or alone: `pnpm --filter @pc/bench attention-db`):
 * - the warm p50 over HTTP (budget ≤ 50 ms);
 * - the event-loop block the rows' database read causes on the BFF's thread (budget ≤ 20 ms).
 *   PGlite runs in its own process, so what blocks is `pg` parsing each page of rows (their JSON
 *   included) and Drizzle mapping them. Each of `READS` reads is watched on its own; the budget
 *   is the median of their longest blocks, and the longest of all is printed beside it with the
 *   same watch over an idle wait: on a shared 2-core machine a single read's longest block takes
 *   in a major GC or the scheduler's own delays, which are not the read's work (measured:
 *   docs/attention.md#reading-it-from-the-database).
 * The rows are the demo backlog's, built by one real refresh, then copied under new invoice ids.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig, startServer } from '@pc/bff';
import {
  attentionStore,
  openDatabase,
  postgresUnavailable,
  startPostgresCluster,
  storeKey,
} from '@pc/bff/testing';
import type { AttentionRow } from '@pc/contract';
import { createSimulator } from '@pc/ep-simulator';
import { timedAttention } from './attention-fetch.ts';
import { median, round } from './stats.ts';

const ROWS = 1000;
/** Warm answers timed; past the list's burst of ten each waits out its 429 (about 1 s). */
const RUNS = 20;
/** Reads of the 1,000 rows, each watched on its own. */
const READS = 20;
const quiet = { logSink: () => {} };
const log = { debug() {}, info() {}, warn() {}, error() {}, addSecret() {}, addToken() {} };

export interface AttentionDatabaseKind {
  kind: 'embedded (PGlite)' | 'server (Postgres)';
  rows: number;
  warmP50Ms: number;
  runs: number;
  firstReadMs: number;
  /** The longest block while serving it over HTTP, the client's own parse in this process included. */
  servingBlockMs: number;
  /** The median over `reads` of each read's longest event-loop block (the budgeted figure). */
  readBlockMs: number;
  /** The longest block of any read: GC and the scheduler's delays included. */
  readBlockMaxMs: number;
  /** The same watch over an idle wait as long as a read: what the machine alone adds. */
  idleBlockMs: number;
  reads: number;
}

export interface AttentionDatabaseResult {
  kinds: AttentionDatabaseKind[];
  /** Why the server kind was not measured (no Postgres on this machine), or null. */
  serverUnavailable: string | null;
}

type Page = { snapshot: { status: string }; rows: AttentionRow[] };

/** The longest event-loop delay while `work` runs, in ms (a 1 ms timer watches it). */
async function longestBlock(work: () => Promise<unknown>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await work();
  // One more turn of the loop, so a block at the very end is recorded.
  await new Promise((resolve) => setTimeout(resolve, 2));
  delay.disable();
  return delay.max / 1e6;
}

async function measureKind(
  kind: AttentionDatabaseKind['kind'],
  env: Record<string, string>,
): Promise<AttentionDatabaseKind> {
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
  const db = await openDatabase(loadConfig(base).database, log);
  const store = attentionStore(
    db.db,
    storeKey({ baseUrl: 'http://ep-simulator.internal/v2', clientId: sim.credentials.clientId }),
  );
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const row = page.rows[i % page.rows.length] as AttentionRow;
    return { ...row, invoice: { ...row.invoice, id: randomUUID() } };
  });
  await db.pool.query('UPDATE attention_lease SET not_before = now(), expires_at = now()');
  const generation = await store.acquire('bench', 60_000);
  if (generation === null) throw new Error('bench: no lease');
  await store.publish(generation, 0, rows, new Date(), 3_600_000);
  const readBlocks: number[] = [];
  const idleBlocks: number[] = [];
  for (let i = 0; i < READS; i += 1) {
    const at = performance.now();
    readBlocks.push(await longestBlock(() => store.rows(generation)));
    const readMs = performance.now() - at;
    idleBlocks.push(await longestBlock(() => new Promise((r) => setTimeout(r, readMs))));
  }
  await db.close();
  // 3. A restarted BFF: the first read of the rows, then warm reads.
  server = await startServer({ env: base, simulator: sim, deps: quiet, openDatabase: true });
  const times: number[] = [];
  const get = async () => {
    const { page: body, ms } = await timedAttention<Page>(server.url);
    if (body.rows.length !== ROWS) throw new Error(`bench: ${body.rows.length} rows, not ${ROWS}`);
    return ms;
  };
  let firstReadMs = 0;
  const servingBlockMs = await longestBlock(async () => {
    firstReadMs = await get();
    for (let i = 0; i < RUNS; i += 1) times.push(await get());
  });
  await server.close();
  return {
    kind,
    rows: ROWS,
    warmP50Ms: round(median(times)),
    runs: RUNS,
    firstReadMs: round(firstReadMs),
    servingBlockMs: round(servingBlockMs),
    readBlockMs: round(median(readBlocks)),
    readBlockMaxMs: round(Math.max(...readBlocks)),
    idleBlockMs: round(Math.max(...idleBlocks)),
    reads: READS,
  };
}

export async function measureAttentionDatabase(
  onProgress: (message: string) => void,
): Promise<AttentionDatabaseResult> {
  const kinds: AttentionDatabaseKind[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'pc-bench-data-'));
  try {
    onProgress('  embedded (PGlite): one refresh, then 1,000 rows');
    kinds.push(await measureKind('embedded (PGlite)', { DATA_DIR: join(dataDir, 'data') }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUnavailable = postgresUnavailable();
  if (serverUnavailable === null) {
    onProgress('  server (Postgres): a throwaway cluster, one refresh, then 1,000 rows');
    const cluster = await startPostgresCluster();
    try {
      kinds.push(
        await measureKind('server (Postgres)', { DATABASE_URL: await cluster.createDatabase() }),
      );
    } finally {
      cluster.remove();
    }
  }
  return { kinds, serverUnavailable };
}
