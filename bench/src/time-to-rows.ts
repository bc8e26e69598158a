/**
 * Time to rows in headless Chromium (Playwright), against the BFF serving the built web app,
 * with the simulator's latency at 0 ms and 300 ms. Each run opens a fresh browser context
 * (empty cache) and walks one staff session:
 *   cold deep link → first row · Next page → next rows · Rows per page 100 → 100 rows ·
 *   Filter by status Failed → rows updated · back to All · Export CSV of 100 rows → file saved.
 *
 * Times are taken inside the page: the start is the `timeStamp` of the input event the action
 * produced (click, change), the end is the MutationObserver callback that first sees the
 * expected rows visible (`checkVisibility()`: laid out, not hidden), both on the page's
 * `performance.now()` clock.
 * The cold load counts from navigation start. Before each action the page is left to finish
 * its API requests (prefetch included), as a person reading the page would. Export is timed
 * from Node: click → the download's file is on disk.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Request,
} from '@playwright/test';
import type { BenchInvoice } from './bench-data.ts';
import type { SimulatorControl } from './simulator-control.ts';
import { median, round } from './stats.ts';

export const TIME_TO_ROWS_LATENCIES_MS = [0, 300];
const ACTION_TIMEOUT_MS = 15_000;
const API_QUIET_MS = 150;

export interface TimeToRowsRun {
  /** Navigation start → first data row in the DOM, cold cache. */
  coldFirstRowMs: number;
  /** Next page click → the next page's rows. */
  nextPageMs: number;
  /** Rows per page changed to 100 → 100 rows. */
  rowsPerPageMs: number;
  /** The 100-row page's response fully received → 100 rows (0 if no request was needed). */
  rowsPerPageAfterDataMs: number;
  /** Filter by status All → Failed on the 25-row page (after Next) → rows updated. */
  filter25Ms: number;
  /** Failed → All → the 25 rows back. */
  filterClear25Ms: number;
  /** All → Failed on the 100-row page → rows updated. */
  filter100Ms: number;
  /** Failed → All → the 100 rows back. */
  filterClear100Ms: number;
  /** Export CSV click (Node's clock) → the file is saved. */
  exportCsvMs: number;
  /** Data lines in the saved CSV (header excluded). */
  csvRows: number;
}

export type TimeToRowsMetric = Exclude<keyof TimeToRowsRun, 'csvRows'>;

export interface TimeToRowsAtLatency {
  upstreamLatencyMs: number;
  median: Record<TimeToRowsMetric, number>;
  runs: TimeToRowsRun[];
}

export type TimeToRowsResult =
  | {
      measured: true;
      browser: string;
      runsPerLatency: number;
      atLatency: TimeToRowsAtLatency[];
      /** Uncaught page errors and console errors seen during the runs (should be none). */
      pageErrors: string[];
    }
  | { measured: false; reason: string };

export interface TimeToRowsOptions {
  baseUrl: string;
  invoice: BenchInvoice;
  control: SimulatorControl;
  runs: number;
  /** Called before each run, for progress output. */
  onRun?: (latencyMs: number, run: number) => void;
}

/** Debian's Chromium as the e2e suite uses it (playwright.config.ts), else Playwright's own. */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (fromEnv) return fromEnv;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// ---- In the page. These functions are serialised by Playwright: no closures, no imports. ----

declare global {
  interface Window {
    __benchFirstRowAt?: number;
    __benchResult?: { start: number; end: number; dataAt: number | null } | null;
  }
}

