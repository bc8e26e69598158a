import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig, startServer } from '@pc/bff';
import type { AttentionRow } from '@pc/contract';
import { createSimulator } from '@pc/ep-simulator';
import { timedAttention } from './attention-fetch.ts';
import { onEachDatabaseKind, publishCopies, refreshedServer } from './database-kinds.ts';
import { median, round } from './stats.ts';

const ROWS = 1000;
/** Warm answers timed; past the list's burst of ten each waits out its 429 (about 1 s). */
const RUNS = 20;
/** Reads of the 1,000 rows, each watched on its own. */
const READS = 20;
const quiet = { logSink: () => {} };

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
  const refreshed = await refreshedServer(sim, base);
  await refreshed.server.close();
  // 2. 1,000 rows: those rows copied under new ids, published as a new generation.
  const { db, store, generation } = await publishCopies(
    loadConfig(base).database,
    sim,
    refreshed.rows,
    ROWS,
  );
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
  const server = await startServer({ env: base, simulator: sim, deps: quiet, openDatabase: true });
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

export function measureAttentionDatabase(
  onProgress: (message: string) => void,
): Promise<AttentionDatabaseResult> {
  return onEachDatabaseKind('one refresh, then 1,000 rows', onProgress, measureKind);
}
