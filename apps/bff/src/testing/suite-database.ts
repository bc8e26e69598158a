/**
 * One database of a kind for a whole describe block (a fresh one costs seconds): opened before
 * the block's tests, emptied of `tables` before each, closed after. For the suites that run on
 * `databaseKinds()`; imports vitest, so only tests import it.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { createLogger } from '../log/logger.ts';
import type { DatabaseKind } from './database-kinds.ts';

/** @example const db = suiteDatabase(kind, ['search_record']); … db().pool.query(…) */
export function suiteDatabase(kind: DatabaseKind, tables: string[]): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    if (kind.unavailable) return;
    database = await openDatabase(
      await kind.fresh(),
      createLogger({ level: 'error', sink: () => {} }),
    );
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    if (kind.unavailable || !database) return;
    await database.pool.query(tables.map((t) => `DELETE FROM ${t}`).join('; '));
  });
  return () => {
    if (!database) throw new Error(`no ${kind.name} database: it is unavailable or not open yet`);
    return database;
  };
}
