/**
 * The BFF's own upstream limits hold under load: a BFF with the production defaults
 * (EP_MAX_IN_FLIGHT 8, EP_MAX_RPS 20) gets concurrency 100 on distinct pages for a few seconds,
 * and the simulator reports the most requests it saw at once and in any second. Requests beyond
 * what the limits let through are refused by the BFF with 503 + Retry-After, which is expected
 * here: the point is what reaches the store.
 */
import type { BenchInvoice } from './bench-data.ts';
import { interleavedLoad } from './load.ts';
import { startServerProcess } from './server-process.ts';
import { CREDENTIALS, type SimulatorControl } from './simulator-control.ts';
import { bffPath, COMMON_HEADERS } from './targets.ts';

export const DEFAULT_LIMITS = { maxInFlight: 8, maxPerSecond: 20 };
const SECONDS = 3;
const CONNECTIONS = 100;

export interface LimiterResult {
  limits: typeof DEFAULT_LIMITS;
  connections: number;
  seconds: number;
  /** 2xx answers. */
  served: number;
  /** Everything else (503 from the BFF's full queue, mostly). */
  refused: number;
  /** As the simulator saw them. */
  maxInFlight: number;
  maxPerSecond: number;
}

export async function measureLimiter(
  simulatorUrl: string,
  control: SimulatorControl,
  invoice: BenchInvoice,
): Promise<LimiterResult> {
  const bff = await startServerProcess('bff', {
    upstream: simulatorUrl,
    ...CREDENTIALS,
    webDist: null,
    limits: {
      EP_MAX_IN_FLIGHT: String(DEFAULT_LIMITS.maxInFlight),
      EP_MAX_RPS: String(DEFAULT_LIMITS.maxPerSecond),
    },
  });
  try {
    // The token first, then a clean slate for the counters' maxima.
    await fetch(`${bff.url}${bffPath(invoice, { offset: 0, limit: 1 })}`, {
      headers: COMMON_HEADERS,
    });
    await control.reset();
    const measured = await interleavedLoad(
      [
        {
          name: 'bff-limited',
          url: bff.url,
          pathOf: (page) => bffPath(invoice, page),
          headers: COMMON_HEADERS,
          watch: { target: bff.pid },
        },
      ],
      { connections: CONNECTIONS, rounds: 1, sliceSeconds: SECONDS, warmupSeconds: 0 },
    );
    const result = measured.get('bff-limited');
    const counters = await control.counters();
    return {
      limits: DEFAULT_LIMITS,
      connections: CONNECTIONS,
      seconds: SECONDS,
      served: result?.requests ?? 0,
      refused: result?.failures ?? 0,
      maxInFlight: counters.maxInFlight,
      maxPerSecond: counters.maxPerSecond,
    };
  } finally {
    await bff.close();
  }
}
