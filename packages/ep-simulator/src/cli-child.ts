/**
 * The CLI as `pnpm simulator` runs it, as a child process on a free port, for this package's
 * tests (cli.test.ts, js-sdk.test.ts). Not exported from the package.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));

/** Children started here; each test file kills what is left after each test (`killChildren`). */
const children: ChildProcess[] = [];

export function killChildren(): void {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}

export interface Run {
  child: ChildProcess;
  output: () => string;
  errors: () => string;
  exited: Promise<number | null>;
}

/** Starts `src/cli.ts` with only PATH and `env` (port 0 unless given). */
export function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['src/cli.ts'], {
    cwd: packageDir,
    env: { PATH: process.env.PATH, SIMULATOR_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => out, errors: () => err, exited };
}

/** The URL the CLI printed once it listens. */
export async function started(cli: Run): Promise<string> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const match = /listening on (http:\/\/\S+)/.exec(cli.output());
    if (match?.[1]) return match[1];
    if (cli.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`CLI did not start: ${cli.output()} ${cli.errors()}`);
}
