/**
 * A cold invoice page reads what it can at once: the invoice, its first page of payments and the
 * store's retry context together, then its subscriber, its subscription and the rest of its
 * payments together — two round trips to Elastic Path for the 246-payment demo invoice, where
 * reading the payments one page after another took three. Counted as rounds (the calls the
 * simulator answers together, each round released once no more calls join it), not as time.
 */
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

/** A fetch that answers upstream calls in rounds: calls asked for while one waits join it. */
function inRounds(get: () => Harness) {
  let waiting: Array<() => void> = [];
  const rounds: string[][] = [];
  const fetch = ((input: string, init?: RequestInit) => {
    const url = String(input);
    // The token is not a read of the page.
    if (url.includes('/oauth/')) return get().sim.fetch(input, init);
    return new Promise<Response>((resolve, reject) => {
      if (waiting.length === 0) {
        rounds.push([]);
        setTimeout(() => {
          const go = waiting;
          waiting = [];
          for (const answer of go) answer();
        }, 20);
      }
      rounds.at(-1)?.push(new URL(url).pathname.replace(/[0-9a-f-]{36}/g, ':id'));
      waiting.push(() => get().sim.fetch(input, init).then(resolve, reject));
    });
  }) as typeof globalThis.fetch;
  return { fetch, rounds };
}

describe.each([false, true])('a cold invoice page (realistic mode: %s)', (realistic) => {
  it('reads the 246-payment invoice in two round trips, each call once', async () => {
    let h: Harness | undefined;
    const { fetch, rounds } = inRounds(() => h as Harness);
    h = createHarness({ sim: { realistic }, deps: { fetch } });
    const invoice = h.invoiceWith(246);
    expect(invoice.payments).toBe(246);

    const response = await h.request(`/api/invoices/${invoice.invoiceId}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as { payments: number; attemptsComplete: boolean };
    expect(page).toMatchObject({ payments: 246, attemptsComplete: true });

    expect(rounds).toHaveLength(2);
    const [first = [], second = []] = rounds;
    expect(first.sort()).toEqual(
      [
        '/v2/subscriptions/invoices/:id',
        '/v2/subscriptions/invoices/:id/payments',
        '/v2/subscriptions/dunning-rules',
        '/v2/subscriptions/schedules',
      ].sort(),
    );
    expect(second.filter((path) => path.endsWith('/payments'))).toHaveLength(2);
    // 1 invoice + 3 pages of payments + rules + schedules + subscriber + subscription.
    expect(rounds.flat()).toHaveLength(8);
  });
});
