/**
 * Prints the review of every regular expression in deployed source as a Markdown table: file,
 * line, what it is, how many patterns it makes and recheck's verdict. Run from the repository:
 * `pnpm --filter @pc/redos-check review`.
 */
import { fileURLToPath } from 'node:url';
import { reviewRegexSites } from './review.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const reviews = await reviewRegexSites(ROOT);
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('`', 'ˋ');
console.log('| # | file:line | kind | patterns | verdict |');
console.log('|---|---|---|---|---|');
reviews.forEach(({ site, verdicts }, i) => {
  const safe = verdicts.length > 0 && verdicts.every((v) => v.verdict === 'safe');
  const verdict = safe
    ? 'safe'
    : (verdicts.find((v) => v.verdict !== 'safe')?.verdict ?? 'none built at load');
  console.log(
    `| ${i + 1} | ${site.file}:${site.line} | ${site.kind} | ${verdicts.length} | ${cell(verdict)} |`,
  );
});
const unsafe = reviews.filter(
  (r) => r.verdicts.length === 0 || r.verdicts.some((v) => v.verdict !== 'safe'),
);
console.log(
  `\n${reviews.length} sites, ${reviews.reduce((n, r) => n + r.verdicts.length, 0)} patterns, ${unsafe.length} not safe`,
);
process.exit(unsafe.length === 0 ? 0 : 1);
