import { describe, expect, it } from 'vitest';
import { readmeTree, readmeTreeProblems, requiredFolders } from './readme-tree.ts';

const README = [
  '# A project',
  '',
  '## What is where',
  '',
  '```',
  'apps/',
  '  bff/src/         the server: routes, the upstream',
  '    audit/ log/    the audit trail; JSON log lines',
  '    create-app.ts  the composition root; server.ts binds it',
  '  web/src/         the app',
  '    addresses/     links; page-focus/ the heading focus;',
  '                   lib/ pure logic',
  'docs/              reference; decisions/ why',
  '.ci/run            CI entry point',
  '```',
  '',
  '## Read more',
].join('\n');

const EXISTING = new Set([
  'apps',
  'apps/bff',
  'apps/bff/src',
  'apps/bff/src/audit',
  'apps/bff/src/log',
  'apps/bff/src/create-app.ts',
  'apps/web',
  'apps/web/src',
  'apps/web/src/addresses',
  'apps/web/src/page-focus',
  'apps/web/src/lib',
  'docs',
  'docs/decisions',
  '.ci',
  '.ci/run',
]);
const exists = (path: string) => EXISTING.has(path);

const REQUIRED = [
  'apps',
  'docs',
  '.ci',
  'apps/bff/src/audit',
  'apps/bff/src/log',
  'apps/web/src/addresses',
  'apps/web/src/lib',
  'apps/web/src/page-focus',
];

const messages = (markdown: string, required = REQUIRED) =>
  readmeTreeProblems('README.md', markdown, required, exists).map((p) => `${p.line}: ${p.message}`);

describe('readmeTree', () => {
  it('reads each entry under the one it is indented below, and folders its descriptions name', () => {
    const names = readmeTree(README)?.map((n) => (n.orChild ? `${n.path} | ${n.orChild}` : n.path));
    expect(names).toEqual([
      'apps',
      'apps/bff/src',
      'apps/bff/src/audit',
      'apps/bff/src/log',
      'apps/bff/src/create-app.ts',
      'apps/web/src',
      'apps/web/src/addresses',
      'apps/web/src/page-focus | apps/web/src/addresses/page-focus',
      'apps/web/src/lib | apps/web/src/addresses/lib',
      'docs',
      'decisions | docs/decisions',
      '.ci/run',
    ]);
  });

  it('is null without the tree', () => {
    expect(readmeTree('# A project\n\n```\napps/\n```\n')).toBeNull();
  });
});

describe('readmeTreeProblems', () => {
  it('passes a tree that names every required folder and only what exists', () => {
    expect(messages(README)).toEqual([]);
  });

  it('fails on a required folder the tree leaves out', () => {
    const withoutLog = README.replace('audit/ log/   ', 'audit/        ');
    expect(messages(withoutLog)).toEqual([
      '6: apps/bff/src/log/ is not in the "What is where" tree',
    ]);
    expect(messages(README, [...REQUIRED, 'apps/bff/src/telemetry'])).toEqual([
      '6: apps/bff/src/telemetry/ is not in the "What is where" tree',
    ]);
  });

  it('fails on a name that does not exist, as an entry or in a description', () => {
    const stale = README.replace('    create-app.ts ', '    make-app.ts   ').replace(
      'lib/ pure logic',
      'util/ pure logic',
    );
    expect(messages(stale)).toEqual([
      '6: apps/web/src/lib/ is not in the "What is where" tree',
      '9: the tree names apps/bff/src/make-app.ts, which does not exist',
      '12: the tree names apps/web/src/util, which does not exist',
    ]);
  });

  it('says so when the README has no tree to check', () => {
    expect(messages('# A project\n')).toEqual(['1: no "What is where" tree to check']);
  });
});

describe('requiredFolders', () => {
  it('is every top-level folder, each app source folder and each package', () => {
    expect(
      requiredFolders([
        'README.md',
        '.ci/run',
        'apps/bff/src/audit/audit.ts',
        'apps/bff/src/config.ts',
        'apps/web/src/lib/money.ts',
        'apps/web/index.html',
        'packages/contract/src/api.ts',
        'docs/decisions/README.md',
      ]),
    ).toEqual([
      '.ci',
      'apps',
      'apps/bff/src/audit',
      'apps/web/src/lib',
      'docs',
      'packages',
      'packages/contract',
    ]);
  });
});
