import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SHIM = fileURLToPath(new URL('./bin/node', import.meta.url));
const WORKSPACE_SHIM = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));

/** The machine's own older node, where it has one (this machine kind: /usr/bin/node is 20). */
const OLDER_MACHINE_NODE = ['/usr/bin/node', '/usr/local/bin/node'].find((path) => {
  const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return /^v(1\d|2[0-3])\./.test(version);
});

/** A folder holding a fake `node` that reports `version` and echoes what it was asked to run. */
function fakeMachineNode(version: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'fake-node-'));
  const file = join(dir, 'node');
  writeFileSync(
    file,
    `#!/bin/sh\nif [ "$1" = "--version" ]; then echo ${version}; exit 0; fi\necho "machine node ran: $*"\n`,
  );
  chmodSync(file, 0o755);
  return dir;
}

function runShim(shim: string, pathDirs: string[], args: string[]) {
  return spawnSync(shim, args, {
    encoding: 'utf8',
    env: { ...process.env, PATH: [...pathDirs, '/usr/bin', '/bin'].join(delimiter) },
  });
}

describe('the Node runtime', () => {
  it('runs this Vitest worker on Node 24 or newer', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('brings the registry’s Node 24 when the machine’s node is older', () => {
    const result = runShim(SHIM, [fakeMachineNode('v20.20.2')], ['-p', 'process.versions.node']);
    expect(result.status).toBe(0);
    expect(Number(result.stdout.trim().split('.')[0])).toBe(24);
  });

  it('uses the machine’s own node when it is already 24 or newer', () => {
    const result = runShim(SHIM, [fakeMachineNode('v25.1.0')], ['app.ts', '--flag']);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('machine node ran: app.ts --flag\n');
  });

  it('skips workspace shims on PATH when looking for the machine’s node', () => {
    const shims = join(mkdtempSync(join(tmpdir(), 'ws-')), 'node_modules', '.bin');
    mkdirSync(shims, { recursive: true });
    copyFileSync(join(fakeMachineNode('v26.0.0'), 'node'), join(shims, 'node'));
    const result = runShim(SHIM, [shims, fakeMachineNode('v25.1.0')], ['x.ts']);
    expect(result.stdout).toBe('machine node ran: x.ts\n');
  });

  it('passes over its own folder and other copies of itself on PATH', () => {
    const copy = (name: string) => {
      const dir = join(mkdtempSync(join(tmpdir(), `${name}-`)), 'tooling-node-bin');
      mkdirSync(dir);
      copyFileSync(SHIM, join(dir, 'node'));
      chmodSync(join(dir, 'node'), 0o755);
      return dir;
    };
    const [first, second] = [copy('checkout-a'), copy('checkout-b')];
    const result = spawnSync(join(first, 'node'), ['x.ts'], {
      encoding: 'utf8',
      timeout: 10_000,
      env: {
        ...process.env,
        PATH: [first, second, first, fakeMachineNode('v25.1.0'), '/usr/bin', '/bin'].join(
          delimiter,
        ),
      },
    });
    expect(result.stdout).toBe('machine node ran: x.ts\n');
  });

  it('stops with one line that says what to do when neither is there', () => {
    const lonely = join(mkdtempSync(join(tmpdir(), 'no-registry-node-')), 'bin');
    mkdirSync(lonely);
    copyFileSync(SHIM, join(lonely, 'node'));
    chmodSync(join(lonely, 'node'), 0o755);
    const result = runShim(join(lonely, 'node'), [fakeMachineNode('v20.20.2')], ['-v']);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /needs Node 24 or newer; this machine has v20\.20\.2 .*install Node 24/,
    );
  });

  it('passes SIGTERM on to node through the workspace’s .bin shim', async () => {
    const child = spawn(
      WORKSPACE_SHIM,
      [
        '-e',
        'process.on("SIGTERM", () => { console.log("SIGTERM reached node"); process.exit(0); }); console.log("ready"); setInterval(() => {}, 1000);',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk;
        if (out.includes('ready')) resolve();
      });
    });
    child.kill('SIGTERM');
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      child.once('exit', (c, s) => resolve([c, s])),
    );
    expect({ code, signal, out }).toEqual({
      code: 0,
      signal: null,
      out: 'ready\nSIGTERM reached node\n',
    });
  });

  it.skipIf(!OLDER_MACHINE_NODE)('stops an entry point on an older Node with one line', () => {
    const guard = fileURLToPath(new URL('./require-24.js', import.meta.url));
    const result = spawnSync(
      OLDER_MACHINE_NODE as string,
      ['--input-type=module', '-e', `import ${JSON.stringify(guard)}`],
      { encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/needs Node 24 or newer, and this is Node \d+\./);
  });
});
