/**
 * The lint rule that keeps tables in the kit (table-in-kit.grit), run the way `pnpm lint` runs
 * it: Biome with the repository's biome.json and plugin, on a planted file at a path inside a
 * copy of the tree's layout (Biome reports a plugin's findings on files, not on stdin), so that
 * the plugin's `includes` decide as they do for a real file. Nothing is written to the tree.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIOME = join(ROOT, 'node_modules/.bin/biome');
const PLUGIN = 'tooling/lint-rules/table-in-kit.grit';

const copy = mkdtempSync(join(tmpdir(), 'table-in-kit-'));
// The copy is not a git checkout: the repository's settings but its VCS ones.
const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
writeFileSync(join(copy, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
mkdirSync(dirname(join(copy, PLUGIN)), { recursive: true });
cpSync(join(ROOT, PLUGIN), join(copy, PLUGIN));

afterAll(() => rmSync(copy, { recursive: true, force: true }));

const PLANTED = [
  'export function Planted() {',
  '  return (',
  '    <table>',
  '      <tbody />',
  '    </table>',
  '  );',
  '}',
  '',
].join('\n');

function lint(path: string, source: string) {
  mkdirSync(dirname(join(copy, path)), { recursive: true });
  writeFileSync(join(copy, path), source);
  const run = spawnSync(BIOME, ['lint', path], { cwd: copy, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('a <table> outside the table kit', () => {
  it('fails the lint in a feature, naming the kit', () => {
    const { status, output } = lint('apps/web/src/features/payments/planted-table.tsx', PLANTED);
    expect(status).not.toBe(0);
    expect(output).toContain('A <table> outside components/');
  });

  it('passes inside components/, where the kit draws it', () => {
    const { status, output } = lint(
      'apps/web/src/components/data-table/planted-table.tsx',
      PLANTED,
    );
    expect(output).not.toContain('A <table> outside components/');
    expect(status).toBe(0);
  });
});
