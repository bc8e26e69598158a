/**
 * A list whose refresh fails is not read again at every poll of the page: the next refresh a
 * view may start waits 5 s, then 10 s, 20 s … (at most the regular refresh interval), and a
 * refresh that completes forgets the failures. Counted at the simulator, on the harness's clock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

let h: Harness;

afterEach(() => {
  h.attention.stop();
});

const count = (msg: string) => h.logs.filter((line) => line.includes(`"msg":"${msg}"`)).length;
const listCalls = () => h.sim.counters.requestsByRoute['invoices.list'] ?? 0;

/** Opens the page, and waits for a refresh it started to end. */
async function poll(): Promise<void> {
  expect((await h.request('/api/attention')).status).toBe(200);
  await vi.waitFor(() =>
    expect(count('attention.refresh_ended')).toBe(count('attention.refresh_started')),
  );
}

describe('a refresh that fails', () => {
  it('is not started again by every poll: 3 refreshes in 30 s of polls every 2 s', async () => {
    h = createHarness();
    h.sim.inject('invoices.list', { kind: 'status', status: 503 }, 100_000);
    for (let at = 0; at < 30_000; at += 2000) {
      await poll();
      h.clock.now += 2000;
    }
    // At 0, 6 and 16 s (back-offs of 5, 10, 20 s); each asks 3 times (the upstream retries).
    expect(count('attention.refresh_started')).toBe(3);
    expect(listCalls()).toBe(9);
  });

  it('forgets its failures once a refresh completes', async () => {
    h = createHarness();
    h.sim.inject('invoices.list', { kind: 'status', status: 503 }, 9);
    for (let at = 0; at < 20_000; at += 2000) {
      await poll();
      h.clock.now += 2000;
    }
    // 0, 6, 16 s failed; at 20 s the back-off of 20 s still runs.
    expect(count('attention.refresh_started')).toBe(3);
    h.clock.now += 16_000;
    await poll();
    const page = (await (await h.request('/api/attention')).json()) as {
      snapshot: { status: string; problem: string | null };
    };
    expect(page.snapshot).toMatchObject({ status: 'complete', problem: null });
    // A failure after a complete refresh backs off 5 s again, not 40 s.
    h.sim.inject('invoices.list', { kind: 'status', status: 503 }, 3);
    await h.attention.refresh();
    const started = count('attention.refresh_started');
    h.clock.now += 5000;
    await poll();
    expect(count('attention.refresh_started')).toBe(started + 1);
  });
});
