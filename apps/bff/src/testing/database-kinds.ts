/**
 * The two kinds of database every suite that touches it runs on (`describe.each(databaseKinds)`):
 * embedded PGlite in a temp DATA_DIR, and a real Postgres server (postgres-cluster.ts). A fresh
 * PGlite folder costs seconds, so PGlite's are copies of a migrated template (pglite-template.ts)
 * and a suite opens one per file where it can; a server gives each caller a new database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../config.ts';
import { copyMigratedTemplate } from './pglite-template.ts';
import {
  type PostgresCluster,
  postgresUnavailable,
  startPostgresCluster,
} from './postgres-cluster.ts';

export interface DatabaseKind {
  name: 'pglite' | 'postgres';
  /** Why this kind cannot run here (the suite skips), or null. */
  unavailable: string | null;
  /**
   * A configuration for a database of this kind with the migrations applied (`empty`: nothing
   * at all); `cleanup` removes them all.
   */
  fresh(options?: { empty?: boolean }): Promise<DatabaseConfig>;
  cleanup(): Promise<void>;
  /** Stops and starts the server (an outage); null where the kind has no server to stop. */
  outage: { stop(): Promise<void>; start(): Promise<void> } | null;
}

function pglite(): DatabaseKind {
  const dirs: string[] = [];
  return {
    name: 'pglite',
    unavailable: null,
    outage: null,
    async fresh(options) {
      const dir = mkdtempSync(join(tmpdir(), 'pc-data-'));
      dirs.push(dir);
      if (!options?.empty) await copyMigratedTemplate(dir);
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
    outage: {
      async stop() {
        if (cluster) (await cluster).stop();
      },
      async start() {
        if (cluster) (await cluster).start();
      },
    },
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
