/**
 * Starts the BFF as `pnpm start` does — `node apps/bff/src/main.ts` in its own process, with the
 * given environment — for the tests that need a real process: signals, stdout going away,
 * several replicas behind a load balancer. Resolves once the BFF prints where it listens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyMigratedTemplate } from './pglite-template.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface BffProcess {
  url: string;
  child: ChildProcess;
  /** Everything written to stderr so far. */
  stderr(): string;
  /** Every stdout line so far (log and audit lines), parsed. */
  lines(): Record<string, unknown>[];
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * Reads the process's stdout slowly, as a log shipper that has fallen behind: about
 * `bytesPerSecond` (200 KB/s by default, the probe's figure), by pausing after each chunk for as
 * long as that chunk takes at that rate. Returns the way back to reading at full speed.
 */
export function readStdoutSlowly(bff: BffProcess, bytesPerSecond = 200_000): () => void {
  const stdout = bff.child.stdout;
  const sip = (chunk: string) => {
    stdout?.pause();
    setTimeout(() => stdout?.resume(), (Buffer.byteLength(chunk) / bytesPerSecond) * 1000);
  };
  stdout?.on('data', sip);
  stdout?.resume();
  return () => {
    stdout?.off('data', sip);
    stdout?.resume();
  };
}

/** Resolves once the process's stdout has closed: every line it wrote has been read. */
export async function stdoutClosed(bff: BffProcess): Promise<void> {
  const stdout = bff.child.stdout;
  if (!stdout || stdout.closed) return;
  await new Promise((resolve) => stdout.once('close', resolve));
}

export async function startBffProcess(
  env: Record<string, string>,
  options: { startTimeoutMs?: number } = {},
): Promise<BffProcess> {
  // Each process its own embedded database, unless the test chose one: one folder, one process.
  const ownDataDir =
    env.DATABASE_URL || env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'pc-bff-data-'));
  if (ownDataDir) await copyMigratedTemplate(ownDataDir);
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      WEB_DIST: 'none',
      PORT: '0',
      ...(ownDataDir && { DATA_DIR: ownDataDir }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
  });
  child.stdout?.on('error', () => {});
  child.stderr?.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      resolve(code ?? signal ?? -1);
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`BFF did not start in time:\n${stderr}`)),
      options.startTimeoutMs ?? 15_000,
    );
    const check = () => {
      const found = stderr.match(/running at (http:\/\/\S+)/);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stderr?.on('data', check);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`BFF exited (${code}) before it started:\n${stderr}`));
    });
  });
  return {
    url,
    child,
    stderr: () => stderr,
    lines: () =>
      stdout
        .split('\n')
        // The last piece is a line still on its way (or empty): only whole lines are parsed.
        .slice(0, -1)
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
