/**
 * Runs the checks over the repository as git knows it, committed or not yet: the references
 * (doc-references.ts) in every source and doc file, the README's tree against the folders
 * (readme-tree.ts), and the decision numbers against their index (decision-numbers.ts). A
 * problem fails here with its file and line.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decisionNumberProblems } from './decision-numbers.ts';
import { checkText, type FileLookup, type Problem } from './doc-references.ts';
import { readmeTreeProblems, requiredFolders } from './readme-tree.ts';

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

const lines = (problems: Problem[]) => problems.map((p) => `${p.path}:${p.line}: ${p.message}`);

describe("the README's tree", () => {
  it('names every top-level, source and package folder, and nothing that is not there', () => {
    const required = requiredFolders(repositoryFiles());
    expect(required).toContain('apps/bff/src/upstream');
    const problems = readmeTreeProblems(
      'README.md',
      readFileSync(join(ROOT, 'README.md'), 'utf8'),
      required,
      repository.exists,
    );
    expect(lines(problems)).toEqual([]);
  });
});

describe('decision numbers', () => {
  it('each record has one line in the index, and no number is taken twice', () => {
    const folder = 'docs/decisions';
    const problems = decisionNumberProblems(
      `${folder}/README.md`,
      readFileSync(join(ROOT, folder, 'README.md'), 'utf8'),
      readdirSync(join(ROOT, folder)),
    );
    expect(lines(problems)).toEqual([]);
  });
});

describe('references in the repository', () => {
  it('name files and headings that exist, nothing outside it, and no issue numbers in comments', () => {
    const files = repositoryFiles().filter((path) => CHECKED.test(path) && !SKIPPED.test(path));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((path) =>
      checkText(path, readFileSync(join(ROOT, path), 'utf8'), repository),
    );
    expect(lines(problems)).toEqual([]);
  });
});