/** Init script: records when the first data row (a `tbody tr` that is not a note) is visible. */
function watchFirstRow(): void {
  const observer = new MutationObserver(() => {
    for (const row of document.querySelectorAll('tbody tr')) {
      if (row.querySelector('td[colspan]') || !row.checkVisibility()) continue;
      window.__benchFirstRowAt = performance.now();
      observer.disconnect();
      return;
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

type Expectation =
  | { kind: 'rows-changed'; before: string; needRows: boolean }
  | { kind: 'row-count'; count: number };

/**
 * Arms a watcher for the next action: its start is the first `trigger` event, its end the first
 * DOM state that meets `expect`. The result lands in `window.__benchResult`.
 */
function armWatcher(args: {
  trigger: 'click' | 'change';
  expect: Expectation;
  dataUrlPart: string | null;
}) {
  // Visible rows only: a row hidden by CSS or `hidden` (or not laid out) is not shown to anyone.
  const visibleRows = () =>
    [...document.querySelectorAll('tbody tr')].filter((row) => row.checkVisibility());
  const dataRows = () => visibleRows().filter((row) => !row.querySelector('td[colspan]'));
  const signature = () =>
    visibleRows()
      .map((row) => row.textContent ?? '')
      .join('\n');
  let start: number | null = null;
  window.__benchResult = null;
  window.addEventListener(
    args.trigger,
    (event) => {
      start ??= event.timeStamp;
    },
    { capture: true, once: true },
  );
  const met = (): boolean => {
    const expect = args.expect;
    const rows = dataRows();
    if (expect.kind === 'row-count') return rows.length === expect.count;
    if (expect.needRows && rows.length === 0) return false;
    return signature() !== expect.before;
  };
  const observer = new MutationObserver(() => {
    if (start === null || !met()) return;
    const end = performance.now();
    observer.disconnect();
    let dataAt: number | null = null;
    if (args.dataUrlPart) {
      const from = start;
      const entries = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(args.dataUrlPart as string) && e.startTime >= from);
      const last = entries.at(-1) as PerformanceResourceTiming | undefined;
      dataAt = last ? last.responseEnd : from;
    }
    window.__benchResult = { start, end, dataAt };
  });
  // Attributes too: a row can be shown or hidden without being added or removed.
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
}

function rowsSignature(): string {
  return [...document.querySelectorAll('tbody tr')]
    .filter((row) => row.checkVisibility())
    .map((row) => row.textContent ?? '')
    .join('\n');
}

// ---- In Node. ----

/** Resolves in the page once its main thread has nothing left to do. */
function mainThreadIdle(): Promise<void> {
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 }));
}

/**
 * Resolves once the page's main thread is idle and no /api request has been in flight for
 * API_QUIET_MS. Idle first: the prefetch of the next page starts only after the rows are drawn,
 * and on a slow machine drawing them takes longer than the quiet period.
 */
export async function apiIdle(page: Page, inflight: Set<Request>): Promise<void> {
  const deadline = Date.now() + ACTION_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.evaluate(mainThreadIdle);
    if (inflight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= API_QUIET_MS) return;
    await page.waitForTimeout(25);
  }
  throw new Error('the page kept API requests in flight');
}

async function timedAction(
  page: Page,
  watcher: Parameters<typeof armWatcher>[0],
  act: () => Promise<void>,
): Promise<{ ms: number; afterDataMs: number | null }> {
  await page.evaluate(armWatcher, watcher);
  await act();
  const handle = await page.waitForFunction(() => window.__benchResult, null, {
    timeout: ACTION_TIMEOUT_MS,
  });
  const result = (await handle.jsonValue()) as NonNullable<Window['__benchResult']>;
  return {
    ms: result.end - result.start,
    afterDataMs:
      result.dataAt === null
        ? null
        : Math.max(0, result.end - Math.max(result.dataAt, result.start)),
  };
}

/** Filter by status All → Failed, then back to All (`rows` rows again); both timed. */
async function filterBothWays(
  page: Page,
  rows: number,
): Promise<{ toFailed: number; toAll: number }> {
  const group = page.getByRole('group', { name: 'Filter by status' });
  const toFailed = await timedAction(
    page,
    {
      trigger: 'click',
      expect: { kind: 'rows-changed', before: await page.evaluate(rowsSignature), needRows: false },
      dataUrlPart: null,
    },
    () => group.getByRole('radio', { name: /^Failed/ }).check(),
  );
  const toAll = await timedAction(
    page,
    { trigger: 'click', expect: { kind: 'row-count', count: rows }, dataUrlPart: null },
    () => group.getByRole('radio', { name: /^All/ }).check(),
  );
  return { toFailed: toFailed.ms, toAll: toAll.ms };
}

/**
 * A page of a fresh context that records its errors in `pageErrors` and keeps `inflight`, the
 * /api requests not answered yet (for `apiIdle`).
 */
export async function openBenchPage(
  context: BrowserContext,
  pageErrors: string[],
): Promise<{ page: Page; inflight: Set<Request> }> {
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
  });
  const inflight = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inflight.add(request);
  });
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  return { page, inflight };
}

