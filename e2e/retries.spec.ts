/**
 * Retries live in one layer per failure kind (apps/web/src/api/retry-policy.ts and the BFF's
 * upstream client), so that one view of a failing store spends little of its shared rate limit.
 * These tests count what reached the upstream (the simulator's counters) and what the browser
 * asked the BFF. The invoice page asks the BFF twice on load: for the invoice (whose summary
 * reads the invoice's payment list upstream) and for its payments; each is bounded alike.
 */
import { expect, test } from './support/fixtures';
import { recordInvoiceRequests, recordPaymentRequests } from './support/payments-page';

const failedHeading = 'Payments could not be loaded';

test.describe('retries stay within bounds', () => {
  test('503 to everything: ≤ 3 upstream calls per request before the error shows, ≤ 3 more per Retry', async ({
    page,
    invoices,
    sim,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(502);
    await sim.inject('list', { kind: 'status', status: 503 }, 100);
    const paymentCalls = recordPaymentRequests(page);
    const invoiceCalls = recordInvoiceRequests(page);
    // A paid invoice: the attention list's background refresh never reads its payments.
    const invoice = invoices.byLabel('6 payments');
    /**
     * The simulator's calls for this invoice's payments: what this view asked for, not what
     * another app or a background refresh reading the whole store asked for meanwhile.
     */
    const viewCalls = async () =>
      (await sim.requests()).filter((url) =>
        new URL(url).pathname.endsWith(`/invoices/${invoice.invoiceId}/payments`),
      ).length;
    await page.goto(invoice.path);
    await expect(page.getByRole('heading', { name: failedHeading })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Elastic Path is unavailable (status 503).').first()).toBeVisible();
    await expect(page.getByText('Could not load the invoice’s details.')).toBeVisible();
    expect(paymentCalls).toHaveLength(1);
    expect(invoiceCalls).toHaveLength(1);
    // Two BFF requests, three upstream calls each at most (the BFF coalesces the two reads of
    // the same first page into one).
    const first = await viewCalls();
    expect(first).toBeGreaterThanOrEqual(3);
    expect(first).toBeLessThanOrEqual(6);

    // Meanwhile the replica's "needs attention" refresh reads every outstanding invoice's
    // payments (as it does every few minutes once someone opened the list): its calls, also
    // failing, are its own.
    const attention = await page.request.get('/api/attention', { headers: { 'X-CSRF': '1' } });
    expect(attention.status()).toBe(200);
    await page.getByRole('button', { name: 'Retry' }).last().click();
    await expect.poll(() => paymentCalls.length).toBe(2);
    await expect(page.getByRole('heading', { name: failedHeading })).toBeVisible({
      timeout: 15_000,
    });
    await expect.poll(viewCalls).toBe(first + 3);
    // Settled: no fourth call comes later.
    await page.waitForTimeout(1_000);
    expect(await viewCalls()).toBe(first + 3);
    expect(invoiceCalls).toHaveLength(1);
  });

  test('429 to everything: 3 asks per request in the first 10 s, spaced by backoff, ≤ 3 upstream calls, and the page says so', async ({
    page,
    invoices,
    sim,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(429);
    await sim.inject('list', { kind: 'status', status: 429 }, 100);
    // The browser's own clock for when each request started: the test process receives events
    // late when the machine is busy, which would shorten or stretch the gaps it sees.
    const sent: number[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.endsWith('/payments')) {
        sent.push(request.timing().startTime);
      }
    });
    const invoiceCalls = recordInvoiceRequests(page);
    const started = Date.now();
    await page.goto(invoices.byLabel('6 payments').path);
    await expect(page.getByText('Rate limited, retrying…')).toBeVisible({ timeout: 5_000 });
    await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - started)));
    const upstreamCalls = (await sim.counters()).listRequests;
    expect(sent).toHaveLength(3);
    expect(invoiceCalls.length).toBeLessThanOrEqual(3);
    // The BFF passes each 429 on without retrying it, and sends nothing more until its
    // Retry-After passed: the two requests of each round share one call.
    expect(upstreamCalls).toBeLessThanOrEqual(3);
    sent.sort((a, b) => a - b);
    const gaps = sent.slice(1).map((at, i) => at - (sent[i] as number));
    // 1 s, 2 s apart (the page's own work and a busy machine may add a little).
    expect(gaps).toHaveLength(2);
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
      const paymentCalls = recordPaymentRequests(page);
      const invoiceCalls = recordInvoiceRequests(page);
      await page.goto(invoices.byLabel('6 payments').path);
      await expect(page.getByRole('heading', { name: failedHeading })).toBeVisible();
      await page.waitForTimeout(2_500);
      expect(paymentCalls).toHaveLength(1);
      expect(invoiceCalls).toHaveLength(1);
      // Each of the two BFF requests answered after at most `upstreamCalls` calls; coalesced
      // when they overlap.
      const { listRequests } = await sim.counters();
      expect(listRequests).toBeGreaterThanOrEqual(1);
      expect(listRequests).toBeLessThanOrEqual(2 * upstreamCalls);
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
    const paymentCalls = recordPaymentRequests(page);
    const invoiceCalls = recordInvoiceRequests(page);
    await page.goto(
      `/subscriptions/${known.subscriptionId}/invoices/00000000-0000-4000-8000-000000000000`,
    );
    await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
    await page.waitForTimeout(2_500);
    expect(paymentCalls).toHaveLength(1);
    expect(invoiceCalls).toHaveLength(1);
    expect((await sim.counters()).listRequests).toBeLessThanOrEqual(2);
  });
});
