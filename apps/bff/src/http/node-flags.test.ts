import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BFF_NODE_FLAGS } from './node-flags.ts';

describe('BFF_NODE_FLAGS', () => {
  it('are the flags `pnpm start` runs the BFF with, so the bench measures what production runs', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as {
      scripts: { start: string };
    };
    const words = pkg.scripts.start.split(/\s+/);
    const flags = words.filter((word) => word.startsWith('--'));
    expect(flags).toEqual([...BFF_NODE_FLAGS]);
  });

  it('are all accepted by this Node: a V8 flag that a Node upgrade drops fails here, not at start', () => {
    const run = spawnSync(process.execPath, [...BFF_NODE_FLAGS, '-e', ''], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
