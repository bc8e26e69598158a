/**
 * Fair shares of the upstream budget: each person's calls wait in their own queue and the queues
 * are served in turn, so a light user's one call is not stuck behind a heavy user's queue. The
 * test counts the order in which calls start, not time.
 */
import { describe, expect, it } from 'vitest';
import { ApiHttpError } from '../core/errors.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { BACKGROUND } from './request-scope.ts';

/** A limiter of one call at a time, and calls that end when the test says so. */
function oneAtATime(maxPerSecond = 1000) {
  const limiter = createRateLimiter({ maxInFlight: 1, maxPerSecond });
  const started: string[] = [];
  const running: (() => void)[] = [];
  const call = (person: string, name: string) =>
    limiter.schedule(
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          running.push(() => resolve(name));
        }),
      person,
    );
  /** Ends the calls running, again and again, until all of `calls` have settled. */
  const finishAll = async (calls: Promise<unknown>[]) => {
    let settled = false;
    void Promise.allSettled(calls).then(() => {
      settled = true;
    });
    while (!settled) {
      for (const end of running.splice(0)) end();
      await new Promise((r) => setTimeout(r, 1));
    }
  };
  return { call, started, finishAll };
}

describe('fair shares of the upstream budget', () => {
  it('starts a light user’s one call within one turn of a heavy user’s queue of 20', async () => {
    const { call, started, finishAll } = oneAtATime();
    const heavy = Array.from({ length: 20 }, (_, i) => call('heavy@example.com', `heavy ${i}`));
    const light = call('light@example.com', 'light');
    await finishAll([...heavy, light]);
    // One heavy call was running and one had left its queue; the light one comes next.
    expect(started.indexOf('light')).toBeLessThanOrEqual(2);
    // Before: one queue for everyone, the light call 21st.
    expect(started.filter((s) => s.startsWith('heavy'))).toEqual(
      Array.from({ length: 20 }, (_, i) => `heavy ${i}`),
    );
  });

  it('serves two busy people in turn, and the background lane as one more', async () => {
    const { call, started, finishAll } = oneAtATime();
    const calls = [
      ...[0, 1, 2].map((i) => call('a@example.com', `a${i}`)),
      ...[0, 1, 2].map((i) => call('b@example.com', `b${i}`)),
      ...[0, 1].map((i) => call(BACKGROUND, `bg${i}`)),
    ];
    await finishAll(calls);
    expect(started).toEqual(['a0', 'b0', 'bg0', 'a1', 'b1', 'bg1', 'a2', 'b2']);
  });

  it('refuses a heavy user’s call with 503 when their own queue is full, and still admits another person', async () => {
    const { call, started, finishAll } = oneAtATime(5); // two seconds' worth: 10 queued
    const heavy = Array.from({ length: 14 }, (_, i) =>
      call('heavy@example.com', `heavy ${i}`).catch((e: unknown) => e),
    );
    const light = call('light@example.com', 'light');
    await finishAll([...heavy, light]);
    expect(started).toContain('light');
    const outcomes = await Promise.all(heavy);
    const refused = outcomes.filter((o) => o instanceof ApiHttpError && o.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(await light).toBe('light');
  });
});
