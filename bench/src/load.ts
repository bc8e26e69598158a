/**
 * Load cells: autocannon against each target at one concurrency. The targets are measured in
 * interleaved slices (direct, naive, bff, direct, …) after a thrown-away warm-up, so that
 * whatever else the shared machine is doing weighs on all of them alike: a ratio or difference
 * between targets is only meaningful when they are measured side by side.
 *
 * Latency is taken from autocannon's per-response event at full precision (its own histogram
 * rounds to whole milliseconds, too coarse for a 1 ms budget). Requests cycle through distinct
 * pages (25 and 100 rows alternately, at 141 offsets) from one counter shared by all
 * connections, so requests in flight at the same time never ask for the same page: the BFF's
 * coalescing of identical requests must not make it look cheaper than a proxy that does not
 * coalesce.
 */
import autocannon from 'autocannon';
import { processCpuMs } from './process-cpu.ts';
import { median, percentile, round } from './stats.ts';

export interface PageRef {
  offset: number;
  limit: number;
}

export interface LoadTarget {
  name: string;
  /** Origin of the target, e.g. http://127.0.0.1:4010 */
  url: string;
  /** The request path of a page, including its query string. */
  pathOf: (page: PageRef) => string;
  headers: Record<string, string>;
  /** Processes whose CPU time per request to report, by role (e.g. target, upstream). */
  watch: Record<string, number>;
}

export interface LoadPlan {
  connections: number;
  rounds: number;
  sliceSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  connections: number;
  /** Measured time, all slices together. */
  durationSeconds: number;
  /** 2xx responses per second over the measured time. */
  requestsPerSecond: number;
  /** req/s of each slice, in order: the spread shows how steady the machine was. */
  sliceRequestsPerSecond: number[];
  requests: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  /** Anything but a 2xx, plus socket errors and timeouts: must be 0 for the cell to count. */
  failures: number;
  /** CPU microseconds per 2xx response, per watched process and for the load generator. */
  cpuMicrosPerRequest: Record<string, number | null>;
}

/** 141 offsets × {25, 100}: every page is full (offset + 100 ≤ 240) and all 282 are distinct. */
export const LOAD_PAGES: PageRef[] = Array.from({ length: 141 }, (_, offset) => [
  { offset, limit: 25 },
  { offset, limit: 100 },
]).flat();

/** Stops a slice that overstays its duration by this much (a hung target). */
const OVERRUN_GRACE_MS = 15_000;

function fire(
  target: LoadTarget,
  connections: number,
  seconds: number,
  onResponse?: (ms: number, status: number) => void,
): Promise<autocannon.Result> {
  let next = 0;
  const paths = LOAD_PAGES.map(target.pathOf);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections,
        duration: seconds,
        timeout: 10,
        headers: target.headers,
        requests: [
          {
            setupRequest: (request) => {
              const path = paths[next % paths.length] as string;
              next += 1;
              return { ...request, path };
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) reject(error);
        else resolve(result);
      },
    );
    const guard = setTimeout(() => instance.stop(), seconds * 1000 + OVERRUN_GRACE_MS);
    if (onResponse) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) =>
        onResponse(responseTime, statusCode),
      );
    }
  });
}

class Accumulator {
  readonly latencies: number[] = [];
  readonly slices: number[] = [];
  failures = 0;
  seconds = 0;
  readonly cpuMs = new Map<string, number | null>();

  readonly target: LoadTarget;

  constructor(target: LoadTarget) {
    this.target = target;
  }

  async slice(connections: number, seconds: number): Promise<void> {
    const watch = { ...this.target.watch, loadgen: process.pid };
    const before = Object.entries(watch).map(
      ([role, pid]) => [role, pid, processCpuMs(pid)] as const,
    );
    const countBefore = this.latencies.length;
    const started = performance.now();
    const result = await fire(this.target, connections, seconds, (ms, status) => {
      if (status >= 200 && status < 300) this.latencies.push(ms);
      else this.failures += 1;
    });
    const elapsed = (performance.now() - started) / 1000;
    this.seconds += elapsed;
    this.failures += result.errors + result.timeouts;
    this.slices.push(Math.round((this.latencies.length - countBefore) / elapsed));
    for (const [role, pid, cpuBefore] of before) {
      const after = processCpuMs(pid);
      const used = cpuBefore === null || after === null ? null : after - cpuBefore;
      const sum = this.cpuMs.has(role) ? this.cpuMs.get(role) : 0;
      this.cpuMs.set(role, used === null || sum === null || sum === undefined ? null : sum + used);
    }
  }

  result(connections: number): LoadResult {
    const n = this.latencies.length;
    const cpuMicrosPerRequest: Record<string, number | null> = {};
    for (const [role, ms] of this.cpuMs) {
      cpuMicrosPerRequest[role] = ms === null || n === 0 ? null : Math.round((ms * 1000) / n);
    }
    return {
      connections,
      durationSeconds: round(this.seconds, 2),
      requestsPerSecond: round(n / this.seconds, 0),
      sliceRequestsPerSecond: this.slices,
      requests: n,
      p50Ms: round(percentile(this.latencies, 50), 3),
      p99Ms: round(percentile(this.latencies, 99), 3),
      meanMs: round(this.latencies.reduce((sum, ms) => sum + ms, 0) / (n || 1), 3),
      failures: this.failures,
      cpuMicrosPerRequest,
    };
  }
}

/**
 * Measures every target at `plan.connections`: a warm-up per target, then `plan.rounds` rounds
 * in which each target gets one slice of `plan.sliceSeconds`.
 */
export async function interleavedLoad(
  targets: LoadTarget[],
  plan: LoadPlan,
): Promise<Map<string, LoadResult>> {
  for (const target of targets) {
    if (plan.warmupSeconds > 0) await fire(target, plan.connections, plan.warmupSeconds);
  }
  const accumulators = targets.map((target) => new Accumulator(target));
  for (let round = 0; round < plan.rounds; round += 1) {
    for (const accumulator of accumulators)
      await accumulator.slice(plan.connections, plan.sliceSeconds);
  }
  return new Map(accumulators.map((a) => [a.target.name, a.result(plan.connections)]));
}

/** The median over rounds of a per-slice ratio, e.g. bff/naive req/s: steadier than the pooled one. */
export function medianSliceRatio(numerator: LoadResult, denominator: LoadResult): number {
  const ratios = numerator.sliceRequestsPerSecond.map(
    (rps, i) => rps / (denominator.sliceRequestsPerSecond[i] ?? Number.NaN),
  );
  return median(ratios.filter(Number.isFinite));
}
