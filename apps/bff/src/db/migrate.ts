/**
 * Applies the SQL files of `migrations/` in name order (each named by a UTC timestamp, so
 * parallel branches do not collide), each in its own transaction, by the one connection holding
 * a Postgres advisory lock: replicas starting together wait for each other and apply each file
 * once. Drizzle's own migrator needs a journal file that every migration edits (a merge conflict
 * per pair of branches): decision 029.
 *
 * Migrations are additive between two releases, so old and new code share one schema during a
 * rolling deploy. A change that removes or renames something raises `schema_compat.oldest_code`
 * in its migration and `CODE_LEVEL` below in the same commit: code older than that refuses to
 * start, saying why, rather than failing on a missing column.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { PoolClient } from 'pg';

/** The schema level this code was written for; see the module header. */
export const CODE_LEVEL = 1;

/** `hashtext('payments-console.migrations')` would do; a constant says the same plainly. */
const MIGRATION_LOCK = 7_390_210_039;

export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

export class SchemaTooNewError extends Error {
  override name = 'SchemaTooNewError';
}

export interface Migration {
  name: string;
  sql: string;
}

export function readMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{14}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, sql: readFileSync(new URL(name, dir), 'utf8') }));
}

/**
 * @returns the names applied by this call (empty when another process had applied them).
 * @throws SchemaTooNewError when the schema needs newer code than `codeLevel`.
 */
export async function migrate(
  client: PoolClient,
  options: { migrations?: Migration[]; codeLevel?: number } = {},
): Promise<string[]> {
  const migrations = options.migrations ?? readMigrations();
  const codeLevel = options.codeLevel ?? CODE_LEVEL;
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migration (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_compat (
      id integer PRIMARY KEY CHECK (id = 1), oldest_code integer NOT NULL)`);
    await client.query(
      'INSERT INTO schema_compat (id, oldest_code) VALUES (1, 1) ON CONFLICT (id) DO NOTHING',
    );
    await refuseIfTooOld(client, codeLevel);
    const done = await client.query<{ name: string }>('SELECT name FROM schema_migration');
    const applied = new Set(done.rows.map((r) => r.name));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migration (name) VALUES ($1)', [migration.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      ran.push(migration.name);
    }
    // A migration of this code may raise the level for the code after it, never above its own.
    await refuseIfTooOld(client, codeLevel);
    return ran;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}

async function refuseIfTooOld(client: PoolClient, codeLevel: number): Promise<void> {
  const compat = await client.query<{ oldest_code: number }>(
    'SELECT oldest_code FROM schema_compat WHERE id = 1',
  );
  const oldest = compat.rows[0]?.oldest_code ?? 1;
  if (oldest > codeLevel) {
    throw new SchemaTooNewError(
      `The database's schema was changed by a newer release and needs code of schema level ` +
        `${oldest} or later; this release is level ${codeLevel}. Deploy the newer release (or ` +
        'restore the database from before the upgrade to roll back).',
    );
  }
}

/** The newest migration applied, for the metrics and /readyz. */
export async function schemaVersion(client: PoolClient): Promise<string | null> {
  const last = await client.query<{ name: string }>(
    'SELECT max(name) AS name FROM schema_migration',
  );
  return last.rows[0]?.name ?? null;
}
