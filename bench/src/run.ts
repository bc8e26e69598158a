/**
 * `pnpm bench`: BFF overhead, token reuse, coalescing, bundle size and time to rows, side by
 * side in one run. Prints Markdown tables, writes bench/results/latest.json (and latest.md),
 * and with `--check` (or BENCH_CHECK=1) exits 1 unless every budget passes.
 *
 * Flags: --check · --quick (2 × 0.5 s load slices, 1 browser run: a smoke test only) ·
 * --cpu-prof (CPU profile of the BFF process into bench/results/profiles) · --attention (only
 * the "needs attention" step, printed, nothing written) · --attention-db (only the list's
 * 1,000 rows from the console's database, both kinds, printed, nothing written) · --search-text (only the adversarial
 * search texts, printed, nothing written) · --time-to-rows (only the browser's steps on the
 * invoice page, cold deep link included, printed, nothing written) · --team-work (only note
 * writes and the list with 1,000 cases, both kinds, printed, nothing written).
 */
import '@pc/node/require-24';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type AttentionResult, measureAttention } from './attention.ts';
import { type AttentionDatabaseResult, measureAttentionDatabase } from './attention-database.ts';
import {
  type BenchInvoice,
  benchData,
  benchInvoice,
  benchNavigationTarget,
  pageInvoice,
} from './bench-data.ts';
import {
  allPass,
  attentionBudgets,
  attentionDatabaseBudgets,
  type BudgetCheck,
  evaluateBudgets,
  searchTextBudgets,
  teamWorkBudgets,
  timeToRowsBudgets,
} from './budgets.ts';
import { measureBundle } from './bundle.ts';
import { measureLimiter } from './limiter.ts';
import {
  interleavedLoad,
  type LoadPlan,
  type LoadResult,
  type LoadTarget,
  medianSliceRatio,
  type PageRef,
} from './load.ts';
import { measureNavigationTiming } from './navigation-timing.ts';
import {
  attentionDatabaseSection,
  attentionSection,
  budgetsSection,
  formatReport,
  searchTextSection,
  teamWorkSection,
  timeToRowsSection,
} from './report.ts';
import type { BenchResults, CapacityResult, OverheadAtConcurrency } from './results.ts';
import { measureSearchText, type SearchTextResult } from './search-text.ts';
import type { ServerProcess } from './server-process.ts';
import { round } from './stats.ts';
import {
  bffPath,
  startBff,
  startTargets,
  type Target,
  type TargetName,
  type Targets,
  WEB_DIST,
  webDistIfBuilt,
} from './targets.ts';
import { measureTeamWork, type TeamWorkResult } from './team-work.ts';
import { measureTicketCalls } from './ticket-calls.ts';
import { measureTimeToRows } from './time-to-rows.ts';
import { measureCoalescing, measureColdStart } from './token-and-coalescing.ts';

const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
const CONCURRENCIES = [1, 10, 100];
const CAPACITY_CONNECTIONS = 100;

interface Settings {
  check: boolean;
  attentionOnly: boolean;
  attentionDatabaseOnly: boolean;
  searchTextOnly: boolean;
  timeToRowsOnly: boolean;
  teamWorkOnly: boolean;
  quick: boolean;
  cpuProf: boolean;
}

