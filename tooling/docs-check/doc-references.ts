/**
 * Every reference in the repository names a file that is in it, and a heading that file has.
 * A pure core: given one file's path and text, and a way to look up other files, it returns the
 * problems, each with its line. The repository-wide run (repository-references.test.ts) only
 * lists the files and feeds them in.
 *
 * What counts as a problem:
 * - `docs/…/x.md` or `docs/…/x.md#anchor` anywhere, and relative Markdown links in *.md files,
 *   whose file is missing or whose heading does not exist (GitHub's heading slugs);
 * - a name of the upstream specifications that live outside the repository;
 * - a bare section sign with a number (`§9.2`): a section of a document the reader cannot find;
 * - a comment in code (*.ts, *.tsx, *.mjs, *.cjs, *.css, …) that cites an issue number: history
 *   belongs to git.
 */
import { posix } from 'node:path';
import ts from 'typescript';

export interface Problem {
  path: string;
  line: number;
  message: string;
}

/** Read access to the repository's files, by path from its root. */
export interface FileLookup {
  exists(path: string): boolean;
  /** A Markdown file's text, or undefined when there is none. */
  read(path: string): string | undefined;
}

const CODE_EXTENSIONS = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const CSS_EXTENSION = /\.css$/;

// The specifications the project was first written against; they are not in the repository.
const OUTSIDE_SPEC = /upstream-(?:api|navigation|notes)\.md/g;
// `docs/…/x.md`, optionally `#anchor`, optionally after `./` or `../` steps.
const DOCS_REFERENCE =
  /(?<![\w./-])(?:\.\.?\/)*(docs\/[\w./-]*?[\w-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu;
// A Markdown link's target: `](target)` or `](target "title")`.
const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const SECTION_SIGN = /§\s?\d+(?:\.\d+)*/g;
// A section of a document named just before it: an issue, or a quoted title ("…" §6.1.3).
const NAMED_BEFORE_SECTION = /(?:issues? #\d+|")\s*\(?$/i;
const ISSUE_CITES = [/\bissues? #\d+/gi, /\(#\d+\)/g];

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * GitHub's anchor for a heading text: lower case, punctuation dropped, spaces as hyphens.
 * @example headingSlug('The `links` member: not trustworthy') // 'the-links-member-not-trustworthy'
 */
export function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown text offers: its headings' slugs (repeats numbered) and `<a id>`s. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      if (fence === null) fence = fenceMark[0] ?? null;
      else if (fenceMark[0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = headingSlug(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1] ?? '');
  }
  return anchors;
}

/** Where the comments of a code file are, as [start, end) offsets. */
export function commentRanges(path: string, text: string): [number, number][] {
  if (CSS_EXTENSION.test(path)) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [m.index, m.index + m[0].length]);
  }
  const kind = /x$/.test(path)
    ? ts.ScriptKind.TSX
    : /\.[mc]?js$/.test(path)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  // The parser knows where strings, templates, regular expressions and JSX text are; comments
  // are the trivia around its tokens.
  const ranges = new Map<number, number>();
  const visit = (node: ts.Node) => {
    for (const r of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) {
      ranges.set(r.pos, r.end);
    }
    for (const r of ts.getTrailingCommentRanges(text, node.getEnd()) ?? []) {
      ranges.set(r.pos, r.end);
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...ranges].sort((a, b) => a[0] - b[0]);
}

function checkTarget(
  from: string,
  line: number,
  target: string,
  anchor: string | undefined,
  files: FileLookup,
): Problem[] {
  if (!files.exists(target)) {
    return [{ path: from, line, message: `${target} does not exist` }];
  }
  if (anchor === undefined || !target.endsWith('.md')) return [];
  const text = files.read(target) ?? '';
  if (headingAnchors(text).has(anchor)) return [];
  return [{ path: from, line, message: `${target} has no heading #${anchor}` }];
}

function markdownLinks(path: string, text: string, files: FileLookup): Problem[] {
  const problems: Problem[] = [];
  let fenced = false;
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (/^ {0,3}(`{3,}|~{3,})/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(MARKDOWN_LINK)) {
      const raw = match[1] ?? '';
      if (/^[a-z][a-z\d+.-]*:/i.test(raw) || raw.startsWith('//')) continue;
      const hash = raw.indexOf('#');
      const file = hash === -1 ? raw : raw.slice(0, hash);
      const anchor = hash === -1 ? undefined : decodeURIComponent(raw.slice(hash + 1));
      const target = file === '' ? path : posix.normalize(posix.join(posix.dirname(path), file));
      problems.push(...checkTarget(path, i + 1, target.replace(/\/$/, ''), anchor, files));
    }
  }
  return problems;
}

function issueCites(path: string, text: string): Problem[] {
  const ranges =
    CODE_EXTENSIONS.test(path) || CSS_EXTENSION.test(path) ? commentRanges(path, text) : [];
  const problems: Problem[] = [];
  for (const [start, end] of ranges) {
    const comment = text.slice(start, end);
    for (const pattern of ISSUE_CITES) {
      for (const match of comment.matchAll(pattern)) {
        problems.push({
          path,
          line: lineAt(text, start + match.index),
          message: `a comment cites "${match[0]}": say why in the comment, leave history to git`,
        });
      }
    }
  }
  return problems;
}

/** The problems of one file: broken references, references outside the repository, issue cites. */
export function checkText(path: string, text: string, repository: FileLookup): Problem[] {
  // The file itself as it is being checked, not as last saved.
  const files: FileLookup = {
    exists: (p) => p === path || repository.exists(p),
    read: (p) => (p === path ? text : repository.read(p)),
  };
  const problems: Problem[] = [];
  for (const match of text.matchAll(OUTSIDE_SPEC)) {
    problems.push({
      path,
      line: lineAt(text, match.index),
      message: `${match[0]} is not in the repository: point at docs/upstream/… and a heading`,
    });
  }
  for (const match of text.matchAll(SECTION_SIGN)) {
    const before =
      text
        .slice(Math.max(0, match.index - 40), match.index)
        .split('\n')
        .pop() ?? '';
    if (NAMED_BEFORE_SECTION.test(before)) continue;
    problems.push({
      path,
      line: lineAt(text, match.index),
      message: `"${match[0]}" names a section but no document: point at docs/… and a heading`,
    });
  }
  for (const match of text.matchAll(DOCS_REFERENCE)) {
    problems.push(...checkTarget(path, lineAt(text, match.index), match[1] ?? '', match[2], files));
  }
  if (path.endsWith('.md')) problems.push(...markdownLinks(path, text, files));
  problems.push(...issueCites(path, text));
  const unique = new Map(problems.map((p) => [`${p.line}\0${p.message}`, p]));
  return [...unique.values()].sort((a, b) => a.line - b.line);
}
