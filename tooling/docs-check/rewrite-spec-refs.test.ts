import { describe, expect, it } from 'vitest';
import { missingTargets, rewriteText } from '../../scripts/rewrite-spec-refs.mjs';

describe('rewrite-spec-refs: old specification sections → docs/upstream pages', () => {
  it('has a heading in docs/upstream/ for every entry of its mapping table', () => {
    expect(missingTargets()).toEqual([]);
  });

  it('rewrites a named specification with its section, chains of sections, and bare sections', () => {
    const text = [
      '/** Filter clauses (upstream-navigation.md §3), built only here. */',
      '/** Offset pagination of spec §4.1/§4.3/§8 and links (upstream-notes.md): */',
      '// The real service sends no meta (§9.1, §9.2).',
    ].join('\n');
    const result = rewriteText('packages/x/src/y.ts', text);
    expect(result.text.split('\n')).toEqual([
      '/** Filter clauses (docs/upstream/navigation.md#filter-grammar), built only here. */',
      '/** Offset pagination of docs/upstream/payments-api.md#list-payments-of-an-invoice, docs/upstream/payments-api.md#pagination, docs/upstream/payments-api.md#limits and links (docs/upstream/real-service.md#payments-list): */',
      '// The real service sends no meta (docs/upstream/real-service.md#no-meta-on-subscriptions-lists, docs/upstream/real-service.md#links-are-not-trustworthy).',
    ]);
    expect(result.unmapped).toEqual([]);
  });

  it('writes relative links in Markdown, and plain paths inside code', () => {
    const text = [
      'An int64 (spec §2.3), as `upstream-api.md` §4 pages it; data `[<payments as spec §2.1>]`.',
      '```',
      'filter.ts   the §3 filter grammar',
      '```',
    ].join('\n');
    expect(rewriteText('docs/decisions/002-x.md', text).text.split('\n')).toEqual([
      'An int64 ([Money](../upstream/payments-api.md#money)), as [List payments of an invoice](../upstream/payments-api.md#list-payments-of-an-invoice) pages it; data `[<payments as docs/upstream/payments-api.md#payment-resource>]`.',
      '```',
      'filter.ts   the docs/upstream/navigation.md#filter-grammar filter grammar',
      '```',
    ]);
  });

  it('leaves sections of other documents alone and lists what it cannot map', () => {
    const text = [
      '/** Issue #24 §2: graceful shutdown. */',
      '// The IETF draft "OAuth 2.0 for Browser-Based Applications" §6.1.3.',
      '// As upstream-navigation.md §11 says.',
    ].join('\n');
    const result = rewriteText('apps/bff/src/z.ts', text);
    expect(result.text.split('\n').slice(0, 2)).toEqual(text.split('\n').slice(0, 2));
    expect(result.unmapped).toEqual([
      'apps/bff/src/z.ts:3: §11 (navigation)',
      'apps/bff/src/z.ts:3: // As upstream-navigation.md §11 says.',
    ]);
  });

  it('is idempotent', () => {
    const text =
      '// Jobs (§4.8), schedules (§4.10, §6 step 3); invoices (upstream-navigation.md §4.4–4.6).';
    const once = rewriteText('packages/x/src/y.ts', text).text;
    expect(once).not.toContain('§');
    expect(rewriteText('packages/x/src/y.ts', once)).toEqual({
      text: once,
      rewritten: 0,
      unmapped: [],
    });
  });
});
