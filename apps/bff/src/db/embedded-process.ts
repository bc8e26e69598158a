/**
 * Starts the embedded database's process (embedded-main.ts) over `<dataDir>/pgdata` and resolves
 * with where it listens. The folder is locked first (data-dir.ts): never two writers on one folder.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import type { Logger } from '../log/logger.ts';
import { lockDataDir } from './data-dir.ts';

export interface EmbeddedServer {
  host: string;
  port: number;
  /** Stops the process (PGlite closes its files) and releases the folder. */
  stop(): Promise<void>;
}

const MAIN = new URL('./embedded-main.ts', import.meta.url);
/** A fresh folder runs initdb (a few seconds); a busy CI machine is slower. */
const START_TIMEOUT_MS = 60_000;

/** After a crash, the next start waits this long (a crash loop must not spin). */
const RESTART_DELAY_MS = 1000;

type Where = { host: string; port: number };

/** Forks the database process and resolves where it listens, or rejects with why it did not start. */
function spawnEmbedded(dataDir: string): { child: ChildProcess; ready: Promise<Where> } {
  const child = fork(MAIN, [join(dataDir, 'pgdata'), dataDir], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    execArgv: [],
  });
  const ready = new Promise<Where>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The embedded database in ${dataDir} did not start in time.`)),
      START_TIMEOUT_MS,
    );
    child.once('message', (message: { ready?: Where; failed?: string }) => {
      clearTimeout(timer);
      if (message.ready) resolve(message.ready);
      else reject(new Error(`The embedded database in ${dataDir} failed: ${message.failed}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The embedded database in ${dataDir} exited (${code}) while starting.`));
    });
  });
  return { child, ready };
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

export async function startEmbedded(dataDir: string, log: Logger): Promise<EmbeddedServer> {
  const lock = lockDataDir(dataDir, log);
  let current: ChildProcess | null = null;
  let stopping = false;
  let where: Where;
  try {
    const first = spawnEmbedded(dataDir);
    current = first.child;
    where = await first.ready;
  } catch (error) {
    current?.kill('SIGKILL');
    if (current) await exitOf(current);
    lock.release();
    throw error;
  }
  // A crashed database process is started again on the same folder (the lock stays held): on a
  // Unix socket it listens where it did, and the pool's next connection finds it. No restart of
  // the console is needed.
  const watch = (child: ChildProcess) => {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      log.error('database.embedded_exited', { code, signal });
      setTimeout(() => {
        if (stopping) return;
        const next = spawnEmbedded(dataDir);
        current = next.child;
        watch(next.child);
        next.ready.then(
          (again) => {
            if (again.host !== where.host || again.port !== where.port) {
              log.error('database.embedded_moved', { detail: 'loopback port changed; restart' });
            } else log.warn('database.embedded_restarted', {});
          },
          (error: Error) => log.error('database.embedded_restart_failed', { error: error.message }),
        );
      }, RESTART_DELAY_MS).unref();
    });
  };
  watch(current);
  return {
    ...where,
    async stop() {
      stopping = true;
      const child = current;
      if (child && child.exitCode === null && child.signalCode === null) {
        child.disconnect?.();
        child.kill('SIGTERM');
        await exitOf(child);
      }
      lock.release();
    },
  };
}
