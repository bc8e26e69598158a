import { describe, expect, it } from 'vitest';
import { allPass, evaluateBudgets } from './budgets.ts';
import type { LoadResult } from './load.ts';
import type { BenchResults } from './results.ts';
import type { TimeToRowsAtLatency } from './time-to-rows.ts';

function load(connections: number, requestsPerSecond: number, p50Ms: number): LoadResult {
  return {
    connections,
    durationSeconds: 5,
    requestsPerSecond,
    sliceRequestsPerSecond: [requestsPerSecond],
    requests: requestsPerSecond * 5,
    p50Ms,
    p99Ms: p50Ms * 3,
    meanMs: p50Ms,
    failures: 0,
    cpuMicrosPerRequest: {},
  };
}

function atLatency(upstreamLatencyMs: number, coldFirstRowMs: number): TimeToRowsAtLatency {
  const median = {
    coldFirstRowMs,
    nextPageMs: 40,
    rowsPerPageMs: 90,
    filter25Ms: 10,
    filterClear25Ms: 12,
    filter100Ms: 20,
    filterClear100Ms: 30,
    sortMs: 60,
    detailMs: 20,
    exportCsvMs: 80,
  };
  return { upstreamLatencyMs, median, runs: [] };
}

/** A run that meets every budget; tests break one thing at a time. */
function passingRun(): BenchResults {
  const overhead = [1, 10, 100].map((connections) => ({
    connections,
    targets: {
      direct: load(connections, 3000, 0.3),
      naive: load(connections, 1000, 0.9),
      bff: load(connections, 900, 1.1),
    },
    bffOverNaiveThroughput: 0.9,
    bffMinusDirectP50Ms: 0.8,
    naiveMinusDirectP50Ms: 0.6,
  }));
  return {
    startedAt: '2026-06-01T12:00:00.000Z',
    durationSeconds: 120,
    machine: {
      cpuModel: 'test',
      cpus: 2,
      memoryGb: 24,
      node: 'v20',
      platform: 'linux x64',
      loadAverage: { start: 0, end: 0 },
    },
    settings: {
      loadRounds: 5,
      loadSliceSeconds: 1,
      warmupSecondsPerCell: 1,
      concurrencies: [1, 10, 100],
      timeToRowsRuns: 5,
      quick: false,
    },
    overhead,
    capacity: {
      connections: 100,
      rowsPerPage: 25,
      requestsPerSecond: 1800,
      p99Ms: 120,
      failures: 0,
    },
    limiter: {
      limits: { maxInFlight: 8, maxPerSecond: 20 },
      connections: 100,
      seconds: 3,
      served: 60,
      refused: 900,
      maxInFlight: 8,
      maxPerSecond: 20,
    },
    tokens: {
      duringRun: 1,
      bffRequestsServed: 1000,
      coldStart: { requests: 500, ok: 500, tokenRequests: 1, upstreamCalls: 500, wallMs: 900 },
    },
    coalescing: {
      requests: 100,
      ok: 100,
      tokenRequests: 0,
      upstreamCalls: 1,
      wallMs: 210,
      upstreamLatencyMs: 200,
    },
    bundle: {
      js: {
        files: ['/assets/index.js'],
        rawBytes: 270_000,
        gzipBytes: 86_000,
        brotliBytes: 74_000,
      },
      css: { files: ['/assets/index.css'], rawBytes: 15_000, gzipBytes: 4_000, brotliBytes: 3_500 },
      lazyJs: { files: [], rawBytes: 0, gzipBytes: 0, brotliBytes: 0 },
      builtAt: '2026-06-01T11:59:00.000Z',
    },
    timeToRows: {
      measured: true,
      browser: 'chromium',
      runsPerLatency: 5,
      atLatency: [atLatency(0, 600), atLatency(300, 900)],
      pageErrors: [],
    },
    navigation: {
      measured: true,
      upstreamLatencyMs: 300,
      runs: [],
      median: { searchEmailMs: 700, prefetchedInvoiceMs: 60 },
      pageErrors: [],
    },
    ticketCalls: {
      steps: { search: 2, customer: 3, invoice: 5, detail: 1, revisit: 0 },
      way: 11,
      floor: 10,
      repeats: 0,
      cacheHitRate: 0.6,
    },
  };
}

/** The budgets the time-to-rows phase measures, in the order they are checked. */
const TIME_TO_ROWS_BUDGETS = [
  'next-page-300',
  'filter-25-300',
  'filter-clear-25-300',
  'filter-100-300',
  'filter-clear-100-300',
  'rows-per-page-300',
  'sort-300',
  'detail-300',
  'cold-deep-link-0',
  'cold-deep-link-300',
];

