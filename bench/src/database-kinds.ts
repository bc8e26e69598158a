/**
 * What the database steps of the bench share: a measurement run on embedded PGlite (a temp
 * DATA_DIR) and, where the machine has one, on a throwaway Postgres server; and the demo
 * backlog's rows after one real refresh, copied under new invoice ids into a snapshot of `count`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type loadConfig, startServer } from '@pc/bff';
import {
  attentionStore,
  openDatabase,
  postgresUnavailable,
  startPostgresCluster,
  storeKey,
} from '@pc/bff/testing';
import type { AttentionRow } from '@pc/contract';
import type { Simulator } from '@pc/ep-simulator';
import { timedAttention } from './attention-fetch.ts';

export type DatabaseKindName = 'embedded (PGlite)' | 'server (Postgres)';

const quiet = { logSink: () => {} };
const log = { debug() {}, info() {}, warn() {}, error() {}, addSecret() {}, addToken() {} };

/** `measure` on each kind the machine has; `what` says what it does, for the progress lines. */
export async function onEachDatabaseKind<K>(
  what: string,
  onProgress: (message: string) => void,
  measure: (kind: DatabaseKindName, env: Record<string, string>) => Promise<K>,
): Promise<{ kinds: K[]; serverUnavailable: string | null }> {
  const kinds: K[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'pc-bench-data-'));
  try {
    onProgress(`  embedded (PGlite): ${what}`);
    kinds.push(await measure('embedded (PGlite)', { DATA_DIR: join(dataDir, 'data') }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUnavailable = postgresUnavailable();
  if (serverUnavailable === null) {
    onProgress(`  server (Postgres): a throwaway cluster, ${what}`);
    const cluster = await startPostgresCluster();
    try {
      kinds.push(
        await measure('server (Postgres)', { DATABASE_URL: await cluster.createDatabase() }),
      );
    } finally {
      cluster.remove();
    }
  }
  return { kinds, serverUnavailable };
}

type Page = { snapshot: { status: string }; rows: AttentionRow[] };

/** A BFF over `sim` (API only, limits lifted) that has completed one refresh, and its rows. */
export async function refreshedServer(sim: Simulator, env: Record<string, string>) {
  const server = await startServer({ env, simulator: sim, deps: quiet, openDatabase: true });
  let page: Page;
  do {
    await new Promise((r) => setTimeout(r, 200));
    page = (await timedAttention<Page>(server.url)).page;
  } while (page.snapshot.status !== 'complete');
  return { server, rows: page.rows };
}

/**
 * `count` rows made of `rows` under new invoice ids, published as the store's complete snapshot
 * in the database `config` names (its BFF stopped): what a store that size would hold.
 * @returns the database, open (the caller adds to it, then closes it), the rows' store key and ids
 */
export async function publishCopies(
  config: ReturnType<typeof loadConfig>['database'],
  sim: Simulator,
  rows: readonly AttentionRow[],
  count: number,
) {
  const db = await openDatabase(config, log);
  const key = storeKey({
    baseUrl: 'http://ep-simulator.internal/v2',
    clientId: sim.credentials.clientId,
  });
  const store = attentionStore(db.db, key);
  const copies = Array.from({ length: count }, (_, i) => {
    const row = rows[i % rows.length] as AttentionRow;
    return { ...row, invoice: { ...row.invoice, id: randomUUID() } };
  });
  await db.pool.query('UPDATE attention_lease SET not_before = now(), expires_at = now()');
  const generation = await store.acquire('bench', 60_000);
  if (generation === null) throw new Error('bench: no lease');
  await store.publish(generation, 0, copies, new Date(), 3_600_000);
  return { db, store, generation, key, ids: copies.map((row) => row.invoice.id) };
}
