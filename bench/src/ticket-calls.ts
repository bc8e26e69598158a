/**
 * Upstream calls per step of the ticket's way (search by email → customer → the demo store's
 * longest invoice → one payment's detail → the invoice again within a minute), through a BFF
 * with its read cache as deployed, over the demo store in-process: the calls the store's rate
 * limit pays for one ticket, and the cache's hit rate over the walk.
 */
import { startServer } from '@pc/bff';
import { TICKET_WAY_FLOOR, walkTicketWay } from '@pc/bff/testing';
import { createSimulator, demoSeed } from '@pc/ep-simulator';

export interface TicketCallsResult {
  /** Upstream calls per step. */
  steps: { search: number; customer: number; invoice: number; detail: number; revisit: number };
  /** Search to detail. */
  way: number;
  floor: number;
  /** Identical upstream calls made twice within one step. */
  repeats: number;
  /** Reads the cache answered, of all it was asked (0–1). */
  cacheHitRate: number;
}

export async function measureTicketCalls(): Promise<TicketCallsResult> {
  const simulator = createSimulator({ data: demoSeed() });
  const server = await startServer({
    env: { HOST: '127.0.0.1', PORT: '0', WEB_DIST: 'none', LOG_LEVEL: 'error' },
    simulator,
    // The walk's access and audit lines are not the bench's report.
    deps: { logSink: () => {} },
  });
  try {
    const calls = await walkTicketWay(server.url, simulator);
    const count = (urls: string[]) => urls.length;
    const steps = {
      search: count(calls.search),
      customer: count(calls.customer),
      invoice: count(calls.invoice),
      detail: count(calls.detail),
      revisit: count(calls.revisit),
    };
    const repeats = Object.values(calls).reduce(
      (sum, urls: string[]) => sum + urls.filter((u, i) => urls.indexOf(u) !== i).length,
      0,
    );
    const { hits, misses } = server.readCache.stats();
    return {
      steps,
      way: steps.search + steps.customer + steps.invoice + steps.detail,
      floor: TICKET_WAY_FLOOR,
      repeats,
      cacheHitRate: hits + misses === 0 ? 0 : hits / (hits + misses),
    };
  } finally {
    await server.close();
  }
}
