/**
 * On SIGTERM (or SIGINT) `/readyz` answers 503 at once, no new connection is taken,
 * requests in flight finish (up to SHUTDOWN_GRACE_MS), then the process exits 0. A real BFF
 * process against the simulator over HTTP, as in production.
 */
import { createSimulator, type Simulator } from '@pc/ep-simulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BffProcess, startBffProcess } from '../testing/bff-process.ts';
import { paymentsPath } from '../testing/test-harness.ts';

let sim: Simulator;
let upstream: { url: string; close(): Promise<void> };
let invoicePath = '';
const API = { headers: { 'X-CSRF': '1' } };

beforeAll(async () => {
  sim = createSimulator();
  upstream = await sim.listen({ port: 0 });
  const invoice = sim.invoices.find((i) => i.payments >= 10);
  if (!invoice) throw new Error('no demo invoice');
  invoicePath = paymentsPath(invoice);
});
afterAll(() => upstream.close());
beforeEach(() => sim.reset());

function start(env: Record<string, string> = {}): Promise<BffProcess> {
  return startBffProcess({
    EP_BASE_URL: `${upstream.url}/v2`,
    EP_CLIENT_ID: sim.credentials.clientId,
    EP_CLIENT_SECRET: sim.credentials.clientSecret,
    AUTH_MODE: 'none',
    ...env,
  });
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('graceful shutdown', () => {
  it('SIGTERM during a slow upstream call: /readyz 503 at once, then no new connections; the call completes; exit 0', async () => {
    const bff = await start({ SHUTDOWN_DELAY_MS: '600' });
    try {
      expect((await fetch(`${bff.url}${invoicePath}`, API)).status).toBe(200);
      sim.setLatency(1500);
      const slow = fetch(`${bff.url}${invoicePath}?page[limit]=10`, API);
      await wait(300);
      bff.child.kill('SIGTERM');
      await wait(50);
      const ready = await fetch(`${bff.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'draining',
        detail: 'This replica is shutting down.',
      });
      await wait(800);
      await expect(fetch(`${bff.url}/healthz`)).rejects.toThrow();
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: unknown[] }).data).toHaveLength(10);
      expect(await bff.exited).toBe(0);
      const lines = bff.lines();
      expect(lines.filter((l) => l.msg === 'payments.served')).toHaveLength(2);
      expect(lines.find((l) => l.msg === 'server.drained')).toMatchObject({ cutOff: false });
    } finally {
      await bff.stop('SIGKILL');
    }
  });

  it('SIGINT does the same (no delay by default: new connections are refused at once)', async () => {
    const bff = await start();
    try {
      await fetch(`${bff.url}${invoicePath}`, API);
      sim.setLatency(1000);
      const slow = fetch(`${bff.url}${invoicePath}`, API);
      await wait(300);
      bff.child.kill('SIGINT');
      await wait(100);
      await expect(fetch(`${bff.url}/healthz`)).rejects.toThrow();
      expect((await slow).status).toBe(200);
      expect(await bff.exited).toBe(0);
    } finally {
      await bff.stop('SIGKILL');
    }
  });

  it('a request still running after SHUTDOWN_GRACE_MS is cut off, and the process still exits 0 in time', async () => {
    const bff = await start({ SHUTDOWN_GRACE_MS: '500', EP_TIMEOUT_MS: '30000' });
    try {
      await fetch(`${bff.url}${invoicePath}`, API);
      sim.inject('list', { kind: 'hang' });
      const hung = fetch(`${bff.url}${invoicePath}?page[limit]=5`, API).catch(() => 'cut off');
      await wait(300);
      const started = performance.now();
      bff.child.kill('SIGTERM');
      expect(await bff.exited).toBe(0);
      expect(performance.now() - started).toBeLessThan(2500);
      expect(await hung).toBe('cut off');
      expect(bff.lines().find((l) => l.msg === 'server.drained')).toMatchObject({ cutOff: true });
    } finally {
      await bff.stop('SIGKILL');
    }
  });
});
