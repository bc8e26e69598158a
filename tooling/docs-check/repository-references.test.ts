/**
 * Runs the reference check (doc-references.ts) over every source and doc file git knows of,
 * committed or not yet: a reference to a missing file or heading, to a specification outside the
 * repository, or an issue number in a comment fails here with its file and line.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkText, type FileLookup } from './doc-references.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const CHECKED =
  /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|css|md|html|json|ya?ml|sh)$|(?:^|\/)(?:Dockerfile|\.env\.example|\.ci\/run)$/;
// Lockfiles say nothing a reader follows. The check and the rewrite script must spell the very
// names they look for.
const SKIPPED = /^(?:pnpm-lock\.yaml|tooling\/docs-check\/)/;

function repositoryFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return listed
    .split('\0')
    .filter((path) => path !== '' && existsSync(join(ROOT, path)))
    .sort();
}

const markdown = new Map<string, string | undefined>();
const repository: FileLookup = {
  exists: (path) => existsSync(join(ROOT, path)),
  read: (path) => {
    if (!markdown.has(path)) {
      const file = join(ROOT, path);
      markdown.set(path, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return markdown.get(path);
  },
};

describe('references in the repository', () => {
  it('name files and headings that exist, nothing outside it, and no issue numbers in comments', () => {
    const files = repositoryFiles().filter((path) => CHECKED.test(path) && !SKIPPED.test(path));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((path) =>
      checkText(path, readFileSync(join(ROOT, path), 'utf8'), repository).map(
        (p) => `${p.path}:${p.line}: ${p.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
