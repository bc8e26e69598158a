#!/usr/bin/env node
/**
 * Rewrites references to the upstream specifications the project was first written against
 * (`upstream-api.md §2.3`, `upstream-navigation.md §6`, `upstream-notes.md`, `spec §8`, and bare
 * `§9.2` after or without such a mention) into references to the page and heading of
 * docs/upstream/ that now holds the fact: `docs/upstream/navigation.md#filter-grammar` in code,
 * a relative Markdown link in *.md files.
 *
 *   node scripts/rewrite-spec-refs.mjs            rewrite the files git knows of
 *   node scripts/rewrite-spec-refs.mjs --dry-run  only say what would change
 *   node scripts/rewrite-spec-refs.mjs FILE…      only these files
 *
 * Idempotent: a rewritten reference no longer matches. Whatever it cannot map (a section number
 * missing from the table below, a heading missing from docs/upstream/) is listed, left as it is,
 * and makes the exit code 1.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const API = 'docs/upstream/payments-api.md';
const NAVIGATION = 'docs/upstream/navigation.md';
const REAL = 'docs/upstream/real-service.md';

/**
 * Old section → the page and heading that hold its facts now. `api` is the payments
 * specification (also cited as "spec"), `navigation` the navigation one, `notes` the notes on the
 * real service (cited by heading name, not number).
 */
export const SECTION_MAP = {
  api: {
    1: [API, 'addresses-and-versioning'],
    2: [API, 'payment-resource'],
    2.1: [API, 'payment-resource'],
    2.2: [API, 'payment-attributes'],
    2.3: [API, 'money'],
    2.4: [API, 'payment-meta'],
    2.5: [API, 'payment-timestamps'],
    2.6: [API, 'list-envelope'],
    2.7: [API, 'token-response'],
    3: [API, 'payment-states'],
    4: [API, 'list-payments-of-an-invoice'],
    4.1: [API, 'list-payments-of-an-invoice'],
    4.2: [API, 'token-request'],
    4.3: [API, 'pagination'],
    5: [API, 'tokens'],
    6: [API, 'what-the-spec-leaves-open'],
    7: [API, 'errors'],
    8: [API, 'limits'],
    9: [API, 'addresses-and-versioning'],
  },
  navigation: {
    1: [NAVIGATION, 'reading-this-page'],
    2: [NAVIGATION, 'navigation-map'],
    3: [NAVIGATION, 'filter-grammar'],
    4: [NAVIGATION, 'common-to-every-operation'],
    4.1: [NAVIGATION, 'subscribers'],
    4.2: [NAVIGATION, 'subscriptions'],
    4.3: [NAVIGATION, 'subscription-states'],
    4.4: [NAVIGATION, 'invoices-of-a-subscription'],
    4.5: [NAVIGATION, 'store-wide-invoices'],
    4.6: [NAVIGATION, 'the-invoice-resource'],
    '4.4–4.6': [NAVIGATION, 'invoices'],
    4.7: [NAVIGATION, 'payments-of-an-invoice'],
    4.8: [NAVIGATION, 'jobs'],
    4.9: [NAVIGATION, 'dunning-rules'],
    '4.10': [NAVIGATION, 'schedules'],
    '4.8–4.10': [NAVIGATION, 'payment-runs-dunning-and-schedules'],
    4.11: [NAVIGATION, 'accounts'],
    4.12: [NAVIGATION, 'account-members'],
    5: [NAVIGATION, 'subscription-status'],
    6: [NAVIGATION, 'invoice-facts'],
    '6 step 1': [NAVIGATION, 'next-retry-estimate'],
    '6 step 2': [NAVIGATION, 'next-retry-estimate'],
    '6 step 3': [NAVIGATION, 'next-retry-estimate'],
    '6 step 4': [NAVIGATION, 'next-retry-estimate'],
    7: [NAVIGATION, 'payments'],
    8: [NAVIGATION, 'tokens-and-permissions'],
    9: [REAL, 'realistic-mode-quirks'],
    9.1: [REAL, 'no-meta-on-subscriptions-lists'],
    9.2: [REAL, 'links-are-not-trustworthy'],
    9.3: [REAL, 'proration-events-are-null'],
    9.4: [REAL, 'invoice-items-and-placeholder-totals'],
    9.5: [REAL, 'optional-invoice-fields'],
    9.6: [REAL, 'go-live-time-placement'],
    9.7: [REAL, 'unknown-ids-on-nested-lists'],
    9.8: [REAL, 'case-sensitivity-of-eq'],
    9.9: [REAL, 'filter-decoding'],
    '9.10': [REAL, 'no-order-guarantee'],
    9.11: [REAL, 'ids-always-present'],
    10: [REAL, 'contradictions-between-sources'],
    10.1: [REAL, 'subscriptions-filtered-by-name-or-email'],
    10.2: [REAL, 'account-member-filter-operators'],
    10.3: [REAL, 'proration-events-shape'],
    10.4: [REAL, 'invoice-item-plan-or-product'],
    10.5: [REAL, 'invoice-display-price'],
    10.6: [REAL, 'go-live-time-in-meta-or-attributes'],
    10.7: [REAL, 'dunning-rule-enums-and-limits'],
    10.8: [REAL, 'job-type-spelling'],
    10.9: [REAL, 'page-limit-range'],
    '10.10': [REAL, 'commerce-manager-roles'],
    10.11: [REAL, 'failure-detail-shape'],
    10.12: [REAL, 'error-status-type'],
  },
  notes: {
    'Payments list response': [REAL, 'payments-list'],
    'Token operation': [API, 'token-lifetime-and-refresh'],
    Errors: [API, 'errors'],
    'Rate limits': [API, 'rate-limits'],
    'Other Subscriptions operations': [
      NAVIGATION,
      'not-in-the-payments-specification-seen-in-the-real-openapi',
    ],
  },
};