async function oneRun(
  browser: Browser,
  options: TimeToRowsOptions,
  downloads: string,
  pageErrors: string[],
): Promise<TimeToRowsRun> {
  const context = await browser.newContext({
    acceptDownloads: true,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const { page, inflight } = await openBenchPage(context, pageErrors);
    await page.addInitScript(watchFirstRow);

    const { subscriptionId, invoiceId } = options.invoice;
    await page.goto(
      `${options.baseUrl}/subscriptions/${subscriptionId}/invoices/${invoiceId}?limit=25`,
    );
    const firstRow = await page.waitForFunction(() => window.__benchFirstRowAt, null, {
      timeout: ACTION_TIMEOUT_MS,
    });
    const coldFirstRowMs = (await firstRow.jsonValue()) as number;
    await apiIdle(page, inflight);

    const next = await timedAction(
      page,
      {
        trigger: 'click',
        expect: {
          kind: 'rows-changed',
          before: await page.evaluate(rowsSignature),
          needRows: true,
        },
        dataUrlPart: null,
      },
      () => page.getByRole('button', { name: 'Next page' }).click(),
    );
    await apiIdle(page, inflight);
    const filter25 = await filterBothWays(page, 25);
    await apiIdle(page, inflight);

    const rowsPerPage = await timedAction(
      page,
      {
        trigger: 'change',
        expect: { kind: 'row-count', count: 100 },
        dataUrlPart: 'page%5Blimit%5D=100',
      },
      async () => {
        await page.getByLabel('Rows per page').selectOption('100');
      },
    );
    await apiIdle(page, inflight);

    const filter100 = await filterBothWays(page, 100);
    await apiIdle(page, inflight);

    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await exportButton.waitFor();
    const started = performance.now();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    const file = join(downloads, `${Date.now()}-${download.suggestedFilename()}`);
    await download.saveAs(file);
    const exportCsvMs = performance.now() - started;
    const csvRows =
      readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .filter((line) => line !== '').length - 1;

    return {
      coldFirstRowMs: round(coldFirstRowMs, 1),
      nextPageMs: round(next.ms, 1),
      rowsPerPageMs: round(rowsPerPage.ms, 1),
      rowsPerPageAfterDataMs: round(rowsPerPage.afterDataMs ?? rowsPerPage.ms, 1),
      filter25Ms: round(filter25.toFailed, 1),
      filterClear25Ms: round(filter25.toAll, 1),
      filter100Ms: round(filter100.toFailed, 1),
      filterClear100Ms: round(filter100.toAll, 1),
      exportCsvMs: round(exportCsvMs, 1),
      csvRows,
    };
  } finally {
    await context.close();
  }
}

const METRICS: TimeToRowsMetric[] = [
  'coldFirstRowMs',
  'nextPageMs',
  'rowsPerPageMs',
  'rowsPerPageAfterDataMs',
  'filter25Ms',
  'filterClear25Ms',
  'filter100Ms',
  'filterClear100Ms',
  'exportCsvMs',
];

export async function measureTimeToRows(options: TimeToRowsOptions): Promise<TimeToRowsResult> {
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
  const downloads = mkdtempSync(join(tmpdir(), 'pc-bench-'));
  const pageErrors: string[] = [];
  try {
    // One discarded session first: the browser's and the BFF's first-use costs are not the app's.
    await options.control.setLatency(0);
    await oneRun(browser, options, downloads, []);
    const atLatency: TimeToRowsAtLatency[] = [];
    for (const upstreamLatencyMs of TIME_TO_ROWS_LATENCIES_MS) {
      await options.control.setLatency(upstreamLatencyMs);
      const runs: TimeToRowsRun[] = [];
      for (let run = 1; run <= options.runs; run += 1) {
        options.onRun?.(upstreamLatencyMs, run);
        runs.push(await oneRun(browser, options, downloads, pageErrors));
      }
      const medians = Object.fromEntries(
        METRICS.map((metric) => [metric, round(median(runs.map((r) => r[metric])), 1)]),
      ) as Record<TimeToRowsMetric, number>;
      atLatency.push({ upstreamLatencyMs, median: medians, runs });
    }
    return {
      measured: true,
      browser: `${executablePath ?? 'Playwright Chromium'} ${browser.version()}`,
      runsPerLatency: options.runs,
      atLatency,
      pageErrors: [...new Set(pageErrors)],
    };
  } finally {
    await options.control.setLatency(0);
    await browser.close();
    rmSync(downloads, { recursive: true, force: true });
  }
}
