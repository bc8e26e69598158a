import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { databaseKinds } from '../testing/database-kinds.ts';
import { openDatabase } from './database.ts';
import { CODE_LEVEL, migrate, readMigrations } from './migrate.ts';

const log = createLogger({ level: 'error', sink: () => {} });
const kinds = databaseKinds();
afterAll(async () => {
  for (const kind of kinds) await kind.cleanup();
});

describe.each(kinds.map((k) => [k.name, k] as const))('migrations on %s', (_name, kind) => {
  const it_ = kind.unavailable ? it.skip : it;
  if (kind.unavailable) it.skip(`skipped: ${kind.unavailable}`, () => {});

  it_(
    'applies every migration from an empty database, then none on the next start',
    async () => {
      const config = await kind.fresh({ empty: true });
      const first = await openDatabase(config, log);
      const names = readMigrations().map((m) => m.name);
      expect(first.version).toBe(names.at(-1));
      const tables = await first.pool.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      );
      expect(tables.rows.map((r) => r.tablename)).toEqual(
        expect.arrayContaining([
          'attention_lease',
          'attention_row',
          'attention_snapshot',
          'search_record',
          'search_sync',
        ]),
      );
      // The store index (issue 40) needs both extensions on either kind.
      const extensions = await first.pool.query<{ extname: string }>(
        'SELECT extname FROM pg_extension ORDER BY extname',
      );
      expect(extensions.rows.map((r) => r.extname)).toEqual(
        expect.arrayContaining(['pg_trgm', 'unaccent']),
      );
      const similar = await first.pool.query<{ s: number; u: string }>(
        "SELECT similarity('swanson', 'swansen') AS s, unaccent('Café') AS u",
      );
      expect(similar.rows[0]?.u).toBe('Cafe');
      expect(similar.rows[0]?.s).toBeGreaterThan(0.3);
      const client = await first.pool.connect();
      try {
        expect(await migrate(client)).toEqual([]);
      } finally {
        client.release();
      }
      await first.close();
      // A restart on the same data applies nothing and keeps what was there.
      const again = await openDatabase(config, log);
      const recorded = await again.pool.query<{ name: string }>(
        'SELECT name FROM schema_migration ORDER BY name',
      );
      expect(recorded.rows.map((r) => r.name)).toEqual(names);
      await again.close();
    },
    60_000,
  );

  it_(
    'refuses to start code older than the schema allows, saying why',
    async () => {
      const config = await kind.fresh();
      const db = await openDatabase(config, log);
      // What a release that renames a column would do in its migration.
      await db.pool.query('UPDATE schema_compat SET oldest_code = $1', [CODE_LEVEL + 1]);
      await db.close();
      await expect(openDatabase(config, log)).rejects.toThrow(
        `needs code of schema level ${CODE_LEVEL + 1} or later; this release is level ${CODE_LEVEL}`,
      );
      // Code at that level starts.
      const newer = await openDatabase(config, log, { codeLevel: CODE_LEVEL + 1 });
      await newer.close();
    },
    60_000,
  );
});

const server = kinds.find((k) => k.name === 'postgres');
describe.skipIf(!server || server.unavailable)('migrations on a server shared by replicas', () => {
  it('two processes starting together apply each migration once', async () => {
    const config = await server?.fresh();
    if (config?.kind !== 'server') throw new Error('expected a server');
    const pools = [0, 1].map(() => new pg.Pool({ connectionString: config.url, max: 1 }));
    const clients = await Promise.all(pools.map((p) => p.connect()));
    const ran = await Promise.all(clients.map((c) => migrate(c)));
    const names = readMigrations().map((m) => m.name);
    // One did all the work; the other waited on the lock and found nothing left.
    expect(ran.map((r) => r.length).sort()).toEqual([0, names.length]);
    for (const c of clients) c.release();
    // Each pool's one connection is back: ask through the pool.
    const recorded = await pools[0]?.query('SELECT count(*)::int AS n FROM schema_migration');
    expect(recorded?.rows[0].n).toBe(names.length);
    for (const p of pools) await p.end();
  }, 60_000);
});
