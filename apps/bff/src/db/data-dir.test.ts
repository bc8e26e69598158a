import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { startBffProcess } from '../testing/bff-process.ts';
import { copyMigratedTemplate } from '../testing/pglite-template.ts';
import { DataDirLockedError, lockDataDir } from './data-dir.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pc-lock-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder', () => {
  it('refuses a second process on the same DATA_DIR, naming the folder', async () => {
    const dataDir = tempDir();
    await copyMigratedTemplate(dataDir);
    const first = await startBffProcess({ DATA_DIR: dataDir }, { startTimeoutMs: 60_000 });
    try {
      const second = await startBffProcess({ DATA_DIR: dataDir }, { startTimeoutMs: 60_000 }).then(
        async (p) => {
          await p.stop();
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(second).toContain(
        `Payments Console cannot start: The embedded database in ${dataDir} is in use by another process (pid ${first.child.pid})`,
      );
      // The first is unharmed: it still answers.
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  }, 120_000);

  it('takes over a lock left by a process that died, and logs it', () => {
    const dir = join(tempDir(), 'data');
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const lines: string[] = [];
    const log = createLogger({ level: 'info', sink: (l) => lines.push(l) });
    const lock = lockDataDir(dir, log);
    lock.release();
    writeFileSync(join(dir, 'console.lock'), `${dead}\n`);
    const taken = lockDataDir(dir, log);
    expect(lines.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({ msg: 'database.lock_taken_over', dataDir: dir, deadPid: dead }),
    );
    // Held now: another taker is refused.
    expect(() => lockDataDir(dir, log)).toThrow(DataDirLockedError);
    taken.release();
  });

  it('is made readable by its owner only', () => {
    const dir = join(tempDir(), 'nested', 'data');
    lockDataDir(dir, createLogger({ level: 'error', sink: () => {} })).release();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});
