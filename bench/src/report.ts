/**
 * The printed report: Markdown tables, so the output of `pnpm bench` can be pasted into
 * docs/performance.md as it is.
 */
import type { BudgetCheck } from './budgets.ts';
import type { AssetSizes } from './bundle.ts';
import type { BenchResults } from './results.ts';
import { TARGET_NAMES } from './targets.ts';
import type { TimeToRowsMetric } from './time-to-rows.ts';
import { UNLIMITED } from './upstream-limits.ts';

function table(header: string[], align: ('l' | 'r')[], rows: (string | number)[][]): string {
  const rule = align.map((a) => (a === 'r' ? '---:' : '---'));
  return [header, rule, ...rows.map((r) => r.map(String))]
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n');
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const micros = (n: number | null | undefined) => (n === null || n === undefined ? '–' : int(n));

function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return m > 0 ? `${m} min ${s} s` : `${s} s`;
}

function overheadSection(results: BenchResults): string {
  const rows: (string | number)[][] = [];
  for (const at of results.overhead) {
    for (const name of TARGET_NAMES) {
      const t = at.targets[name];
      rows.push([
        at.connections,
        name,
        int(t.requestsPerSecond),
        fixed(t.p50Ms, 2),
        fixed(t.p99Ms, 2),
        micros(t.cpuMicrosPerRequest.target),
        micros(t.cpuMicrosPerRequest.upstream),
        t.failures,
      ]);
    }
  }
  const ratios = results.overhead.map((at) => [
    at.connections,
    fixed(at.bffOverNaiveThroughput, 2),
    fixed(at.bffMinusDirectP50Ms, 2),
    fixed(at.naiveMinusDirectP50Ms, 2),
  ]);
  return [
    `### BFF overhead (per cell: ${results.settings.warmupSecondsPerCell} s warm-up, then ${results.settings.loadRounds} × ${results.settings.loadSliceSeconds} s slices interleaved with the other targets; pages of 25 and 100 of a 240-payment invoice)`,
    '',
    table(
      [
        'conc.',
        'target',
        'req/s',
        'p50 ms',
        'p99 ms',
        'CPU µs/req, target',
        'CPU µs/req, simulator',
        'failed',
      ],
      ['r', 'l', 'r', 'r', 'r', 'r', 'r', 'r'],
      rows,
    ),
    '',
    table(
      [
        'conc.',
        'bff/naive req/s (a figure, not a budget)',
        'bff − direct p50 ms',
        'naive − direct p50 ms',
      ],
      ['r', 'r', 'r', 'r'],
      ratios,
    ),
  ].join('\n');
}

function tokenSection(results: BenchResults): string {
  const { tokens, coalescing } = results;
  const cold = tokens.coldStart;
  return [
    '### Token reuse and coalescing',
    '',
    table(
      ['measurement', 'result', 'details'],
      ['l', 'r', 'l'],
      [
        [
          'Token requests by the BFF over the whole run',
          tokens.duringRun,
          `${int(tokens.bffRequestsServed)} requests served`,
        ],
        [
          `Cold start, ${cold.requests} concurrent requests (all different pages): token requests`,
          cold.tokenRequests,
          `${cold.ok}/${cold.requests} OK in ${int(cold.wallMs)} ms, ${cold.upstreamCalls} upstream calls`,
        ],
        [
          `${coalescing.requests} identical concurrent requests, ${coalescing.upstreamLatencyMs} ms upstream: upstream calls`,
          coalescing.upstreamCalls,
          `${coalescing.ok}/${coalescing.requests} OK in ${int(coalescing.wallMs)} ms`,
        ],
      ],
    ),
  ].join('\n');
}

function ticketCallsSection(results: BenchResults): string {
  const t = results.ticketCalls;
  return [
    "### Upstream calls per step of the ticket's way (demo store's longest invoice, read cache on)",
    '',
    table(
      ['step', 'upstream calls'],
      ['l', 'r'],
      [
        ['search by email', t.steps.search],
        ['customer page', t.steps.customer],
        ['invoice (page and every payment)', t.steps.invoice],
        ['one payment’s detail', t.steps.detail],
        [`the way (floor ${t.floor})`, t.way],
        ['the invoice again within a minute', t.steps.revisit],
        ['identical calls twice within a step', t.repeats],
        ['read cache hit rate over the walk', `${fixed(t.cacheHitRate * 100, 0)} %`],
      ],
    ),
  ].join('\n');
}

