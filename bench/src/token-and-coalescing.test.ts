/**
 * The deterministic budgets, checked in `pnpm test` too: the same measurements `pnpm bench`
 * makes, against an in-process BFF and simulator (a few seconds, no child processes).
 */
import { startServer } from '@pc/bff';
import { createSimulator } from '@pc/ep-simulator';
import { afterEach, describe, expect, it } from 'vitest';
import { benchData, benchInvoice } from './bench-data.ts';
import { inProcessSimulatorControl } from './simulator-control.ts';
import { distinctPages, measureCoalescing, measureColdStart } from './token-and-coalescing.ts';
import { ONE_LOAD_CLIENT, UNLIMITED } from './upstream-limits.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function start() {
  const data = benchData();
  const sim = createSimulator({ data });
  const bff = await startServer({
    env: { HOST: '127.0.0.1', PORT: '0', WEB_DIST: 'none', ...UNLIMITED, ...ONE_LOAD_CLIENT },
    simulator: sim,
    deps: { logSink: () => {} },
  });
  closers.push(bff.close);
  return { url: bff.url, control: inProcessSimulatorControl(sim), invoice: benchInvoice(data) };
}

describe('token reuse', () => {
  it('fetches one token for 500 concurrent requests on a cold BFF', async () => {
    const { url, control, invoice } = await start();
    const result = await measureColdStart(url, control, invoice, 500);
    expect(result.ok).toBe(500);
    expect(result.tokenRequests).toBe(1);
  });
});

describe('coalescing', () => {
  it('makes at most 2 upstream calls for 100 identical concurrent requests', async () => {
    const { url, control, invoice } = await start();
    const result = await measureCoalescing(url, control, invoice, {
      requests: 100,
      upstreamLatencyMs: 200,
    });
    expect(result.ok).toBe(100);
    expect(result.upstreamCalls).toBeLessThanOrEqual(2);
  });
});

describe('distinctPages', () => {
  it('never repeats a page', () => {
    const pages = distinctPages(500).map((p) => `${p.offset}/${p.limit}`);
    expect(new Set(pages).size).toBe(500);
  });
});
