/**
 * A slow stdout (docs/decisions/032-audit-backpressure.md): a real BFF process whose stdout pipe
 * the test stops reading, or reads at 200 KB/s. Node keeps what the pipe cannot take in memory;
 * past AUDIT_BACKLOG_MAX_BYTES the replica says it is not ready and serves no customer data until
 * the reader catches up, and on SIGTERM it waits for stdout before it exits, so no audit line of
 * a response it sent is lost.
 */
import { describe, expect, it } from 'vitest';
import {
  type BffProcess,
  readStdoutSlowly,
  startBffProcess,
  stdoutClosed,
} from '../testing/bff-process.ts';

const csrf = { headers: { 'X-CSRF': '1' } };

async function invoicePath(bff: BffProcess): Promise<string> {
  const info = (await (await fetch(`${bff.url}/api/app-info`, csrf)).json()) as {
    demoInvoices: { invoiceId: string }[];
  };
  return `${bff.url}/api/invoices/${info.demoInvoices[0]?.invoiceId}`;
}

const served = (bff: BffProcess) => bff.lines().filter((l) => l.msg === 'invoice.served').length;

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('a slow stdout', () => {
  it('past the bound, a replica is not ready and refuses customer data until its reader catches up; no line is lost', async () => {
    const bff = await startBffProcess({ LOG_LEVEL: 'info', AUDIT_BACKLOG_MAX_BYTES: '65536' });
    try {
      const path = await invoicePath(bff);
      bff.child.stdout?.pause();
      let sent = 0;
      let refused: Response | null = null;
      // The pipe takes 64 KB, then Node buffers: a few hundred invoice pages fill both.
      for (let i = 0; i < 3000 && !refused; i++) {
        const response = await fetch(path, csrf);
        if (response.status !== 200) refused = response;
        else {
          sent += 1;
          await response.body?.cancel();
        }
      }
      expect(refused?.status).toBe(503);
      expect(JSON.stringify(await refused?.json())).toMatch(/audit/i);
      expect((await fetch(`${bff.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);

      bff.child.stdout?.resume();
      const ready = await until(
        async () => (await fetch(`${bff.url}/readyz`)).status === 200,
        10_000,
      );
      expect(ready).toBe(true);
      expect((await fetch(path, csrf)).status).toBe(200);
      await until(async () => served(bff) >= sent + 1, 5000);
      // Every page sent has its line; plain log lines past the bound were dropped and counted.
      expect(served(bff)).toBe(sent + 1);
      expect(bff.stderr()).toMatch(/"msg":"log\.lines_dropped".*"reason":"backlog"/);
    } finally {
      await bff.stop('SIGKILL');
    }
  });

  it('on SIGTERM, every audit line of a response sent reaches a slow reader before the process exits', async () => {
    const bff = await startBffProcess({ LOG_LEVEL: 'info' });
    const path = await invoicePath(bff);
    bff.child.stdout?.pause();
    let sent = 0;
    for (let i = 0; i < 400; i++) {
      const response = await fetch(path, csrf);
      if (response.status === 200) sent += 1;
      await response.body?.cancel();
    }
    expect(sent).toBe(400);
    const readFast = readStdoutSlowly(bff);
    expect(await bff.stop('SIGTERM')).toBe(0);
    // What is left in the pipe once the process is gone was written before it exited.
    readFast();
    await stdoutClosed(bff);
    expect(served(bff)).toBe(400);
    const flushed = bff
      .stderr()
      .split('\n')
      .filter((l) => l.includes('"audit.flushed"'))
      .map((l) => JSON.parse(l) as { flushed: number; lost: number });
    expect(flushed).toHaveLength(1);
    expect(flushed[0]?.lost).toBe(0);
    expect(flushed[0]?.flushed).toBeGreaterThan(0);
  }, 30_000);
});
