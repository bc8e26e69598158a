/**
 * The deterministic half of the bench, counted at the simulator:
 * - cold start: a BFF that has never fetched a token gets 500 concurrent requests for 500
 *   different pages (so coalescing cannot hide a token stampede): one token request expected;
 * - coalescing: with 200 ms upstream latency, 100 concurrent requests for the same page: the
 *   BFF should make at most 2 upstream calls (identical in-flight GETs share one).
 */
import type { BenchInvoice } from './bench-data.ts';
import type { PageRef } from './load.ts';
import type { SimulatorControl } from './simulator-control.ts';
import { bffPath, COMMON_HEADERS } from './targets.ts';

const REQUEST_TIMEOUT_MS = 30_000;
/** The page lengths the web app offers. */
const PAGE_LIMITS = [10, 25, 50, 100];

export interface BurstResult {
  requests: number;
  /** Responses with status 200. */
  ok: number;
  tokenRequests: number;
  upstreamCalls: number;
  wallMs: number;
}

export interface CoalescingResult extends BurstResult {
  upstreamLatencyMs: number;
}

async function burst(
  bffUrl: string,
  control: SimulatorControl,
  paths: string[],
): Promise<BurstResult> {
  const before = await control.counters();
  const started = performance.now();
  const statuses = await Promise.all(
    paths.map(async (path) => {
      try {
        const response = await fetch(`${bffUrl}${path}`, {
          headers: COMMON_HEADERS,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        return response.status;
      } catch {
        return 0;
      }
    }),
  );
  const wallMs = Math.round(performance.now() - started);
  const after = await control.counters();
  return {
    requests: paths.length,
    ok: statuses.filter((status) => status === 200).length,
    tokenRequests: after.tokenRequests - before.tokenRequests,
    upstreamCalls: after.listRequests - before.listRequests,
    wallMs,
  };
}

/** `count` different pages of the invoice: every page length the UI offers, at many offsets. */
export function distinctPages(count: number): PageRef[] {
  const pages: PageRef[] = [];
  for (let offset = 0; pages.length < count; offset += 1) {
    for (const limit of PAGE_LIMITS) {
      if (pages.length < count) pages.push({ offset, limit });
    }
  }
  return pages;
}

/** Call on a BFF that has served nothing yet. */
export function measureColdStart(
  bffUrl: string,
  control: SimulatorControl,
  invoice: BenchInvoice,
  requests = 500,
): Promise<BurstResult> {
  return burst(
    bffUrl,
    control,
    distinctPages(requests).map((page) => bffPath(invoice, page)),
  );
}

/** Sets the upstream latency for the burst and puts it back to 0 afterwards. */
export async function measureCoalescing(
  bffUrl: string,
  control: SimulatorControl,
  invoice: BenchInvoice,
  options: { requests?: number; upstreamLatencyMs?: number } = {},
): Promise<CoalescingResult> {
  const { requests = 100, upstreamLatencyMs = 200 } = options;
  const path = bffPath(invoice, { offset: 0, limit: 25 });
  // Warm the token first: this measures list calls, not the token fetch.
  await burst(bffUrl, control, [path]);
  await control.setLatency(upstreamLatencyMs);
  try {
    const result = await burst(
      bffUrl,
      control,
      Array.from({ length: requests }, () => path),
    );
    return { ...result, upstreamLatencyMs };
  } finally {
    await control.setLatency(0);
  }
}
