/**
 * The two kinds of database every suite that touches it runs on (`describe.each(databaseKinds)`):
 * embedded PGlite in a temp DATA_DIR, and a real Postgres server (postgres-cluster.ts). PGlite's
 * first start costs seconds, so a suite opens one per file and tests share it, each under its
 * own store key; a server gives each caller a new database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../config.ts';
import {
  type PostgresCluster,
  postgresUnavailable,
  startPostgresCluster,
} from './postgres-cluster.ts';

export interface DatabaseKind {
  name: 'pglite' | 'postgres';
  /** Why this kind cannot run here (the suite skips), or null. */
  unavailable: string | null;
  /** A configuration for an empty database of this kind; `cleanup` removes them all. */
  fresh(): Promise<DatabaseConfig>;
  cleanup(): Promise<void>;
}

function pglite(): DatabaseKind {
  const dirs: string[] = [];
  return {
    name: 'pglite',
    unavailable: null,
    async fresh() {
      const dir = mkdtempSync(join(tmpdir(), 'pc-data-'));
      dirs.push(dir);
      return { kind: 'embedded', dataDir: dir };
    },
    async cleanup() {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgres(): DatabaseKind {
  let cluster: Promise<PostgresCluster> | null = null;
  return {
    name: 'postgres',
    unavailable: postgresUnavailable(),
    async fresh() {
      cluster ??= startPostgresCluster();
      const url = await (await cluster).createDatabase();
      return { kind: 'server', url, poolSize: 4 };
    },
    async cleanup() {
      if (cluster) (await cluster).remove();
      cluster = null;
    },
  };
}

/** For `describe.each(databaseKinds())('on %s', …)`: each call makes new kinds for one file. */
export function databaseKinds(): DatabaseKind[] {
  return [pglite(), postgres()];
}

/** The cluster behind a `postgres` kind's URLs, for tests that stop and start the server. */
export { postgresUnavailable, startPostgresCluster };