function readSettings(argv: string[], env: NodeJS.ProcessEnv): Settings {
  const known = new Set([
    '--check',
    '--quick',
    '--cpu-prof',
    '--attention',
    '--attention-db',
    '--search-text',
    '--time-to-rows',
    '--team-work',
    '--',
  ]);
  const unknown = argv.filter((arg) => !known.has(arg));
  if (unknown.length > 0) {
    process.stderr.write(
      `bench: unknown argument ${unknown.join(' ')} (use --check, --quick, --cpu-prof, --attention, --attention-db, --search-text, --time-to-rows, --team-work)\n`,
    );
    process.exit(2);
  }
  return {
    check: argv.includes('--check') || env.BENCH_CHECK === '1',
    attentionOnly: argv.includes('--attention'),
    attentionDatabaseOnly: argv.includes('--attention-db'),
    searchTextOnly: argv.includes('--search-text'),
    timeToRowsOnly: argv.includes('--time-to-rows'),
    teamWorkOnly: argv.includes('--team-work'),
    quick: argv.includes('--quick') || env.BENCH_QUICK === '1',
    cpuProf: argv.includes('--cpu-prof'),
  };
}

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function loadPhase(
  targets: Targets,
  plan: Omit<LoadPlan, 'connections'>,
): Promise<OverheadAtConcurrency[]> {
  const loadTargets: LoadTarget[] = targets.list.map((target) => {
    const watch: Record<string, number> = { target: target.pid };
    if (target.name !== 'direct') watch.upstream = targets.simulator.pid;
    return { ...target, watch };
  });
  const overhead: OverheadAtConcurrency[] = [];
  for (const connections of CONCURRENCIES) {
    progress(
      `load at concurrency ${connections}: ${plan.rounds} rounds of ${plan.sliceSeconds} s per target`,
    );
    const measured = await interleavedLoad(loadTargets, { ...plan, connections });
    const get = (name: TargetName) => measured.get(name) as LoadResult;
    const [direct, naive, bff] = [get('direct'), get('naive'), get('bff')];
    for (const [name, result] of measured) {
      progress(
        `  ${name.padEnd(10)} ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms${result.failures ? `, ${result.failures} FAILED` : ''}`,
      );
    }
    overhead.push({
      connections,
      targets: { direct, naive, bff },
      bffOverNaiveThroughput: round(medianSliceRatio(bff, naive), 3),
      bffMinusDirectP50Ms: round(bff.p50Ms - direct.p50Ms, 3),
      naiveMinusDirectP50Ms: round(naive.p50Ms - direct.p50Ms, 3),
    });
  }
  return overhead;
}

/**
 * Capacity: the BFF alone at concurrency 100 on distinct pages of 25 rows, its upstream limits
 * lifted (servers/bff.ts), so that what is measured is the BFF's own work: a production store
 * allows 100 requests/s, and the BFF should serve ten times that without a failure.
 */
async function capacityPhase(
  targets: Targets,
  invoice: BenchInvoice,
  plan: Omit<LoadPlan, 'connections'>,
): Promise<CapacityResult> {
  const bff = targets.list.find((t) => t.name === 'bff') as Target;
  // Every page 25 rows: the 100-row requests of the mix move to offsets 75…215 instead.
  const page25 = (page: PageRef) => ({
    offset: page.limit === 25 ? page.offset : page.offset + 75,
    limit: 25,
  });
  const target: LoadTarget = {
    ...bff,
    name: 'bff-capacity',
    pathOf: (page) => bffPath(invoice, page25(page)),
    watch: { target: bff.pid },
  };
  progress(`capacity: bff alone at concurrency ${CAPACITY_CONNECTIONS}, pages of 25`);
  const measured = await interleavedLoad([target], {
    ...plan,
    connections: CAPACITY_CONNECTIONS,
  });
  const result = measured.get('bff-capacity') as LoadResult;
  progress(
    `  ${result.requestsPerSecond} pages/s, p99 ${result.p99Ms} ms, ${result.failures} failed`,
  );
  return {
    connections: CAPACITY_CONNECTIONS,
    rowsPerPage: 25,
    requestsPerSecond: result.requestsPerSecond,
    p99Ms: result.p99Ms,
    failures: result.failures,
  };
}

/** A browser phase, or why it was not measured: no web build, or the session failed. */
async function browserPhase<T>(
  measure: () => Promise<T>,
): Promise<T | { measured: false; reason: string }> {
  if (!webDistIfBuilt()) {
    return {
      measured: false,
      reason: `${WEB_DIST}/index.html not found (run pnpm --filter @pc/web build)`,
    };
  }
  try {
    return await measure();
  } catch (error) {
    const reason = `the browser session failed: ${(error as Error).message.split('\n')[0]}`;
    progress(reason);
    return { measured: false, reason };
  }
}

function machine(loadStart: number): BenchResults['machine'] {
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cpus: cpus().length,
    memoryGb: round(totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverage: { start: loadStart, end: round(loadavg()[0] ?? 0, 2) },
  };
}

function writeResults(results: BenchResults, report: string): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const write = (name: string, text: string) => {
    const file = `${RESULTS_DIR}/${name}`;
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  };
  write('latest.json', `${JSON.stringify(results, null, 2)}\n`);
  write('latest.md', report);
}

