/**
 * The embedded database's process dies (a crash, an OOM kill): the BFF starts it again on the
 * same folder and its pool reconnects, with no restart of the console and nothing lost.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { copyMigratedTemplate } from '../testing/pglite-template.ts';
import { openDatabase } from './database.ts';

const dir = mkdtempSync(join(tmpdir(), 'pc-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('starts the embedded database again after it was killed, and the pool reconnects', async () => {
  await copyMigratedTemplate(dir);
  const lines: string[] = [];
  const db = await openDatabase(
    { kind: 'embedded', dataDir: dir },
    createLogger({ level: 'info', sink: (l) => lines.push(l) }),
  );
  try {
    await db.pool.query("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('before')");
    // This test process's own child, found by its parent pid.
    const pid = execFileSync('pgrep', ['-P', String(process.pid), '-f', 'embedded-main'], {
      encoding: 'utf8',
    }).trim();
    process.kill(Number(pid), 'SIGKILL');
    let note: string | null = null;
    for (let i = 0; i < 150 && note === null; i += 1) {
      note = await db.pool
        .query<{ note: string }>('SELECT note FROM kept')
        .then((r) => r.rows[0]?.note ?? null)
        .catch(() => null);
      if (note === null) await new Promise((r) => setTimeout(r, 200));
    }
    expect(note).toBe('before');
    const events = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(events).toContain('database.embedded_exited');
    expect(events).toContain('database.embedded_restarted');
  } finally {
    await db.close();
  }
}, 60_000);