/** A whole specification named without a section: the page that replaces it. */
const WHOLE = { api: [API], navigation: [NAVIGATION], notes: [REAL, 'payments-list'] };

/** Files whose bare `§N` (no specification named just before) cite the payments specification. */
const BARE_SECTIONS_CITE_API = new Set(['packages/ep-simulator/src/pagination.ts']);

/**
 * Mentions whose meaning the rules above would get wrong, by file and exact text. Each becomes
 * the listed references followed by `rest`.
 */
const OVERRIDES = [
  {
    file: 'apps/bff/src/navigation/invoice-page.ts',
    text: 'upstream-navigation.md §2 "Invoice"',
    refs: [[NAVIGATION, 'detail-views']],
  },
  {
    file: 'apps/bff/src/navigation/retry-context.ts',
    text: 'upstream-navigation.md §2, "Retry context: cache briefly"',
    refs: [[NAVIGATION, 'detail-views']],
  },
  {
    file: 'packages/contract/src/upstream.ts',
    text: '(notes)',
    refs: [[API, 'token-lifetime-and-refresh']],
    before: '(',
    rest: ')',
  },
  {
    file: 'packages/ep-simulator/src/token-route.ts',
    text: '(upstream-notes.md)',
    refs: [[API, 'token-lifetime-and-refresh']],
    before: '(',
    rest: ')',
  },
  {
    // Reference material left the README for docs/.
    file: 'bench/src/soak/fault-matrix.ts',
    text: 'README, "The API the browser uses"',
    refs: [['docs/api.md', 'errors']],
  },
  {
    file: 'packages/ep-simulator/README.md',
    text: '(`upstream-notes.md`,',
    refs: [[REAL]],
    before: '(',
    rest: ',',
  },
];