async function attentionPhase(): Promise<AttentionResult> {
  progress('needs attention: a cold replica, ~300 outstanding invoices, 300 ms upstream');
  const result = await measureAttention(progress);
  progress(
    `  first 25 rows ${result.firstRowsMs} ms, whole list ${result.wholeListMs} ms (${result.wholeListCalls} calls), warm page ${result.warmPageMs} ms (API), ${result.warmBrowserMs ?? 'no web build'} ms (browser)`,
  );
  return result;
}

async function teamWorkPhase(): Promise<TeamWorkResult> {
  progress(
    'team work: note writes and the list with 1,000 cases, on PGlite and on a Postgres server',
  );
  const result = await measureTeamWork(progress);
  for (const k of result.kinds)
    progress(
      `  ${k.kind}: note write p95 ${k.noteWriteP95Ms} ms, the list with 1,000 cases p50 ${k.listP50Ms} ms`,
    );
  return result;
}

async function attentionDatabasePhase(): Promise<AttentionDatabaseResult> {
  progress('needs attention from the database: 1,000 rows on PGlite and on a Postgres server');
  const result = await measureAttentionDatabase(progress);
  for (const k of result.kinds)
    progress(
      `  ${k.kind}: warm p50 ${k.warmP50Ms} ms, the rows' read blocks ${k.readBlockMs} ms (longest ${k.readBlockMaxMs} ms, idle ${k.idleBlockMs} ms)`,
    );
  return result;
}

/**
 * `--attention`, `--attention-db`, `--search-text`, `--time-to-rows`: one step alone, its section and budgets printed; the results
 * files stay. Exits 1 with `--check` when a budget fails.
 */
function stepOnly(section: string, checks: BudgetCheck[], check: boolean): number {
  process.stdout.write(`${section}\n\n${budgetsSection(checks)}\n`);
  return !check || allPass(checks) ? 0 : 1;
}

async function searchTextPhase(): Promise<SearchTextResult> {
  progress('adversarial search text: each classified in process and answered by the API');
  const result = await measureSearchText();
  progress(`  slowest API answer ${result.slowestApi.ms} ms (${result.slowestApi.name})`);
  return result;
}

/** The browser's steps on the invoice page, the cold deep link first (time-to-rows.ts). */
function timeToRowsPhase(targets: Targets, data: ReturnType<typeof benchData>, runs: number) {
  return browserPhase(() =>
    measureTimeToRows({
      baseUrl: targets.bff.url,
      invoice: pageInvoice(data),
      control: targets.control,
      runs,
      onRun: (latency, run) => progress(`time to rows, ${latency} ms upstream, run ${run}/${runs}`),
    }),
  );
}

/** `--time-to-rows`: that phase alone, against a simulator and a BFF of its own. */
async function timeToRowsOnly(runs: number) {
  const data = benchData();
  const targets = await startTargets(benchInvoice(data), { bff: {} });
  try {
    return await timeToRowsPhase(targets, data, runs);
  } finally {
    await targets.close();
  }
}

