/**
 * The process must outlive its stdout. A log shipper that restarts closes
 * the pipe; the next write fails with EPIPE, which used to end the BFF.
 */
import { describe, expect, it } from 'vitest';
import { startBffProcess } from '../testing/bff-process.ts';
import { createStreamSink } from './stream-sink.ts';

describe('stdout going away', () => {
  it('a real BFF keeps serving after its stdout pipe closes, and reports the lost lines on stderr', async () => {
    const bff = await startBffProcess({ LOG_LEVEL: 'info' });
    try {
      const csrf = { headers: { 'X-CSRF': '1' } };
      expect((await fetch(`${bff.url}/api/app-info`, csrf)).status).toBe(200);
      bff.child.stdout?.destroy();
      for (let i = 0; i < 20; i++) {
        const response = await fetch(`${bff.url}/api/app-info`, csrf);
        expect(response.status).toBe(200);
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(bff.child.exitCode).toBeNull();
      const report = bff
        .stderr()
        .split('\n')
        .filter((l) => l.includes('log.lines_dropped'))
        .map((l) => JSON.parse(l));
      expect(report[0]).toMatchObject({ level: 'error', reason: 'EPIPE' });
      expect(report[0].dropped).toBeGreaterThanOrEqual(1);
    } finally {
      await bff.stop('SIGKILL');
    }
  });

  it('counts every line it could not write and reports at most every 10 s', () => {
    const errors: ((e: NodeJS.ErrnoException) => void)[] = [];
    const reports: string[] = [];
    let clock = 0;
    const out = {
      write: () => true,
      on: (_: 'error', listener: (e: NodeJS.ErrnoException) => void) => errors.push(listener),
      destroyed: false,
    };
    const err = { write: (l: string) => reports.push(l) > 0, on: () => {} };
    const sink = createStreamSink(out, err, () => clock);
    sink.sink('one');
    for (const listener of errors)
      listener(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    for (let i = 0; i < 5; i++) sink.sink(`line ${i}`);
    clock += 10_000;
    sink.sink('later');
    sink.report();
    expect(sink.dropped).toBe(7);
    expect(reports.map((l) => JSON.parse(l).dropped)).toEqual([1, 7]);
  });
});
