/**
 * The ReDoS check: every regular expression that deployed source makes (`apps/<name>/src` and
 * `packages/<name>/src`, without tests) is checked by recheck, and any that is not proven safe
 * fails the suite with the attack recheck found. recheck runs its native binary (the
 * `recheck-linux-x64` package); RECHECK_BACKEND chooses another (`java`, `pure`).
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltPattern } from './built-patterns.ts';
import { findRegexSites, type RegexSite } from './regex-sites.ts';
import { regexSitesWithPatterns, verdict } from './review.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const sites = findRegexSites(ROOT);
const patterns = new Map<RegexSite['file'], BuiltPattern[]>();
const key = (site: RegexSite) => `${site.file}:${site.line}:${site.code}`;

beforeAll(async () => {
  for (const { site, patterns: made } of await regexSitesWithPatterns(ROOT)) {
    patterns.set(key(site), made);
  }
}, 60_000);

describe('every regular expression in deployed source', () => {
  it('is found: literals, new RegExp, and strings given to match or search', () => {
    // A floor, so a finder that silently finds nothing fails here rather than passing the rest.
    expect(sites.length).toBeGreaterThan(80);
    expect(sites.filter((s) => s.kind === 'built').length).toBeGreaterThan(5);
  });

  it('fails what it should: the patterns it had flagged, and a classic', async () => {
    for (const source of [
      '[.,;:!?]+$',
      '\\/+$',
      '^[^<>]*<([^<>\\s]+@[^<>\\s]+)>$',
      '^(stripe|braintree|adyen)\\b[\\s:#-]*(?:(?:transaction|txn|payment|psp|reference|ref|id)\\b[\\s:#.-]*)*(?=[A-Za-z_-]*\\d)([A-Za-z0-9_-]{6,})$',
      '^(a|a)*$',
    ]) {
      expect(await verdict({ source, flags: 'i' }), source).toMatch(/^vulnerable/);
    }
  }, 60_000);

  it('built ones make their patterns when their module loads, not from what a call is given', () => {
    const atCallTime = sites
      .filter((s) => (patterns.get(key(s)) ?? []).length === 0)
      .map((s) => `${s.file}:${s.line} ${s.code}`);
    expect(atCallTime).toEqual([]);
  });

  it.each(sites.map((s) => [`${s.file}:${s.line}`, s] as const))(
    '%s is safe',
    async (_where, site) => {
      const verdicts = await Promise.all(
        (patterns.get(key(site)) ?? []).map(
          async (p) => `/${p.source}/${p.flags}: ${await verdict(p)}`,
        ),
      );
      expect(verdicts.filter((v) => !v.endsWith(': safe'))).toEqual([]);
    },
    60_000,
  );
});
