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

export async function startEmbedded(dataDir: string, log: Logger): Promise<EmbeddedServer> {
  const lock = lockDataDir(dataDir, log);
  let child: ChildProcess;
  try {
    child = fork(MAIN, [join(dataDir, 'pgdata'), dataDir], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: [],
    });
  } catch (error) {
    lock.release();
    throw error;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const where = await new Promise<{ host: string; port: number }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The embedded database in ${dataDir} did not start in time.`)),
        START_TIMEOUT_MS,
      );
      child.once(
        'message',
        (message: { ready?: { host: string; port: number }; failed?: string }) => {
          clearTimeout(timer);
          if (message.ready) resolve(message.ready);
          else reject(new Error(`The embedded database in ${dataDir} failed: ${message.failed}`));
        },
      );
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The embedded database in ${dataDir} exited (${code}) while starting.`));
      });
    });
    child.on('exit', (code, signal) => {
      if (!stopping) log.error('database.embedded_exited', { code, signal });
    });
    let stopping = false;
    return {
      ...where,
      async stop() {
        stopping = true;
        if (child.exitCode === null && child.signalCode === null) {
          child.disconnect?.();
          child.kill('SIGTERM');
          await exited;
        }
        lock.release();
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    lock.release();
    throw error;
  }
}
