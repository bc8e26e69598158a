/**
 * The refresh keeps to its share of the replica's upstream budget while a person works: at the
 * default 25 % of 20 requests a second, the background reads arrive at most 5 in any second
 * (plus the 2 the share may have in flight, which the replica's limiter can hold back and release
 * together), and the person's reads, in their own lane of the limiter, get the rest. Counted at
 * the simulator: calls per window, not durations.
 */
import { describe, expect, it } from 'vitest';
import { pacing } from '../store-budget/background-share.ts';
import { createHarness, type Harness } from '../testing/test-harness.ts';

/** The most of `times` (ms) that fall within any `windowMs`. */
function mostInAnyWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while ((sorted[i] as number) - (sorted[j] as number) >= windowMs) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe('the share’s pacing', () => {
  it('never lets more than the share start in any 1000 ms, with slack, for any rate', () => {
    for (const limit of [1, 2, 3, 4, 5, 7, 20, 22, 25, 100, 100_000]) {
      const { cap, windowMs } = pacing(limit);
      // Windows of windowMs hold `cap` each; any 1000 ms overlaps at most ceil(1000 / windowMs).
      expect(cap * Math.ceil(1000 / windowMs), String(limit)).toBeLessThanOrEqual(limit);
      expect(cap).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('the attention refresh’s share of the rate limit', () => {
  it('takes at most its share while a person’s reads get through beside it', async () => {
    const background: number[] = [];
    const person: number[] = [];
    const h: Harness = createHarness({
      env: { EP_MAX_RPS: '20', EP_MAX_IN_FLIGHT: '8', ATTENTION_SHARE_PERCENT: '25' },
      deps: {
        fetch: ((input: string, init?: RequestInit) => {
          const url = String(input);
          // The person reads payments by the nested path, which the refresh never uses.
          if (url.includes('/subscriptions/subscriptions/') && url.includes('/payments'))
            person.push(performance.now());
          else if (!url.includes('/oauth/')) background.push(performance.now());
          return h.sim.fetch(input, init);
        }) as typeof fetch,
      },
    });
    const invoice = h.invoiceWith(200);

    await h.request('/api/attention');
    let refreshing = true;
    const refresh = h.attention.refresh().then(() => {
      refreshing = false;
    });
    const statuses: number[] = [];
    for (let offset = 0; refreshing && offset < 10_000; offset += 1) {
      const query = `?page[offset]=${offset % 240}&page[limit]=5`;
      const response = await h.request(
        `/api/subscriptions/${invoice.subscriptionId}/invoices/${invoice.invoiceId}/payments${query}`,
      );
      statuses.push(response.status);
    }
    await refresh;

    const page = (await (await h.request('/api/attention')).json()) as {
      snapshot: { status: string };
    };
    expect(page.snapshot.status).toBe('complete');
    expect(background.length).toBeGreaterThan(10);
    expect(mostInAnyWindow(background, 1000)).toBeLessThanOrEqual(5 + 2);
    // The person was served all along, and got more of the budget than the refresh.
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(person.length).toBeGreaterThan(background.length);
  });
});
