/**
 * The "needs attention" list on a store with ~300 outstanding invoices (the demo store's dunning
 * backlog), 300 ms upstream latency, the default limits (20 requests/s, 8 in flight, a 25 % share
 * for the background refresh): how long a cold replica takes to its first 25 complete rows and to
 * the whole list, what the refresh cost upstream, and how long the page's rows take from a warm
 * snapshot. In one process (the simulator is the BFF's embedded upstream): the figures are bound
 * by the rate share and the latency, not by CPU.
 */

import { startServer } from '@pc/bff';
import { createSimulator } from '@pc/ep-simulator';
import { chromium } from '@playwright/test';
import { timedAttention } from './attention-fetch.ts';
import { median, round } from './stats.ts';
import { WEB_DIST, webDistIfBuilt } from './targets.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from './time-to-rows.ts';

export interface AttentionResult {
  outstanding: number;
  upstreamLatencyMs: number;
  limits: { maxPerSecond: number; maxInFlight: number; sharePercent: number };
  /**
   * From the first request on a cold replica to a page holding 25 complete rows, as seen by a
   * poll once a second (`POLL_MS`: the measurement's resolution).
   */
  firstRowsMs: number;
  /** Upstream calls made by then (token included): what the first rows cost the store. */
  firstRowsCalls: number;
  /** What the share allows for those calls, in ms (as `wholeListBoundMs`). */
  firstRowsBoundMs: number;
  /** How often the list was asked for while it built: the first rows' time is known to this. */
  pollMs: number;
  /** …to the complete snapshot. */
  wholeListMs: number;
  /** Upstream calls of that first refresh (token included). */
  wholeListCalls: number;
  /** What the share allows for those calls: calls ÷ (0.91 × share of the rate), in ms. */
  wholeListBoundMs: number;
  /** A request for the page from the warm snapshot to its parsed rows, median of `runs`. */
  warmPageMs: number;
  /**
   * In Chromium, from opening `/attention` (the app's files cached, as for a lead who used it
   * before) to its first page of rows and "As of" shown, median of `runs`; null without a web build.
   */
  warmBrowserMs: number | null;
  runs: number;
}

const LATENCY_MS = 300;
const LIMITS = { maxPerSecond: 20, maxInFlight: 8, sharePercent: 25 };
/** The share's pacing keeps to about 91 % of its rate (apps/bff/src/store-budget/background-share.ts). */
const PACED = 0.91;
/**
 * As fast as the list's per-person rate allows once its burst is spent (the BFF's
 * `ATTENTION_LIST_RATE`, one a second): faster polls would only be answered 429.
 */
const POLL_MS = 1000;

/** What the bench reads of `GET /api/attention` (the schema is the contract's api-attention.ts). */
interface AttentionPage {
  snapshot: {
    status: 'complete' | 'building';
    progress: { built: number; found: number };
    problem: string | null;
  };
  rows: unknown[];
}

export async function measureAttention(
  onProgress: (message: string) => void,
  runs = 5,
): Promise<AttentionResult> {
  const simulator = createSimulator({ backlog: true, latencyMs: LATENCY_MS });
  const server = await startServer({
    simulator,
    // Its log and audit lines are not the bench's output.
    deps: { logSink: () => {} },
    env: {
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST: webDistIfBuilt() ? WEB_DIST : 'none',
      LOG_LEVEL: 'warn',
      EP_MAX_RPS: String(LIMITS.maxPerSecond),
      EP_MAX_IN_FLIGHT: String(LIMITS.maxInFlight),
      ATTENTION_SHARE_PERCENT: String(LIMITS.sharePercent),
    },
  });
  const timedPage = () => timedAttention<AttentionPage>(server.url);
  const page = async () => (await timedPage()).page;
  try {
    const started = performance.now();
    let firstRowsMs: number | null = null;
    let firstRowsCalls: number | null = null;
    const callsSoFar = () => simulator.counters.getRequests + simulator.counters.tokenRequests;
    let reported = 0;
    let current = await page();
    while (current.snapshot.status !== 'complete') {
      if (current.snapshot.problem) throw new Error(current.snapshot.problem);
      if (firstRowsMs === null && current.rows.length >= 25) {
        firstRowsMs = performance.now() - started;
        firstRowsCalls = callsSoFar();
      }
      const { built, found } = current.snapshot.progress;
      if (built >= reported + 50) {
        reported = built;
        onProgress(`  building: ${built} of ${found}`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      current = await page();
    }
    const wholeListMs = performance.now() - started;
    firstRowsMs ??= wholeListMs;
    const calls = callsSoFar();
    firstRowsCalls ??= calls;
    const warm: number[] = [];
    for (let run = 0; run < runs; run++) {
      const { page: warmPage, ms } = await timedPage();
      warm.push(ms);
      if (warmPage.rows.length !== current.rows.length)
        throw new Error('the warm snapshot changed its rows');
    }
    const warmBrowserMs = webDistIfBuilt() ? await browserRows(server.url, runs) : null;
    const rate = (LIMITS.maxPerSecond * LIMITS.sharePercent) / 100;
    const allowedMs = (n: number) => round((n / (PACED * rate)) * 1000, 0);
    return {
      outstanding: current.rows.length,
      upstreamLatencyMs: LATENCY_MS,
      limits: LIMITS,
      firstRowsMs: round(firstRowsMs, 0),
      firstRowsCalls,
      firstRowsBoundMs: allowedMs(firstRowsCalls),
      pollMs: POLL_MS,
      wholeListMs: round(wholeListMs, 0),
      wholeListCalls: calls,
      wholeListBoundMs: allowedMs(calls),
      warmPageMs: round(median(warm), 1),
      warmBrowserMs: warmBrowserMs === null ? null : round(warmBrowserMs, 0),
      runs,
    };
  } finally {
    await server.close();
  }
}

/** The page in a real browser from a warm snapshot: one discarded visit, then `runs` timed. */
async function browserRows(url: string, runs: number): Promise<number> {
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext();
    const times: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const page = await context.newPage();
      const at = performance.now();
      await page.goto(`${url}/attention`);
      await page.locator('tr[data-invoice-id]').first().waitFor({ timeout: 30_000 });
      await page.getByText(/^As of /).waitFor({ timeout: 30_000 });
      if (run > 0) times.push(performance.now() - at);
      await page.close();
      // A lead's reloads a second apart: within the list's per-person rate, so none waits a 429.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await context.close();
    return median(times);
  } finally {
    await browser.close();
  }
}
