/**
 * Every place deployed source makes a regular expression, found by parsing it (TypeScript's own
 * parser, so a `/` in a string or a comment is never taken for one): literals, `new RegExp(…)`
 * and `RegExp(…)`, and `match`/`matchAll`/`search` given a string (JavaScript makes a regular
 * expression of it). A site whose pattern is spelled in the source is `static`; one built from
 * values (a template with substitutions, a variable) is `built`, and the check learns its
 * patterns by running the module (built-patterns.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface RegexSite {
  /** Relative to the repository root. */
  file: string;
  /** 1-based. */
  line: number;
  /** The expression as written, for the report. */
  code: string;
  /** Known from the source alone, or built from values when the module runs. */
  kind: 'static' | 'built';
  source?: string;
  flags?: string;
}

/** Deployed source: what the apps and packages run, without their tests. */
export const DEPLOYED_ROOTS = ['apps/*/src', 'packages/*/src'];
const SOURCE_FILE = /\.(?:ts|tsx|mts|js|mjs)$/;
const TEST_FILE = /\.test\.(?:ts|tsx)$|\.d\.ts$/;
const STRING_TO_REGEX_METHODS = new Set(['match', 'matchAll', 'search']);

/** The deployed source files under `root` (the repository), sorted. */
export function deployedFiles(root: string): string[] {
  const files: string[] = [];
  for (const top of ['apps', 'packages']) {
    for (const member of readdirSync(join(root, top))) {
      const src = join(root, top, member, 'src');
      if (statSync(src, { throwIfNoEntry: false })?.isDirectory()) walk(src, files);
    }
  }
  return files.map((file) => relative(root, file)).sort();
}

function walk(dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(path, into);
    } else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) {
      into.push(path);
    }
  }
}

/** A string the source spells out whole: a literal or a template without substitutions. */
function spelled(node: ts.Node | undefined): string | undefined {
  if (node === undefined) return '';
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

function isRegExpCall(node: ts.Node): node is ts.NewExpression | ts.CallExpression {
  return (
    (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'RegExp'
  );
}

/** The regular expressions `file` (relative to `root`) makes. */
export function regexSitesIn(root: string, file: string): RegexSite[] {
  const text = readFileSync(join(root, file), 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const sites: RegexSite[] = [];
  const at = (node: ts.Node) => ({
    file,
    line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1,
    code: node.getText(sourceFile).replace(/\s+/g, ' '),
  });
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sourceFile);
      const end = literal.lastIndexOf('/');
      sites.push({
        ...at(node),
        kind: 'static',
        source: literal.slice(1, end),
        flags: literal.slice(end + 1),
      });
    } else if (isRegExpCall(node)) {
      const [pattern, flags] = node.arguments ?? [];
      const source = spelled(pattern);
      const flagText = spelled(flags);
      sites.push(
        source !== undefined && flagText !== undefined
          ? { ...at(node), kind: 'static', source, flags: flagText }
          : { ...at(node), kind: 'built' },
      );
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      STRING_TO_REGEX_METHODS.has(node.expression.name.text) &&
      node.arguments.length === 1
    ) {
      const source = spelled(node.arguments[0]);
      if (source !== undefined && !ts.isRegularExpressionLiteral(node.arguments[0] as ts.Node)) {
        sites.push({ ...at(node), kind: 'static', source, flags: '' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return sites;
}

/** Every regular expression deployed source makes, file by file. */
export function findRegexSites(root: string): RegexSite[] {
  return deployedFiles(root).flatMap((file) => regexSitesIn(root, file));
}
