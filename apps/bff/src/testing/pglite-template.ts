/**
 * A migrated PGlite data folder to copy: a fresh folder costs initdb and every migration (about
 * 8 s on a busy machine), a copy of this under a second. Made once per machine for the current
 * migrations and PGlite version (the name holds their hash), shared by every test file and
 * process; made in a temp folder and renamed into place, so two makers cannot leave half a one.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { readMigrations } from '../db/migrate.ts';
import { createLogger } from '../log/logger.ts';

function templatePath(): string {
  // pnpm's path to the package names its version.
  const hash = createHash('sha256').update(import.meta.resolve('@electric-sql/pglite'));
  for (const m of readMigrations()) hash.update(m.name).update(m.sql);
  return join(tmpdir(), `pc-pglite-template-${hash.digest('hex').slice(0, 16)}`);
}

let made: Promise<string> | null = null;

async function template(): Promise<string> {
  const path = templatePath();
  if (existsSync(path)) return path;
  const work = mkdtempSync(join(tmpdir(), 'pc-pglite-making-'));
  const db = await openDatabase(
    { kind: 'embedded', dataDir: work },
    createLogger({ level: 'error', sink: () => {} }),
  );
  await db.close();
  try {
    renameSync(work, path);
  } catch {
    // Another process made it first: theirs is as good.
    rmSync(work, { recursive: true, force: true });
  }
  return path;
}

/** Fills `dataDir` (made if missing) with a migrated, empty embedded database. */
export async function copyMigratedTemplate(dataDir: string): Promise<void> {
  made ??= template();
  cpSync(join(await made, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
}
