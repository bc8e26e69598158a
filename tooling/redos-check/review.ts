/**
 * recheck's verdict on each regular expression deployed source makes: what the test asserts
 * (redos.test.ts) and what `pnpm --filter @pc/redos-check review` prints as a table.
 */
import { check, type Diagnostics } from 'recheck';
import { type BuiltPattern, recordBuiltPatterns } from './built-patterns.ts';
import { findRegexSites, type RegexSite } from './regex-sites.ts';

// The native binary (the `recheck-linux-x64` package) unless the environment chose another.
process.env.RECHECK_BACKEND ??= 'native';

export interface Review {
  site: RegexSite;
  /** Each pattern the site makes, with recheck's verdict: `safe`, or why not. */
  verdicts: { pattern: BuiltPattern; verdict: string }[];
}

/**
 * recheck's limits by count only, never by clock: with its default time limits (1 s to confirm an
 * attack) a loaded machine made linear patterns look vulnerable now and then. A fixed seed makes
 * its fuzzing (for lookarounds and counted repeats) the same on every run.
 */
const DETERMINISTIC = {
  timeout: null,
  attackTimeout: null,
  incubationTimeout: null,
  randomSeed: 0,
} as const;

/** What recheck says of one pattern; `unknown` (it could not decide) is not safe. */
export async function verdict({ source, flags }: BuiltPattern): Promise<string> {
  const result: Diagnostics = await check(source, flags, DETERMINISTIC);
  if (result.status === 'safe') return 'safe';
  if (result.status === 'vulnerable') {
    return `vulnerable (${result.complexity.type}), attack ${result.attack.pattern}`;
  }
  return `unknown (${result.error.kind})`;
}

/** Every site under `root`, with the patterns built ones made while their modules loaded. */
export async function regexSitesWithPatterns(
  root: string,
): Promise<{ site: RegexSite; patterns: BuiltPattern[] }[]> {
  const sites = findRegexSites(root);
  const files = [...new Set(sites.filter((s) => s.kind === 'built').map((s) => s.file))];
  const built = await recordBuiltPatterns(root, files);
  return sites.map((site) => ({
    site,
    patterns:
      site.kind === 'static'
        ? [{ source: site.source ?? '', flags: site.flags ?? '' }]
        : (built.get(`${site.file}:${site.line}`) ?? []),
  }));
}

/** Every site's verdicts, one check at a time (the native checker is one process). */
export async function reviewRegexSites(root: string): Promise<Review[]> {
  const reviews: Review[] = [];
  for (const { site, patterns } of await regexSitesWithPatterns(root)) {
    const verdicts = [];
    for (const pattern of patterns) verdicts.push({ pattern, verdict: await verdict(pattern) });
    reviews.push({ site, verdicts });
  }
  return reviews;
}
