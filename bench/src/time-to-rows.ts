/**
 * Time to rows in headless Chromium (Playwright), against the BFF serving the built web app,
 * with the simulator's latency at 0 ms and 300 ms. Each run opens a fresh browser context
 * (empty cache) and walks one staff session on the 246-payment invoice
 * (time-to-rows-session.ts):
 *   cold deep link → header and first row · Next page · Filter by status Failed and back ·
 *   Rows per page 100 · the filter again on 100 rows · sort by Amount over the whole invoice ·
 *   a payment's details, its run prefetched by hovering the row · Export CSV of 100 rows.
 * One discarded session first; the medians of the rest are reported.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { BenchInvoice } from './bench-data.ts';
import type { SimulatorControl } from './simulator-control.ts';
import { median, round } from './stats.ts';
import { oneRun, type TimeToRowsRun } from './time-to-rows-session.ts';

export const TIME_TO_ROWS_LATENCIES_MS = [0, 300];

export type { TimeToRowsRun } from './time-to-rows-session.ts';

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

const METRICS: TimeToRowsMetric[] = [
  'coldFirstRowMs',
  'nextPageMs',
  'filter25Ms',
  'filterClear25Ms',
  'rowsPerPageMs',
  'filter100Ms',
  'filterClear100Ms',
  'sortMs',
  'detailMs',
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
  const session = { baseUrl: options.baseUrl, invoice: options.invoice, downloads };
  try {
    // One discarded session first: the browser's and the BFF's first-use costs are not the app's.
    await options.control.setLatency(0);
    await oneRun(browser, session, []);
    const atLatency: TimeToRowsAtLatency[] = [];
    for (const upstreamLatencyMs of TIME_TO_ROWS_LATENCIES_MS) {
      await options.control.setLatency(upstreamLatencyMs);
      const runs: TimeToRowsRun[] = [];
      for (let run = 1; run <= options.runs; run += 1) {
        options.onRun?.(upstreamLatencyMs, run);
        runs.push(await oneRun(browser, session, pageErrors));
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