// A specification's name (in backticks or not, with the folder it used to sit in), "spec"
// before a section sign, or a section sign with its number (`§4.4–4.6`, `§6 step 3`).
const TOKEN =
  /(`?)(?:\.\.\/)?(?:shared\/spec\/)?upstream-(api|navigation|notes)\.md\1|\b[Ss]pec(?= §)|§ ?(\d+(?:\.\d+)?(?:[–-]\d+(?:\.\d+)?)?(?: step \d)?)/g;
// The same test the reference check uses: a section of a document named just before it.
const NAMED_BEFORE_SECTION = /(?:issues? #\d+|")\s*\(?$/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

function headingTitles(page) {
  const file = join(ROOT, page);
  const titles = new Map();
  if (!existsSync(file)) return titles;
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*$/.exec(line)?.[1];
    if (!heading) continue;
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    if (!titles.has(slug)) titles.set(slug, heading.replace(/`/g, ''));
    if (!titles.has('')) titles.set('', heading.replace(/`/g, ''));
  }
  return titles;
}

const TITLES = new Map();
function titlesOf(page) {
  if (!TITLES.has(page)) TITLES.set(page, headingTitles(page));
  return TITLES.get(page);
}

/** Every target of the tables that docs/upstream/ does not have: the table's own check. */
export function missingTargets() {
  const targets = [
    ...Object.values(SECTION_MAP).flatMap((table) => Object.values(table)),
    ...Object.values(WHOLE),
    ...OVERRIDES.flatMap((o) => o.refs),
  ];
  return targets
    .filter(([page, anchor]) => !titlesOf(page).has(anchor ?? ''))
    .map(([page, anchor]) => (anchor ? `${page}#${anchor}` : page));
}

function render(file, inCode, [page, anchor]) {
  const target = anchor ? `${page}#${anchor}` : page;
  if (!file.endsWith('.md') || inCode) return target;
  const link = posix.relative(posix.dirname(file), page) + (anchor ? `#${anchor}` : '');
  return `[${titlesOf(page).get(anchor ?? '') ?? page}](${link})`;
}

function sectionKey(number) {
  return number.replace('-', '–');
}

/**
 * One file's text with every reference it can map rewritten.
 * @returns {{ text: string, rewritten: number, unmapped: string[] }}
 */
export function rewriteText(file, text) {
  let rewritten = 0;
  const unmapped = [];
  let fenced = false;
  const lines = text.split('\n').map((original, index) => {
    if (file.endsWith('.md') && FENCE.test(original)) fenced = !fenced;
    let line = original;
    for (const override of OVERRIDES) {
      if (override.file !== file || !line.includes(override.text)) continue;
      const at = line.indexOf(override.text);
      const code = fenced || (line.slice(0, at).match(/`/g) ?? []).length % 2 === 1;
      const refs = override.refs.map((ref) => render(file, code, ref)).join(', ');
      line = line.replace(override.text, `${override.before ?? ''}${refs}${override.rest ?? ''}`);
      rewritten++;
    }
    // In a fenced block or an inline code span a Markdown link would show as its source.
    const inCode = (at) => fenced || (line.slice(0, at).match(/`/g) ?? []).length % 2 === 1;
    const edits = [];
    // The specification a chain of sections belongs to, and where the chain's last link ends.
    let chain = null;
    let named = null;
    for (const match of line.matchAll(TOKEN)) {
      const start = match.index;
      const end = start + match[0].length;
      if (match[2] !== undefined || match[0].startsWith('spec') || match[0].startsWith('Spec')) {
        if (named && !named.used) finishNamed(named);
        named = { spec: match[2] ?? 'api', start, end, used: false, plain: match[2] !== undefined };
        continue;
      }
      const number = match[3];
      const gapFromName = named && !named.used ? line.slice(named.end, start) : null;
      const gapFromChain = chain ? line.slice(chain.end, start) : null;
      let spec;
      let from = start;
      let separator = null;
      if (gapFromName !== null && /^\s*$/.test(gapFromName)) {
        spec = named.spec;
        from = named.start;
        named.used = true;
      } else if (gapFromChain !== null && /^(?:\s*|\s*(?:\/|,|and)\s*)$/.test(gapFromChain)) {
        spec = chain.spec;
        if (gapFromChain.trim() === '/') separator = { start: chain.end, end: start };
      } else {
        if (NAMED_BEFORE_SECTION.test(line.slice(0, start))) {
          chain = null;
          continue;
        }
        spec = BARE_SECTIONS_CITE_API.has(file) ? 'api' : 'navigation';
      }
      if (named && !named.used) finishNamed(named);
      const ref = spec === 'notes' ? undefined : SECTION_MAP[spec][sectionKey(number)];
      if (!ref) {
        unmapped.push(`${file}:${index + 1}: ${match[0]} (${spec})`);
        chain = null;
        continue;
      }
      if (separator) edits.push({ start: separator.start, end: separator.end, text: ', ' });
      edits.push({ start: from, end, text: render(file, inCode(from), ref) });
      chain = { spec, end };
    }
    if (named && !named.used) finishNamed(named);

    function finishNamed(mention) {
      mention.used = true;
      if (!mention.plain) return;
      let end = mention.end;
      let ref = WHOLE[mention.spec];
      if (mention.spec === 'notes') {
        const heading = /^,? "([^"]+)"/.exec(line.slice(end));
        const fromNotes = heading && SECTION_MAP.notes[heading[1]];
        if (fromNotes) {
          ref = fromNotes;
          end += heading[0].length;
        }
      }
      edits.push({ start: mention.start, end, text: render(file, inCode(mention.start), ref) });
    }

    for (const edit of edits.sort((a, b) => b.start - a.start)) {
      line = line.slice(0, edit.start) + edit.text + line.slice(edit.end);
      rewritten++;
    }
    if (/upstream-(?:api|navigation|notes)\.md/.test(line)) {
      unmapped.push(`${file}:${index + 1}: ${line.trim()}`);
    }
    return line;
  });
  return { text: lines.join('\n'), rewritten, unmapped };
}