const statusOf = (results: BenchResults, id: string) =>
  evaluateBudgets(results).find((c) => c.id === id)?.status;

describe('evaluateBudgets', () => {
  it('passes a run within every budget', () => {
    const checks = evaluateBudgets(passingRun());
    expect(checks.filter((c) => c.status !== 'pass')).toEqual([]);
    expect(allPass(checks)).toBe(true);
  });

  it('guards exactly these budgets, in this order', () => {
    expect(evaluateBudgets(passingRun()).map((c) => c.id)).toEqual([
      'load-errors',
      'capacity',
      'limiter-in-flight',
      'limiter-per-second',
      'overhead-p50-c1',
      'tokens-run',
      'tokens-cold',
      'coalescing',
      'initial-js',
      ...TIME_TO_ROWS_BUDGETS,
      'search-email-300',
      'prefetched-invoice-300',
      'ticket-way-calls',
      'ticket-revisit-calls',
      'ticket-repeats',
    ]);
  });

  it('does not budget the bff/naive throughput ratio: it is a figure only', () => {
    const run = passingRun();
    for (const at of run.overhead) at.bffOverNaiveThroughput = 0.1;
    const checks = evaluateBudgets(run);
    expect(allPass(checks)).toBe(true);
    expect(checks.map((c) => c.id).filter((id) => id.startsWith('throughput'))).toEqual([]);
  });

  it('wants 1,000 pages of 25 rows per second at concurrency 100, and no failed request', () => {
    const run = passingRun();
    run.capacity.requestsPerSecond = 1000;
    expect(statusOf(run, 'capacity')).toBe('pass');
    run.capacity.requestsPerSecond = 999;
    expect(statusOf(run, 'capacity')).toBe('fail');
    run.capacity.requestsPerSecond = 5000;
    expect(statusOf(run, 'capacity')).toBe('pass');
    run.capacity.failures = 1;
    expect(statusOf(run, 'load-errors')).toBe('fail');
  });

  it('holds the p50 overhead at concurrency 1 to 2 ms inclusive, aiming at 1 ms', () => {
    const run = passingRun();
    const c1 = run.overhead[0];
    if (!c1) throw new Error('fixture');
    c1.bffMinusDirectP50Ms = 1.5;
    expect(statusOf(run, 'overhead-p50-c1')).toBe('pass');
    c1.bffMinusDirectP50Ms = 2;
    expect(statusOf(run, 'overhead-p50-c1')).toBe('pass');
    c1.bffMinusDirectP50Ms = 2.01;
    expect(statusOf(run, 'overhead-p50-c1')).toBe('fail');
    const check = evaluateBudgets(run).find((c) => c.id === 'overhead-p50-c1');
    expect(check).toMatchObject({ limit: 2, aspiration: 1, unit: 'ms' });
  });

  it('reads the p50 overhead at concurrency 1 only', () => {
    const run = passingRun();
    const [, c10, c100] = run.overhead;
    if (!c10 || !c100) throw new Error('fixture');
    c10.bffMinusDirectP50Ms = 5;
    c100.bffMinusDirectP50Ms = 40;
    expect(statusOf(run, 'overhead-p50-c1')).toBe('pass');
  });

  it('fails any load cell with failed requests', () => {
    const run = passingRun();
    const bff = run.overhead[1]?.targets.bff;
    if (bff) bff.failures = 3;
    expect(statusOf(run, 'load-errors')).toBe('fail');
  });

  it('wants exactly one token, and a cold start where every request succeeded', () => {
    const run = passingRun();
    run.tokens.duringRun = 2;
    expect(statusOf(run, 'tokens-run')).toBe('fail');
    run.tokens.coldStart = { ...run.tokens.coldStart, ok: 499 };
    expect(statusOf(run, 'tokens-cold')).toBe('not measured');
  });

  it('allows at most 2 upstream calls for 100 identical requests', () => {
    const run = passingRun();
    run.coalescing.upstreamCalls = 2;
    expect(statusOf(run, 'coalescing')).toBe('pass');
    run.coalescing.upstreamCalls = 3;
    expect(statusOf(run, 'coalescing')).toBe('fail');
  });

  it('holds the upstream to the default limits', () => {
    const run = passingRun();
    run.limiter.maxPerSecond = 21;
    expect(statusOf(run, 'limiter-per-second')).toBe('fail');
    run.limiter.maxInFlight = 9;
    expect(statusOf(run, 'limiter-in-flight')).toBe('fail');
  });

  it('counts initial JS in bytes against 130 kB gzip, aiming at 120 kB', () => {
    const run = passingRun();
    if (!run.bundle) throw new Error('fixture');
    run.bundle.js.gzipBytes = 125_000;
    expect(statusOf(run, 'initial-js')).toBe('pass');
    run.bundle.js.gzipBytes = 130_000;
    expect(statusOf(run, 'initial-js')).toBe('pass');
    run.bundle.js.gzipBytes = 130_001;
    expect(statusOf(run, 'initial-js')).toBe('fail');
    const check = evaluateBudgets(run).find((c) => c.id === 'initial-js');
    expect(check).toMatchObject({ limit: 130_000, aspiration: 120_000, unit: 'bytes' });
    run.bundle = null;
    expect(statusOf(run, 'initial-js')).toBe('not measured');
  });

  it('reads the time-to-rows budgets at the latency each one names', () => {
    const run = passingRun();
    if (!run.timeToRows.measured) throw new Error('fixture');
    const [at0, at300] = run.timeToRows.atLatency;
    if (!at0 || !at300) throw new Error('fixture');
    at0.median.nextPageMs = 5000; // no budget at 0 ms
    expect(allPass(evaluateBudgets(run))).toBe(true);
    at0.median.coldFirstRowMs = 1001;
    at300.median.filterClear100Ms = 51;
    expect(statusOf(run, 'cold-deep-link-0')).toBe('fail');
    expect(statusOf(run, 'cold-deep-link-300')).toBe('pass');
    expect(statusOf(run, 'filter-clear-100-300')).toBe('fail');
    expect(statusOf(run, 'filter-100-300')).toBe('pass');
  });

  it('holds a cold deep link to 1 s at 300 ms upstream too, inclusive', () => {
    const run = passingRun();
    if (!run.timeToRows.measured) throw new Error('fixture');
    const at300 = run.timeToRows.atLatency.find((a) => a.upstreamLatencyMs === 300);
    if (!at300) throw new Error('fixture');
    at300.median.coldFirstRowMs = 1000;
    expect(statusOf(run, 'cold-deep-link-300')).toBe('pass');
    at300.median.coldFirstRowMs = 1001;
    expect(statusOf(run, 'cold-deep-link-300')).toBe('fail');
    expect(statusOf(run, 'cold-deep-link-0')).toBe('pass');
  });

  it('holds sort to 100 ms and details to 50 ms at 300 ms upstream', () => {
    const slow = passingRun();
    if (!slow.timeToRows.measured) throw new Error('fixture');
    const at300 = slow.timeToRows.atLatency.find((a) => a.upstreamLatencyMs === 300);
    if (!at300) throw new Error('fixture');
    at300.median.sortMs = 101;
    at300.median.detailMs = 51;
    const failed = evaluateBudgets(slow).filter((c) => c.status === 'fail');
    expect(failed.map((c) => c.id)).toEqual(['sort-300', 'detail-300']);
  });

  it('fails every browser budget when time to rows was not measured', () => {
    const run = passingRun();
    run.timeToRows = { measured: false, reason: 'apps/web/dist is missing' };
    const unmeasured = evaluateBudgets(run).filter((c) => c.status === 'not measured');
    expect(unmeasured.map((c) => c.id)).toEqual(TIME_TO_ROWS_BUDGETS);
    expect(allPass(evaluateBudgets(run))).toBe(false);
  });

  it('holds search by email to 2 × 300 + 200 ms and a prefetched invoice to 150 ms', () => {
    const run = passingRun();
    if (!run.navigation.measured) throw new Error('fixture');
    run.navigation.median.searchEmailMs = 800;
    run.navigation.median.prefetchedInvoiceMs = 150;
    expect(statusOf(run, 'search-email-300')).toBe('pass');
    expect(statusOf(run, 'prefetched-invoice-300')).toBe('pass');
    run.navigation.median.searchEmailMs = 801;
    run.navigation.median.prefetchedInvoiceMs = 151;
    expect(statusOf(run, 'search-email-300')).toBe('fail');
    expect(statusOf(run, 'prefetched-invoice-300')).toBe('fail');
    run.navigation = { measured: false, reason: 'no browser' };
    expect(statusOf(run, 'search-email-300')).toBe('not measured');
  });
});
