/**
 * The store's rate limit is shared with the storefront: each BFF process keeps at most
 * EP_MAX_IN_FLIGHT upstream requests in flight and EP_MAX_RPS in every sliding second, as the
 * simulator observes them, and refuses at once (503 + Retry-After) when its queue is full.
 */
import { describe, expect, it } from 'vitest';
import { createHarness, paymentsPath } from '../testing/test-harness.ts';
import { createRateLimiter } from './rate-limiter.ts';

function limitedHarness() {
  return createHarness({
    // Real time on both sides: the limiter's window and the simulator's per-second observer.
    sim: { now: Date.now, latencyMs: 40 },
    env: { EP_MAX_IN_FLIGHT: '2', EP_MAX_RPS: '5' },
    deps: { now: Date.now },
    realSleep: true,
  });
}

describe('the upstream rate limiter', () => {
  it('holds EP_MAX_IN_FLIGHT and EP_MAX_RPS under a burst of distinct pages', async () => {
    const h = limitedHarness();
    const invoice = h.invoiceWith(12);
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.request(paymentsPath(invoice, `?page[offset]=${i}&page[limit]=1`)),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(h.sim.counters.maxInFlight).toBeLessThanOrEqual(2);
    expect(h.sim.counters.maxPerSecond).toBeLessThanOrEqual(5);
    // 11 upstream requests (the token's too) at 5 a second take at least two seconds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });

  it('answers 503 with Retry-After at once when its queue is full, and serves the rest', async () => {
    const h = limitedHarness();
    const invoice = h.invoiceWith(40);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        h.request(paymentsPath(invoice, `?page[offset]=${i}&page[limit]=1`)),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const refused = responses.find((r) => r.status === 503);
    expect(refused?.headers.get('retry-after')).toBe('1');
    expect(h.sim.counters.maxInFlight).toBeLessThanOrEqual(2);
    expect(h.sim.counters.maxPerSecond).toBeLessThanOrEqual(5);
  }, 20_000);
});

describe('a caller that gives up (signal)', () => {
  it('takes its waiting task out of the queue; a running task runs to its end in its slot', async () => {
    const limiter = createRateLimiter({ maxInFlight: 1, maxPerSecond: 100_000 });
    const ran: string[] = [];
    let finishFirst = () => {};
    const gone = new AbortController();
    const first = limiter.schedule(
      () =>
        new Promise<string>((resolve) => {
          ran.push('first');
          finishFirst = () => resolve('first');
        }),
      undefined,
      gone.signal,
    );
    const waiting = limiter.schedule(
      async () => {
        ran.push('waiting');
        return 'waiting';
      },
      undefined,
      gone.signal,
    );
    const other = limiter.schedule(async () => {
      ran.push('other');
      return 'other';
    });
    await new Promise((r) => setTimeout(r, 10));
    gone.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    // The running task keeps its slot: nothing else starts until it ends.
    expect(ran).toEqual(['first']);
    finishFirst();
    expect(await first).toBe('first');
    expect(await other).toBe('other');
    expect(ran).toEqual(['first', 'other']);
    await expect(limiter.schedule(async () => 'late', undefined, gone.signal)).rejects.toThrow(
      'gone',
    );
  });
});
