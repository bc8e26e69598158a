import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findRegexSites } from './regex-sites.ts';

const root = mkdtempSync(join(tmpdir(), 'redos-sites-'));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
write(
  'apps/web/src/lib/a.ts',
  [
    "const url = 'https://x.test/a/b'; // a/b/ in a comment",
    'const trailing = /\\/+$/g;',
    "const spelled = new RegExp('^a+$', 'i');",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted file's own template literal
    'const built = new RegExp(`^${url}$`);',
    "const called = RegExp('b*');",
    "const implicit = url.match('x+y');",
    '',
  ].join('\n'),
);
write('apps/web/src/lib/a.test.ts', 'const inTests = /(a+)+$/;\n');
write(
  'packages/contract/src/b.tsx',
  'export const B = () => <p title="/not/">{/x?/.source}</p>;\n',
);
write('packages/contract/node_modules/c/src/c.ts', 'const dependency = /(a+)+$/;\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('findRegexSites', () => {
  it('finds literals, RegExp with and without new, and strings given to match; not tests, strings or comments', () => {
    const found = findRegexSites(root).map(({ file, line, kind, source, flags }) => ({
      file,
      line,
      kind,
      ...(kind === 'static' ? { source, flags } : {}),
    }));
    expect(found).toEqual([
      { file: 'apps/web/src/lib/a.ts', line: 2, kind: 'static', source: '\\/+$', flags: 'g' },
      { file: 'apps/web/src/lib/a.ts', line: 3, kind: 'static', source: '^a+$', flags: 'i' },
      { file: 'apps/web/src/lib/a.ts', line: 4, kind: 'built' },
      { file: 'apps/web/src/lib/a.ts', line: 5, kind: 'static', source: 'b*', flags: '' },
      { file: 'apps/web/src/lib/a.ts', line: 6, kind: 'static', source: 'x+y', flags: '' },
      { file: 'packages/contract/src/b.tsx', line: 1, kind: 'static', source: 'x?', flags: '' },
    ]);
  });
});
