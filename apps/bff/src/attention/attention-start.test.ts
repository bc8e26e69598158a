/**
 * Replicas started together spread their first refresh over ATTENTION_START_SPREAD_S, each at its
 * own random point, so they do not read the store at once; without ATTENTION_REFRESH_ON_START a
 * replica reads nothing for the list until someone opens it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../testing/test-harness.ts';

const started = (logs: string[]) => logs.some((line) => line.includes('attention.refresh_started'));

afterEach(() => {
  vi.useRealTimers();
});

describe('the first refresh of a starting replica', () => {
  it.each([
    [0.1, 6_000],
    [0.5, 30_000],
    [0.9, 54_000],
  ])('with random() = %s starts %i ms after the replica', (draw, delayMs) => {
    vi.useFakeTimers();
    const h = createHarness({
      env: { ATTENTION_REFRESH_ON_START: '1', ATTENTION_START_SPREAD_S: '60' },
      deps: { random: () => draw },
    });
    vi.advanceTimersByTime(delayMs - 1);
    expect(started(h.logs)).toBe(false);
    expect(h.sim.counters.getRequests).toBe(0);
    vi.advanceTimersByTime(1);
    expect(started(h.logs)).toBe(true);
    h.attention.stop();
  });

  it('waits for the first view without ATTENTION_REFRESH_ON_START', () => {
    vi.useFakeTimers();
    const h = createHarness();
    vi.advanceTimersByTime(3_600_000);
    expect(started(h.logs)).toBe(false);
    expect(h.sim.counters.getRequests).toBe(0);
  });
});
