import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordBuiltPatterns } from './built-patterns.ts';

const root = mkdtempSync(join(tmpdir(), 'redos-built-'));
mkdirSync(join(root, 'apps/bff/src'), { recursive: true });
writeFileSync(
  join(root, 'apps/bff/src/paths.ts'),
  [
    "const ID = '[0-9a-f]{8}';",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted file's own template literal
    'export const BY_ID = [`a`, `b`].map((p) => new RegExp(`^/${p}/${ID}$`));',
    'export function fromInput(text: string) {',
    '  return new RegExp(text);',
    '}',
    '',
  ].join('\n'),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('recordBuiltPatterns', () => {
  it('records what a module builds while it loads, by line; nothing for a call-time RegExp', async () => {
    const made = await recordBuiltPatterns(root, ['apps/bff/src/paths.ts']);
    expect(Object.fromEntries(made)).toEqual({
      'apps/bff/src/paths.ts:2': [
        { source: '^\\/a\\/[0-9a-f]{8}$', flags: '' },
        { source: '^\\/b\\/[0-9a-f]{8}$', flags: '' },
      ],
    });
    expect(/x/).toBeInstanceOf(RegExp);
  });
});
