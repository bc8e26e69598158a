/**
 * The embedded database's folder, and the lock that keeps it to one process. PGlite has no
 * protection of its own: two processes writing one folder corrupt it. The lock is a file made
 * with O_EXCL holding the owner's pid; a lock whose pid no longer runs was left by a crash and is
 * taken over (and logged), so a killed console restarts without a hand in the folder.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../log/logger.ts';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  /** Removes the lock file (graceful stop); a crash leaves it for the next start to take over. */
  release(): void;
}

const LOCK_FILE = 'console.lock';

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else: still running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates `dir` with mode 0700 (the data holds customer names and emails) and locks it. */
export function lockDataDir(dir: string, log: Logger): DataDirLock {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!statSync(dir).isDirectory()) throw new Error(`DATA_DIR ${dir} is not a folder.`);
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return {
        release() {
          if (ownerOf(path) === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(path);
    if (owner !== null && running(owner)) {
      throw new DataDirLockedError(
        `The embedded database in ${dir} is in use by another process (pid ${owner}): one ` +
          'folder serves one process. Stop that process, give this one its own DATA_DIR, or set ' +
          'DATABASE_URL to a Postgres server that several processes can share.',
      );
    }
    log.warn('database.lock_taken_over', { dataDir: dir, deadPid: owner });
    rmSync(path, { force: true });
  }
  throw new DataDirLockedError(`The lock on ${dir} could not be taken.`);
}

function ownerOf(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
