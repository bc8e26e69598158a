/**
 * The store's limit holds in every second, not on average. Between leaving the limiter and
 * reaching the store a request may wait (a busy event loop, a connection being opened, the
 * network) and arrive together with requests started after it. Here each request's way to the
 * simulator is delayed by a different amount, on a fake clock that the simulator counts with:
 * no sliding second (closed at both ends) may see more than EP_MAX_RPS arrivals.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness, paymentsPath } from '../testing/test-harness.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** Ends when `work` has settled, moving the fake clock 10 ms at a time. */
async function runOnFakeClock<T>(work: Promise<T>): Promise<T> {
  let settled = false;
  void work.finally(() => {
    settled = true;
  });
  for (let step = 0; !settled && step < 100_000; step++) await vi.advanceTimersByTimeAsync(10);
  return work;
}

/**
 * A BFF whose requests reach the simulator `delays[i]` ms after the i-th since `arm()` leaves the
 * limiter (the pattern repeats), with the simulator answering in `latencyMs`.
 */
function delayedOnTheWay(delays: number[], latencyMs: number, maxPerSecond: number) {
  let sent = Number.NEGATIVE_INFINITY;
  const h: Harness = createHarness({
    sim: { now: () => Date.now(), latencyMs },
    env: { EP_MAX_RPS: String(maxPerSecond), EP_MAX_IN_FLIGHT: '8', EP_TIMEOUT_MS: '60000' },
    deps: {
      now: () => Date.now(),
      fetch: (async (input: string, init?: RequestInit) => {
        const delay = sent < 0 ? 0 : (delays[sent % delays.length] ?? 0);
        sent += 1;
        await new Promise((resolve) => setTimeout(resolve, delay));
        return h.sim.fetch(input, init);
      }) as typeof fetch,
    },
    realSleep: true,
  });
  return {
    h,
    arm: () => {
      sent = 0;
    },
  };
}

/** `count` delays up to `max` ms from a fixed linear congruential draw: the same every run. */
function randomDelays(count: number, max: number): number[] {
  let seed = 20_261_206;
  return Array.from({ length: count }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % (max + 1);
  });
}

/** `count` requests in a row held up `ms` each. */
const late = (count: number, ms: number) => Array<number>(count).fill(ms);

describe('the store’s limit in every second', () => {
  it.each([
    // Spacing the starts (a quarter of the limit every 275 ms) let these through: the first
    // quarter held up 150 ms reaches the store with the next four.
    ['the first of five quarters late', [...late(5, 150), ...late(20, 0)], 20, 20],
    [
      'each quarter later than the next',
      [400, 300, 200, 100, 0].flatMap((ms) => late(5, ms)),
      0,
      20,
    ],
    ['a low limit, one in eight late', [200, ...late(7, 0)], 10, 7],
    // No pattern at all: 40 delays between 0 and 600 ms (a fixed pseudo-random draw), so that
    // the bound holds for any way calls are held up, not for the three shapes above.
    ['delays drawn at random up to 600 ms', randomDelays(40, 600), 5, 20],
  ])(
    '%s: no second at the simulator sees more than EP_MAX_RPS',
    async (_name, delays, latencyMs, limit) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
      const { h, arm } = delayedOnTheWay(delays, latencyMs, limit);
      const invoice = h.invoiceWith(40);
      // The token first, then nothing counted yet.
      await runOnFakeClock(h.request(paymentsPath(invoice, '?page[offset]=0&page[limit]=1')));
      h.sim.reset();
      h.sim.setLatency(latencyMs);
      arm();

      const pages = Math.min(40, 2 * limit);
      const responses = await runOnFakeClock(
        Promise.all(
          Array.from({ length: pages }, (_, i) =>
            h.request(paymentsPath(invoice, `?page[offset]=${i}&page[limit]=1`)),
          ),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(pages).fill(200));
      expect(h.sim.counters.listRequests).toBe(pages);
      expect(h.sim.counters.maxPerSecond).toBeLessThanOrEqual(limit);
      expect(h.sim.counters.maxInFlight).toBeLessThanOrEqual(8);
    },
  );
});