const TEXT_FILE =
  /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|css|md|html|json|ya?ml|sh)$|(?:^|\/)Dockerfile$/;
// The check and this script spell the old names on purpose.
const SKIPPED = /^(?:pnpm-lock\.yaml|tooling\/docs-check\/|scripts\/rewrite-spec-refs\.mjs$)/;

function main(args) {
  const dryRun = args.includes('--dry-run');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const missing = missingTargets();
  if (missing.length > 0) {
    console.error(
      `docs/upstream/ lacks these targets of the mapping table:\n  ${missing.join('\n  ')}`,
    );
    return 1;
  }
  const files =
    named.length > 0
      ? named.map((file) => relative(ROOT, join(process.cwd(), file)).split('\\').join('/'))
      : execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
          .split('\0')
          .filter((file) => TEXT_FILE.test(file) && !SKIPPED.test(file));
  let filesChanged = 0;
  let references = 0;
  const unmapped = [];
  const written = [];
  for (const file of files) {
    const path = join(ROOT, file);
    if (!existsSync(path)) continue;
    const before = readFileSync(path, 'utf8');
    const result = rewriteText(file, before);
    unmapped.push(...result.unmapped);
    if (result.text === before) continue;
    filesChanged++;
    references += result.rewritten;
    console.log(`${dryRun ? 'would rewrite' : 'rewrote'} ${file} (${result.rewritten})`);
    if (!dryRun) {
      writeFileSync(path, result.text);
      written.push(file);
    }
  }
  console.log(`${references} references in ${filesChanged} files${dryRun ? ' (dry run)' : ''}`);
  // Longer references can push a call past the line width: let the formatter lay it out again.
  const code = written.filter((file) => !file.endsWith('.md'));
  if (code.length > 0) {
    const biome = join(ROOT, 'node_modules/.bin/biome');
    execFileSync(biome, ['format', '--write', ...code], { cwd: ROOT, stdio: 'inherit' });
  }
  if (unmapped.length > 0) {
    console.log(`not mapped, left as they were:\n  ${unmapped.join('\n  ')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
