/**
 * The README's "What is where" tree against the folders that exist: a tree that leaves a source
 * folder out sends a newcomer looking, and one that names a folder long gone sends them nowhere.
 * A pure core: given the README's text, the folders the tree must name and a way to ask whether a
 * path exists, it returns the problems, each with its line. The repository-wide run
 * (repository-references.test.ts) lists the folders and feeds them in.
 *
 * How the tree is read (a fenced block under the heading "What is where"):
 * - a line indented at most two spaces deeper than the entry above it starts an entry: its
 *   names are the words before the first run of two spaces (`audit/ log/` names two), each under
 *   the entry it is indented below;
 * - a line indented deeper continues the description above it;
 * - a folder named in a description (`lib/ pure logic`) is read as the entry's sibling or child,
 *   whichever exists.
 */
import type { Problem } from './doc-references.ts';

export const README_TREE_HEADING = 'What is where';

interface Named {
  /** From the repository's root, without a trailing slash. */
  path: string;
  line: number;
}

/** One place the tree names: an entry's path, or a folder its description names. */
export interface TreeName extends Named {
  /** For a folder named in a description: the other place it may be (the entry's child). */
  orChild?: string;
}

const NAME = /^\.?[\w@-][\w.@-]*(?:\/[\w.@-]+)*\/?$/;
// A folder in a description: `name/` or `a/b/`, standing alone as a word.
const DESCRIBED_FOLDER = /(?<![\w./@-])((?:[\w.@-]+\/)+)(?=[\s,;:)]|$)/g;

const join = (base: string, name: string) =>
  (base === '' ? name : `${base}/${name}`).replace(/\/+$/, '');

/** The lines of the fenced block under the tree's heading, with their line numbers. */
function treeBlock(markdown: string): { text: string; line: number }[] | null {
  const lines = markdown.split('\n');
  const heading = lines.findIndex(
    (l) => /^#{1,6}\s/.test(l) && l.replace(/^#+\s+/, '').trim() === README_TREE_HEADING,
  );
  if (heading === -1) return null;
  const open = lines.findIndex((l, i) => i > heading && /^ {0,3}(`{3,}|~{3,})/.test(l));
  if (open === -1) return null;
  const fence = /^ {0,3}(`{3,}|~{3,})/.exec(lines[open] ?? '')?.[1] ?? '```';
  const block: { text: string; line: number }[] = [];
  for (let i = open + 1; i < lines.length; i++) {
    const text = lines[i] ?? '';
    if (text.trim().startsWith(fence)) return block;
    block.push({ text, line: i + 1 });
  }
  return block;
}

/**
 * Every path the README's tree names, resolved from the repository's root; null when the README
 * has no such tree.
 * @example readmeTree('## What is where\n```\napps/\n  web/  the app\n```').map((n) => n.path) // ['apps', 'apps/web']
 */
export function readmeTree(markdown: string): TreeName[] | null {
  const block = treeBlock(markdown);
  if (block === null) return null;
  const names: TreeName[] = [];
  // The entries above the current line, by indentation: each line's names go under the nearest
  // shallower one.
  const open: { indent: number; path: string }[] = [];
  let entryIndent = -2;
  let entryPath = '';
  let entryParent = '';
  for (const { text, line } of block) {
    if (text.trim() === '') continue;
    const indent = text.length - text.trimStart().length;
    let description = text.trim();
    const [head = '', ...rest] = description.split(/ {2,}/);
    const tokens = head.split(' ');
    if (indent <= entryIndent + 2 && tokens.every((token) => NAME.test(token))) {
      while ((open.at(-1)?.indent ?? -1) >= indent) open.pop();
      entryParent = open.at(-1)?.path ?? '';
      for (const token of tokens) names.push({ path: join(entryParent, token), line });
      entryPath = join(entryParent, tokens.at(-1) ?? '');
      entryIndent = indent;
      open.push({ indent, path: entryPath });
      description = rest.join('  ');
    }
    for (const match of description.matchAll(DESCRIBED_FOLDER)) {
      const folder = match[1] ?? '';
      names.push({
        path: join(entryParent, folder),
        orChild: join(entryPath, folder),
        line,
      });
    }
  }
  return names;
}

/**
 * The folders the README's tree must name, from the repository's files: every top-level folder,
 * each app's source folders (under `apps/{app}/src`) and each package (under `packages`).
 * @example requiredFolders(['apps/web/src/lib/a.ts', 'docs/x.md', 'README.md']) // ['apps', 'apps/web/src/lib', 'docs']
 */
export function requiredFolders(files: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    if (file.includes('/')) folders.add(file.slice(0, file.indexOf('/')));
    const source = /^(?:apps\/[^/]+\/src|packages)\/[^/]+(?=\/)/.exec(file)?.[0];
    if (source) folders.add(source);
  }
  return [...folders].sort();
}

/**
 * What is wrong with the README's tree: a required folder it does not name (a name below the
 * folder counts: `bff/src/` names `apps/bff`), and a name that is not in the repository.
 * `required` are paths from the root, such as `apps/bff/src/audit`.
 */
export function readmeTreeProblems(
  readmePath: string,
  markdown: string,
  required: readonly string[],
  exists: (path: string) => boolean,
): Problem[] {
  const names = readmeTree(markdown);
  if (names === null) {
    return [{ path: readmePath, line: 1, message: `no "${README_TREE_HEADING}" tree to check` }];
  }
  const problems: Problem[] = [];
  const found: string[] = [];
  for (const name of names) {
    const where = [name.path, ...(name.orChild ? [name.orChild] : [])].find(exists);
    if (where === undefined) {
      problems.push({
        path: readmePath,
        line: name.line,
        message: `the tree names ${name.path}, which does not exist`,
      });
    } else {
      found.push(where);
    }
  }
  const treeLine = names[0]?.line ?? 1;
  for (const folder of required) {
    if (found.some((path) => path === folder || path.startsWith(`${folder}/`))) continue;
    problems.push({
      path: readmePath,
      line: treeLine,
      message: `${folder}/ is not in the "${README_TREE_HEADING}" tree`,
    });
  }
  return problems.sort((a, b) => a.line - b.line);
}
