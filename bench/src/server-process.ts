/**
 * Starts one `servers/*.ts` entry in its own Node process (so the load generator, the simulator
 * and the proxy under test never share an event loop) and waits for its `BENCH_READY` line.
 * After that the child's stdout (the BFF's access log) is drained and only its lines counted:
 * a full pipe would block the child, and on Linux stdout writes to a pipe are synchronous.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { READY_PREFIX, type ReadyMessage } from './servers/announce.ts';

const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export type ServerName = 'simulator' | 'naive' | 'bff';

export interface ServerProcess {
  name: ServerName;
  url: string;
  pid: number;
  /** Lines the child wrote to stdout after it was ready. */
  stdoutLines(): number;
  /** Of those, the lines containing `StartServerOptions.countLinesContaining`. */
  matchingLines(): number;
  close(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra Node flags, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** Count stdout lines containing this text, e.g. the BFF's access-log message name. */
  countLinesContaining?: string;
  /** Another checkout's bench folder to start the server from (`pnpm bench:ab`). */
  benchDir?: string;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export function startServerProcess(
  name: ServerName,
  config: object,
  options: StartServerOptions = {},
): Promise<ServerProcess> {
  const benchDir = options.benchDir ?? BENCH_DIR;
  const entry = join(benchDir, 'src', 'servers', `${name}.ts`);
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), entry, JSON.stringify(config)],
    { cwd: benchDir, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });

  return new Promise((resolve, reject) => {
    let pending = '';
    let ready = false;
    let lines = 0;
    let matching = 0;
    const needle = options.countLinesContaining;
    const count = (text: string) => {
      const parts = text.split('\n');
      pending = parts.pop() ?? '';
      lines += parts.length;
      if (needle) for (const line of parts) if (line.includes(needle)) matching += 1;
    };
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${name} server ${reason}${stderr ? `:\n${stderr}` : ''}`));
    };
    const timer = setTimeout(
      () => fail(`did not start within ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    );
    child.once('exit', (code, signal) => {
      if (!ready) fail(`exited before it was ready (${signal ?? `code ${code}`})`);
    });
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      if (ready) {
        count(pending + chunk);
        return;
      }
      pending += chunk;
      const at = pending.indexOf(READY_PREFIX);
      const end = at === -1 ? -1 : pending.indexOf('\n', at);
      if (end === -1) return;
      ready = true;
      clearTimeout(timer);
      const message = JSON.parse(pending.slice(at + READY_PREFIX.length, end)) as ReadyMessage;
      const rest = pending.slice(end + 1);
      pending = '';
      count(rest);
      resolve({
        name,
        url: message.url,
        pid: child.pid ?? -1,
        stdoutLines: () => lines,
        matchingLines: () => matching,
        close: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
            child.kill('SIGKILL');
            await waitForExit(child, STOP_TIMEOUT_MS);
          }
        },
      });
    });
  });
}
