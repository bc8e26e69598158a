/**
 * Retries live in one layer per failure kind (apps/web/src/api/retry-policy.ts and the BFF's
 * upstream client), so that one view of a failing store spends little of its shared rate limit.
 * These tests count what reached the upstream (the simulator's counters) and what the browser
 * asked the BFF.
 */
import { expect, test } from './support/fixtures';
import { recordPaymentRequests } from './support/payments-page';

const failedHeading = 'Payments could not be loaded';

test.describe('retries stay within bounds', () => {
  test('503 to everything: ≤ 3 upstream calls before the error shows, ≤ 3 more per Retry', async ({
    page,
    invoices,
    sim,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(502);
    await sim.inject('list', { kind: 'status', status: 503 }, 100);
    const browserCalls = recordPaymentRequests(page);
    await page.goto(invoices.byLabel('6 payments').path);
    await expect(page.getByRole('heading', { name: failedHeading })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Elastic Path is unavailable (status 503).')).toBeVisible();
    expect((await sim.counters()).listRequests).toBe(3);
    expect(browserCalls).toHaveLength(1);

    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => browserCalls.length).toBe(2);
    await expect(page.getByRole('heading', { name: failedHeading })).toBeVisible({
      timeout: 15_000,
    });
    expect((await sim.counters()).listRequests).toBe(6);
  });

  test('429 to everything: ≤ 4 calls in the first 10 s, spaced by backoff, and the page says so', async ({
    page,
    invoices,
    sim,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(429);
    await sim.inject('list', { kind: 'status', status: 429 }, 100);
    const sent: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/payments')) sent.push(Date.now());
    });
    const started = Date.now();
    await page.goto(invoices.byLabel('6 payments').path);
    await expect(page.getByText('Rate limited, retrying…')).toBeVisible({ timeout: 5_000 });
    await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - started)));
    const upstreamCalls = (await sim.counters()).listRequests;
    expect(upstreamCalls).toBeLessThanOrEqual(4);
    expect(sent).toHaveLength(upstreamCalls);
    const gaps = sent.slice(1).map((at, i) => at - (sent[i] as number));
    // 1 s, 2 s, 4 s apart (the page's own work and a busy machine may add a little).
    expect(gaps).toHaveLength(3);
    gaps.forEach((gap, i) => {
      const backoff = 1000 * 2 ** i;
      expect(gap).toBeGreaterThanOrEqual(backoff - 50);
      expect(gap).toBeLessThan(backoff + 1500);
    });
  });

  for (const [name, fault, upstreamCalls] of [
    ['500', { kind: 'status', status: 500 }, 1],
    ['400', { kind: 'status', status: 400 }, 1],
    // A token that worked before is replaced once (2 calls); a fresh one refused is not (1 call):
    // which of the two the BFF holds depends on the tests before (decision 018).
    ['401 on every call', { kind: 'status', status: 401 }, 2],
  ] as const) {
    test(`an upstream ${name} is answered once, and the browser does not retry it`, async ({
      page,
      invoices,
      sim,
      consoleWatch,
    }) => {
      consoleWatch.allowHttpErrors(502);
      await sim.inject('list', fault, 100);
      const browserCalls = recordPaymentRequests(page);
      await page.goto(invoices.byLabel('6 payments').path);
      await expect(page.getByRole('heading', { name: failedHeading })).toBeVisible();
      await page.waitForTimeout(2_500);
      expect(browserCalls).toHaveLength(1);
      const { listRequests } = await sim.counters();
      expect(listRequests).toBeGreaterThanOrEqual(1);
      expect(listRequests).toBeLessThanOrEqual(upstreamCalls);
    });
  }

  test('an unknown invoice (404) is asked for once', async ({
    page,
    invoices,
    sim,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(404);
    const known = invoices.byLabel('6 payments');
    const browserCalls = recordPaymentRequests(page);
    await page.goto(
      `/subscriptions/${known.subscriptionId}/invoices/00000000-0000-4000-8000-000000000000`,
    );
    await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
    await page.waitForTimeout(2_500);
    expect(browserCalls).toHaveLength(1);
    expect((await sim.counters()).listRequests).toBe(1);
  });
});
