import { describe, expect, it } from 'vitest';
import {
  checkText,
  commentRanges,
  type FileLookup,
  headingAnchors,
  headingSlug,
} from './doc-references.ts';

/** A repository of a few files, held in memory. */
function lookup(files: Record<string, string>): FileLookup {
  return {
    exists: (path) => path in files || Object.keys(files).some((f) => f.startsWith(`${path}/`)),
    read: (path) => files[path],
  };
}

const NAVIGATION = [
  '# Navigation',
  '',
  '## Filter grammar',
  '',
  '```md',
  '## Not a heading: inside a fence',
  '```',
  '',
  '### The `links` member: not trustworthy',
  '',
  '## Invoices',
  '## Invoices',
  '<a id="kept-anchor"></a>',
].join('\n');

const repo = lookup({
  'docs/upstream/navigation.md': NAVIGATION,
  'docs/decisions/README.md': '# Decisions\n',
  'docs/decisions/001-simulator-not-mocks.md': '# 001\n\n## Context\n',
  'apps/bff/src/upstream/filter.ts': '',
});

const messages = (path: string, text: string) =>
  checkText(path, text, repo).map((p) => `${p.line}: ${p.message}`);

describe('headingSlug and headingAnchors: GitHub anchors', () => {
  it('lower-cases, drops punctuation and code marks, and joins words with hyphens', () => {
    expect(headingSlug('Filter grammar')).toBe('filter-grammar');
    expect(headingSlug('The `links` member: not trustworthy')).toBe(
      'the-links-member-not-trustworthy',
    );
    expect(headingSlug("Invoices of a subscription's account")).toBe(
      'invoices-of-a-subscriptions-account',
    );
    expect(headingSlug('go_live_after in [meta](x.md)')).toBe('go_live_after-in-meta');
  });

  it('numbers repeated headings, skips fenced code and keeps explicit anchors', () => {
    const anchors = headingAnchors(NAVIGATION);
    expect([...anchors]).toEqual([
      'navigation',
      'filter-grammar',
      'the-links-member-not-trustworthy',
      'invoices',
      'invoices-1',
      'kept-anchor',
    ]);
  });
});

describe('checkText: references into docs/', () => {
  it('passes a reference whose file and heading exist', () => {
    const text = '// The filter clauses (docs/upstream/navigation.md#filter-grammar).\n';
    expect(messages('apps/bff/src/upstream/filter.ts', text)).toEqual([]);
  });

  it('fails on a planted missing heading, naming the line', () => {
    const text = 'const a = 1;\n// See docs/upstream/navigation.md#filter-grammer.\n';
    expect(messages('apps/bff/src/upstream/filter.ts', text)).toEqual([
      '2: docs/upstream/navigation.md has no heading #filter-grammer',
    ]);
  });

  it('fails on a missing file, with or without an anchor', () => {
    const text = 'See docs/upstream/payments.md and docs/upstream/gone.md#money.\n';
    expect(messages('README.md', text)).toEqual([
      '1: docs/upstream/payments.md does not exist',
      '1: docs/upstream/gone.md does not exist',
    ]);
  });

  it('resolves relative Markdown links from the linking file', () => {
    const good =
      '[Grammar](../upstream/navigation.md#filter-grammar), [001](001-simulator-not-mocks.md#context)';
    expect(messages('docs/decisions/README.md', good)).toEqual([]);
    const bad = 'Read [the grammar](../upstream/navigation.md#grammar) and [002](002-exact.md).';
    expect(messages('docs/decisions/README.md', bad)).toEqual([
      '1: docs/upstream/navigation.md has no heading #grammar',
      '1: docs/decisions/002-exact.md does not exist',
    ]);
  });

  it('checks same-file anchors and leaves web links alone', () => {
    const text = '# Top\n\n[up](#top) [down](#bottom) [web](https://example.com/x.md#y)\n';
    expect(messages('docs/decisions/README.md', text)).toEqual([
      '3: docs/decisions/README.md has no heading #bottom',
    ]);
  });

  it('does not read links inside fenced code or inline code', () => {
    const text = '```\n[a](missing.md)\n```\n`[b](missing.md)`\n';
    expect(messages('docs/decisions/README.md', text)).toEqual([]);
  });
});

describe('checkText: references outside the repository', () => {
  it('fails on the names of the outside specifications', () => {
    const text = '/** Filter clauses (upstream-navigation.md §3). */\n';
    expect(messages('apps/bff/src/upstream/filter.ts', text)).toEqual([
      '1: upstream-navigation.md is not in the repository: point at docs/upstream/… and a heading',
      '1: "§3" names a section but no document: point at docs/… and a heading',
    ]);
  });

  it('fails on a bare section number, but not on one of a document named just before it', () => {
    const text = [
      '// The real service sends no meta (§9.1).',
      '// The IETF draft "OAuth 2.0 for Browser-Based Applications" §6.1.3 describes it.',
    ].join('\n');
    expect(messages('apps/bff/src/upstream/filter.ts', text)).toEqual([
      '1: "§9.1" names a section but no document: point at docs/… and a heading',
    ]);
  });

  it('does not take a folder named like a specification for its file', () => {
    const text = "export * from './upstream-navigation/index.ts';\n";
    expect(messages('packages/contract/src/index.ts', text)).toEqual([]);
  });
});

describe('checkText: issue numbers in comments', () => {
  it('fails on comments that cite an issue, in each comment form', () => {
    const text = [
      '/**',
      ' * The search route (issue #21).',
      ' */',
      "const route = '/api/search'; // kept short (#23)",
      '/* Issue #24, defect 6 */',
    ].join('\n');
    expect(messages('apps/bff/src/routes/search.ts', text)).toEqual([
      '2: a comment cites "issue #21": say why in the comment, leave history to git',
      '4: a comment cites "(#23)": say why in the comment, leave history to git',
      '5: a comment cites "Issue #24": say why in the comment, leave history to git',
    ]);
  });

  it('ignores strings, templates, regular expressions and JSX text', () => {
    const text = [
      "const a = 'issue #21 // (#22)';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const b = `/* issue #21 */ ${a} // (#22)`;',
      'const c = /\\/\\/ issue #21/;',
      'const d = <p>Invoice #6 // issue #21</p>;',
      '// Invoice #6 and rolldown#9963 are not issues of this project.',
    ].join('\n');
    expect(messages('apps/web/src/x.tsx', text)).toEqual([]);
  });

  it('reads CSS comments, and leaves Markdown prose alone', () => {
    expect(messages('apps/web/src/styles/app.css', '/* issue #22: denser rows */\n')).toHaveLength(
      1,
    );
    expect(messages('docs/performance.md', 'Budgets of issue #22.\n')).toEqual([]);
  });

  it('finds comments at the end of a file and inside JSX expressions', () => {
    const text = 'const d = <div>{/* issue #3 */}</div>;\n// issue #4';
    expect(commentRanges('x.tsx', text).map(([s, e]) => text.slice(s, e))).toEqual([
      '/* issue #3 */',
      '// issue #4',
    ]);
  });
});