export function attentionSection(results: Pick<BenchResults, 'attention'>): string {
  const a = results.attention;
  if (!a) return '### Needs attention\n\nNot measured in this run.';
  return [
    `### Needs attention (${a.outstanding} outstanding invoices, ${a.upstreamLatencyMs} ms upstream, ${a.limits.maxPerSecond}/s with a ${a.limits.sharePercent} % share)`,
    '',
    table(
      ['measure', 'value'],
      ['l', 'r'],
      [
        ['cold replica: first 25 complete rows', `${int(a.firstRowsMs)} ms`],
        ['cold replica: the whole list', `${int(a.wholeListMs)} ms`],
        ['upstream calls of that refresh', a.wholeListCalls],
        ['what the share allows for them', `${int(a.wholeListBoundMs)} ms`],
        [`warm snapshot: the API's rows (median of ${a.runs})`, `${fixed(a.warmPageMs, 1)} ms`],
        [
          `warm snapshot: the page's rows in Chromium (median of ${a.runs})`,
          a.warmBrowserMs === null ? 'no web build' : `${int(a.warmBrowserMs)} ms`,
        ],
      ],
    ),
  ].join('\n');
}

export function attentionDatabaseSection(results: Pick<BenchResults, 'attentionDatabase'>): string {
  const d = results.attentionDatabase;
  if (!d) return '### Needs attention from the database\n\nNot measured in this run.';
  return [
    '### Needs attention from the database (1,000 rows)',
    '',
    table(
      [
        'kind',
        'warm API p50',
        'first read after a start',
        "the rows' read: longest block (median of reads)",
        '(longest of all)',
        'idle wait alone',
        'serving it, client in process',
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
      d.kinds.map((k) => [
        k.kind,
        `${fixed(k.warmP50Ms, 1)} ms`,
        `${fixed(k.firstReadMs, 1)} ms`,
        `${fixed(k.readBlockMs, 1)} ms`,
        `${fixed(k.readBlockMaxMs, 1)} ms`,
        `${fixed(k.idleBlockMs, 1)} ms`,
        `${fixed(k.servingBlockMs, 1)} ms`,
      ]),
    ),
    ...(d.serverUnavailable ? ['', `No Postgres server: ${d.serverUnavailable}`] : []),
  ].join('\n');
}

export function teamWorkSection(results: Pick<BenchResults, 'teamWork'>): string {
  const t = results.teamWork;
  if (!t) return '### Team work on the database\n\nNot measured in this run.';
  return [
    '### Team work on the database (note writes; the list with 1,000 cases)',
    '',
    table(
      [
        'kind',
        'note write p50',
        'note write p95',
        'list p50 (1,000 cases, 2,000 notes)',
        'list max',
      ],
      ['l', 'r', 'r', 'r', 'r'],
      t.kinds.map((k) => [
        k.kind,
        `${fixed(k.noteWriteP50Ms, 1)} ms`,
        `${fixed(k.noteWriteP95Ms, 1)} ms`,
        `${fixed(k.listP50Ms, 1)} ms`,
        `${fixed(k.listMaxMs, 1)} ms`,
      ]),
    ),
    ...(t.serverUnavailable ? ['', `No Postgres server: ${t.serverUnavailable}`] : []),
  ].join('\n');
}

export function searchTextSection(results: Pick<BenchResults, 'searchText'>): string {
  const s = results.searchText;
  if (!s) return '### Adversarial search text\n\nNot measured in this run.';
  return [
    `### Adversarial search text (the classifier in process; the API on loopback, ${s.runs} requests each)`,
    '',
    table(
      ['input', 'UTF-16 units', 'reading', 'classify µs', 'API status', 'API p50 ms', 'API max ms'],
      ['l', 'r', 'l', 'r', 'r', 'r', 'r'],
      s.inputs.map((i) => [
        i.name.replaceAll('|', '\\|'),
        int(i.length),
        i.reading,
        fixed(i.classifyUs, 2),
        i.status,
        fixed(i.apiMedianMs, 2),
        fixed(i.apiMaxMs, 2),
      ]),
    ),
  ].join('\n');
}

function bundleSection(results: BenchResults): string {
  if (!results.bundle) return '### Bundle\n\nNot measured: apps/web/dist/index.html is missing.';
  const row = (label: string, a: AssetSizes) => [
    label,
    a.files.length,
    kB(a.rawBytes),
    kB(a.gzipBytes),
    kB(a.brotliBytes),
  ];
  return [
    `### Bundle (apps/web/dist built ${results.bundle.builtAt})`,
    '',
    table(
      ['assets', 'files', 'raw', 'gzip', 'brotli'],
      ['l', 'r', 'r', 'r', 'r'],
      [
        row('Initial JS', results.bundle.js),
        row('Initial CSS', results.bundle.css),
        row('Lazy JS (not initial, not budgeted)', results.bundle.lazyJs),
      ],
    ),
  ].join('\n');
}

const TTR_ROWS: [TimeToRowsMetric, string, string][] = [
  [
    'coldFirstRowMs',
    'Cold deep link → header and first row (246 payments)',
    '≤ 1000 at 0 and 300 ms',
  ],
  ['nextPageMs', 'Next page → next rows', '≤ 100 at 300 ms'],
  ['filter25Ms', 'Filter All → Failed → rows updated, 25-row page', '≤ 50 at 300 ms'],
  ['filterClear25Ms', 'Filter Failed → All → 25 rows, 25-row page', '≤ 50 at 300 ms'],
  ['rowsPerPageMs', 'Rows per page 100 → 100 rows', '≤ 150 at 300 ms'],
  ['filter100Ms', 'Filter All → Failed → rows updated, 100-row page', '≤ 50 at 300 ms'],
  ['filterClear100Ms', 'Filter Failed → All → 100 rows, 100-row page', '≤ 50 at 300 ms'],
  ['sortMs', 'Sort by Amount over the whole invoice → 100 rows reordered', '≤ 100 at 300 ms'],
  ['detailMs', 'Payment details, run prefetched → panel with the run', '≤ 50 at 300 ms'],
  ['exportCsvMs', 'Export CSV of 100 rows → file saved', ''],
];

export function timeToRowsSection(results: Pick<BenchResults, 'timeToRows'>): string {
  const ttr = results.timeToRows;
  if (!ttr.measured) return `### Time to rows\n\nNot measured: ${ttr.reason}`;
  const header = [
    'step (ms, median)',
    ...ttr.atLatency.map((a) => `${a.upstreamLatencyMs} ms upstream`),
    'budget',
  ];
  const rows = TTR_ROWS.map(([metric, label, budget]) => [
    label,
    ...ttr.atLatency.map((a) => fixed(a.median[metric], 0)),
    budget || '–',
  ]);
  const lines = [
    `### Time to rows (headless Chromium, median of ${ttr.runsPerLatency} runs)`,
    '',
    table(header, ['l', ...ttr.atLatency.map(() => 'r' as const), 'l'], rows),
  ];
  if (ttr.pageErrors.length > 0) {
    lines.push('', `Page errors during the runs: ${ttr.pageErrors.slice(0, 5).join('; ')}`);
  }
  return lines.join('\n');
}

function navigationSection(results: BenchResults): string {
  const nav = results.navigation;
  if (!nav.measured) return `### Navigation\n\nNot measured: ${nav.reason}`;
  const rows = [
    ['Search by email: Enter → the customer shown', fixed(nav.median.searchEmailMs, 0), '≤ 800'],
    [
      'Prefetched invoice row click → heading and first rows',
      fixed(nav.median.prefetchedInvoiceMs, 0),
      '≤ 150',
    ],
  ];
  const lines = [
    `### Navigation (headless Chromium, ${nav.upstreamLatencyMs} ms upstream, median of ${nav.runs.length} runs)`,
    '',
    table(['step (ms, median)', 'time', 'budget'], ['l', 'r', 'l'], rows),
  ];
  if (nav.pageErrors.length > 0) {
    lines.push('', `Page errors during the runs: ${nav.pageErrors.slice(0, 5).join('; ')}`);
  }
  return lines.join('\n');
}

function formatActual(check: BudgetCheck): string {
  if (check.actual === null) return 'not measured';
  if (check.unit === 'bytes') return kB(check.actual);
  if (check.unit === 'ms') return `${fixed(check.actual, check.actual < 10 ? 2 : 0)} ms`;
  if (check.unit === '×') return fixed(check.actual, 2);
  return String(check.actual);
}

function formatBound(check: BudgetCheck, bound: number): string {
  const value =
    check.unit === 'bytes'
      ? kB(bound)
      : `${bound}${check.unit && check.unit !== '×' ? ` ${check.unit}` : ''}`;
  return `${check.comparison.replace('<=', '≤').replace('>=', '≥').replace('==', '=')} ${value}`;
}

/** `≤ 2 ms (aim ≤ 1 ms)`: a guard with room above its aim says both. */
export function formatLimit(check: BudgetCheck): string {
  const limit = formatBound(check, check.limit);
  return check.aspiration === undefined
    ? limit
    : `${limit} (aim ${formatBound(check, check.aspiration)})`;
}

function capacitySection(results: BenchResults): string {
  const c = results.capacity;
  return [
    `### Capacity (the BFF alone, concurrency ${c.connections}, distinct pages of ${c.rowsPerPage} rows, upstream limits lifted: EP_MAX_IN_FLIGHT ${UNLIMITED.EP_MAX_IN_FLIGHT}, EP_MAX_RPS ${UNLIMITED.EP_MAX_RPS})`,
    '',
    table(
      ['pages/s', 'p99 ms', 'failed'],
      ['r', 'r', 'r'],
      [[int(c.requestsPerSecond), fixed(c.p99Ms, 2), c.failures]],
    ),
  ].join('\n');
}

function limiterSection(results: BenchResults): string {
  const l = results.limiter;
  return [
    `### Upstream limits under load (a BFF with EP_MAX_IN_FLIGHT ${l.limits.maxInFlight}, EP_MAX_RPS ${l.limits.maxPerSecond}; concurrency ${l.connections} for ${l.seconds} s on distinct pages)`,
    '',
    table(
      [
        'most at once, upstream',
        'most in a second, upstream',
        'served',
        'refused (503, Retry-After)',
      ],
      ['r', 'r', 'r', 'r'],
      [[l.maxInFlight, l.maxPerSecond, int(l.served), int(l.refused)]],
    ),
  ].join('\n');
}

export function budgetsSection(checks: BudgetCheck[]): string {
  const mark = { pass: 'pass', fail: '**FAIL**', 'not measured': '**not measured**' } as const;
  return [
    '### Budgets',
    '',
    table(
      ['budget', 'actual', 'limit', 'result'],
      ['l', 'r', 'l', 'l'],
      checks.map((c) => [c.label, formatActual(c), formatLimit(c), mark[c.status]]),
    ),
  ].join('\n');
}

export function machineLine(results: BenchResults): string {
  const m = results.machine;
  return `${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB RAM, Node ${m.node}, ${m.platform}; 1-min load average ${m.loadAverage.start.toFixed(2)} at start, ${m.loadAverage.end.toFixed(2)} at end`;
}

export function formatReport(results: BenchResults, checks: BudgetCheck[]): string {
  return [
    `## pnpm bench — ${results.startedAt}${results.settings.quick ? ' (QUICK: not comparable)' : ''}`,
    '',
    `Machine: ${machineLine(results)}. Run took ${duration(results.durationSeconds)}.`,
    '',
    overheadSection(results),
    '',
    capacitySection(results),
    '',
    limiterSection(results),
    '',
    tokenSection(results),
    '',
    bundleSection(results),
    '',
    timeToRowsSection(results),
    '',
    navigationSection(results),
    '',
    ticketCallsSection(results),
    '',
    attentionSection(results),
    '',
    attentionDatabaseSection(results),
    teamWorkSection(results),
    '',
    searchTextSection(results),
    '',
    budgetsSection(checks),
    '',
  ].join('\n');
}