async function main(): Promise<number> {
  const settings = readSettings(process.argv.slice(2), process.env);
  if (settings.attentionOnly) {
    const results = { attention: await attentionPhase() };
    return stepOnly(attentionSection(results), attentionBudgets(results), settings.check);
  }
  if (settings.attentionDatabaseOnly) {
    const results = { attentionDatabase: await attentionDatabasePhase() };
    return stepOnly(
      attentionDatabaseSection(results),
      attentionDatabaseBudgets(results),
      settings.check,
    );
  }
  if (settings.teamWorkOnly) {
    const results = { teamWork: await teamWorkPhase() };
    return stepOnly(teamWorkSection(results), teamWorkBudgets(results), settings.check);
  }
  if (settings.searchTextOnly) {
    const results = { searchText: await searchTextPhase() };
    return stepOnly(searchTextSection(results), searchTextBudgets(results), settings.check);
  }
  if (settings.timeToRowsOnly) {
    const results = { timeToRows: await timeToRowsOnly(settings.quick ? 1 : 5) };
    return stepOnly(timeToRowsSection(results), timeToRowsBudgets(results), settings.check);
  }
  const startedAt = new Date();
  const loadStart = round(loadavg()[0] ?? 0, 2);
  const plan = settings.quick
    ? { rounds: 2, sliceSeconds: 0.5, warmupSeconds: 0.5 }
    : { rounds: 5, sliceSeconds: 1, warmupSeconds: 1 };
  const runs = settings.quick ? 1 : 5;
  // The simulator server process builds the same data (servers/simulator.ts).
  const data = benchData();
  const invoice = benchInvoice(data);

  const bundle = measureBundle(WEB_DIST);
  progress(
    bundle ? `bundle: initial JS ${bundle.js.gzipBytes} bytes gzip` : 'bundle: no web build',
  );

  const cpuProfDir = `${RESULTS_DIR}/profiles`;
  const targets = await startTargets(invoice, {
    bff: settings.cpuProf ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] } : {},
  });
  let coldBff: ServerProcess | null = null;
  const interrupt = () => {
    progress('interrupted: stopping servers');
    Promise.all([targets.close(), coldBff?.close()]).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    progress(`servers up: simulator ${targets.simulator.url}, bff ${targets.bff.url}`);
    const overhead = await loadPhase(targets, plan);
    const capacity = await capacityPhase(targets, invoice, plan);

    const coalescing = await measureCoalescing(targets.bff.url, targets.control, invoice);
    progress(
      `coalescing: ${coalescing.upstreamCalls} upstream calls for ${coalescing.requests} requests`,
    );

    const timeToRows = await timeToRowsPhase(targets, data, runs);
    const navigation = await browserPhase(() =>
      measureNavigationTiming({
        baseUrl: targets.bff.url,
        control: targets.control,
        target: benchNavigationTarget(data),
        runs,
        onRun: (run) => progress(`navigation, 300 ms upstream, run ${run}/${runs}`),
      }),
    );

    const ticketCalls = await measureTicketCalls();
    progress(
      `ticket's way: ${ticketCalls.way} upstream calls (floor ${ticketCalls.floor}), revisit ${ticketCalls.steps.revisit}, cache hit rate ${Math.round(ticketCalls.cacheHitRate * 100)} %`,
    );

    const attention = await attentionPhase();
    const attentionDatabase = await attentionDatabasePhase();
    const searchText = await searchTextPhase();
    const teamWork = await teamWorkPhase();

    const duringRun =
      (await targets.control.counters()).tokenRequests - targets.tokenRequestsBeforeBff;
    const bffRequestsServed = targets.bff.matchingLines();

    coldBff = await startBff(targets.simulator.url);
    const coldStart = await measureColdStart(coldBff.url, targets.control, invoice, 500);
    progress(
      `cold start: ${coldStart.tokenRequests} token requests for ${coldStart.requests} requests`,
    );

    progress('limiter: a BFF with the default upstream limits at concurrency 100');
    const limiter = await measureLimiter(targets.simulator.url, targets.control, invoice);
    progress(
      `  upstream saw at most ${limiter.maxInFlight} at once and ${limiter.maxPerSecond} in a second (${limiter.served} served, ${limiter.refused} refused)`,
    );

    const results: BenchResults = {
      startedAt: startedAt.toISOString(),
      durationSeconds: round((Date.now() - startedAt.getTime()) / 1000, 1),
      machine: machine(loadStart),
      settings: {
        loadRounds: plan.rounds,
        loadSliceSeconds: plan.sliceSeconds,
        warmupSecondsPerCell: plan.warmupSeconds,
        concurrencies: CONCURRENCIES,
        timeToRowsRuns: runs,
        quick: settings.quick,
      },
      overhead,
      capacity,
      limiter,
      tokens: { duringRun, bffRequestsServed, coldStart },
      coalescing,
      bundle,
      timeToRows,
      navigation,
      ticketCalls,
      attention,
      attentionDatabase,
      searchText,
      teamWork,
    };
    const checks = evaluateBudgets(results);
    const report = formatReport(results, checks);
    writeResults(results, report);
    process.stdout.write(report);
    if (settings.cpuProf)
      progress(`CPU profile of the BFF: ${cpuProfDir} (written as the BFF exits)`);
    if (!settings.check) return 0;
    const ok = allPass(checks);
    progress(ok ? 'check: every budget passes' : 'check: budgets not met (see the Budgets table)');
    return ok ? 0 : 1;
  } finally {
    await Promise.all([targets.close(), coldBff?.close()]);
  }
}

process.exitCode = await main();
