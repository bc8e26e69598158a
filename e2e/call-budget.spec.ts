/**
 * The ticket's way, counted at the simulator while a browser walks it: search by email → the
 * customer page → the demo store's longest invoice (246 payments) → one payment's detail, then
 * the invoice again within a minute. The apps here run the read cache as deployed
 * (support/ports.ts). Counts, never times.
 *
 * The floor on this ticket (one invoice, paid): the search 2 (the subscriber by email, its
 * account) + the customer page 5 (the account's subscriptions, the subscriber's invoices, and
 * the paid invoice's 246 payments in pages of 100: 3, read so that an over-collection is flagged;
 * no outstanding invoice, so no retry context) + the invoice 2 (the retry context; its payments
 * come from the customer page's reads, the same calls, in the read cache) + the detail 1 (its
 * payment run) = 10; everything read by id comes from rows already read. In general the customer
 * page adds the payment pages of each paid invoice among its 10 newest, and the invoice page
 * saves its own when it is one of them. The email search opens the customer page at once, so
 * its calls count in the search step. Under 429 or 503 to everything, each view of the way (search, customer, invoice)
 * makes at most 3 calls per distinct upstream request, and the invoice's Retry 3 more.
 */
import type { Page } from '@playwright/test';
import { control, expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';
import { BUDGET_APP_URL, REALISTIC_BUDGET_APP_URL } from './support/ports';

const FLOOR = 10;

interface DemoData {
  subscribers: { id: string; email: string }[];
}
interface DemoInvoice {
  id: string;
  subscriberId: string;
  payments: number;
  label: string;
}

/** The demo invoices by payments, most first, each with its customer's email. */
async function ticketsByLength() {
  const demo = (await (await control('/demo')).json()) as DemoData;
  const invoices = (await (await control('/demo-invoices')).json()) as DemoInvoice[];
  // The demo store's own invoices: the e2e edge cases (labelled E2E) are not a ticket.
  return invoices
    .filter((invoice) => !invoice.label.startsWith('E2E'))
    .sort((x, y) => y.payments - x.payments)
    .map((invoice) => ({
      invoice,
      email: demo.subscribers.find((s) => s.id === invoice.subscriberId)?.email ?? '',
    }));
}

/**
 * The upstream calls one step of the walk made, as `app` sent them to its simulator: the other
 * apps on that simulator (a background refresh another spec started) are not counted.
 */
async function counted(app: BudgetApp, page: Page, walk: () => Promise<void>) {
  const prefix = `/${app}`;
  await control(`${prefix}/requests/clear`, {});
  await walk();
  await page.waitForLoadState('networkidle');
  return (await (await control(`${prefix}/requests`)).json()) as string[];
}

function repeated(urls: string[]): string[] {
  return urls.filter((url, i) => urls.indexOf(url) !== i);
}

type BudgetApp = 'budget-app' | 'realistic-budget-app';

for (const [mode, appUrl, prefix] of [
  ['spec', BUDGET_APP_URL, 'budget-app'],
  ['realistic', REALISTIC_BUDGET_APP_URL, 'realistic-budget-app'],
] as const) {
  test(`the ticket’s way stays within its floor + 2 calls (${mode} mode)`, async ({ page }) => {
    const [ticket] = await ticketsByLength();
    if (!ticket) throw new Error('no demo invoice');
    const { invoice, email } = ticket;
    const view = paymentsPage(page);
    const steps: Record<string, string[]> = {};
    steps.search = await counted(prefix, page, async () => {
      await page.goto(`${appUrl}/search?q=${encodeURIComponent(email)}`);
      await expect(page.getByText(email).first()).toBeVisible();
    });
    steps.customer = await counted(prefix, page, async () => {
      await page.goto(`${appUrl}/customers/${invoice.subscriberId}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
    steps.invoice = await counted(prefix, page, async () => {
      await page.goto(`${appUrl}/invoices/${invoice.id}`);
      await expect(view.range).toHaveText(`Showing 1–25 of ${invoice.payments}`);
      await expect(view.progress).toHaveCount(0);
    });
    steps.detail = await counted(prefix, page, async () => {
      await view.rows.first().locator('td').nth(2).click();
      await expect(view.details).toBeVisible();
    });
    const revisit = await counted(prefix, page, async () => {
      await page.goto(`${appUrl}/invoices/${invoice.id}`);
      await expect(view.range).toHaveText(`Showing 1–25 of ${invoice.payments}`);
    });
    const perStep = Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, v.length]));
    test.info().annotations.push({
      type: 'calls per step',
      description: JSON.stringify({ ...perStep, revisit: revisit.length }),
    });
    for (const [step, urls] of Object.entries(steps))
      expect(repeated(urls), `${step}: an identical call twice`).toEqual([]);
    const way = Object.values(perStep).reduce((x, y) => x + y, 0);
    expect(way, JSON.stringify(perStep)).toBeLessThanOrEqual(FLOOR + 2);
    expect(revisit.length, revisit.join('\n')).toBeLessThanOrEqual(2);
  });
}

test('an unknown invoice’s view asks each upstream thing once', async ({ page, consoleWatch }) => {
  consoleWatch.allowHttpErrors(404);
  const view = await counted('budget-app', page, async () => {
    await page.goto(`${BUDGET_APP_URL}/invoices/00000000-0000-4000-8000-00000000b404`);
    await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
  });
  // The summary and the table both need its payments: the 404 is remembered for seconds.
  expect(view.length).toBeGreaterThan(0);
  expect(repeated(view), 'an identical call twice').toEqual([]);
});

/** How often each distinct upstream call was made. */
function perUrl(urls: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const url of urls) counts.set(url, (counts.get(url) ?? 0) + 1);
  return counts;
}

/** The page has given up: its Retry shows and nothing is still being retried in the background. */
async function settledOnError(page: Page) {
  await expect(page.getByRole('button', { name: 'Retry', exact: true }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Rate limited, retrying…')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Retrying…' })).toHaveCount(0, { timeout: 20_000 });
}

for (const status of [429, 503] as const) {
  // 429: the browser asks each request 3 times (retries.spec.ts), and after a 429 the BFF sends
  // nothing until its Retry-After passed, so the view's requests share one call a round.
  // 503: the BFF tries 3 times and answers an error the browser does not retry.
  test(`${status} to everything: at most 3 calls per distinct upstream request in each view of the ticket’s way, 3 more per Retry`, async ({
    page,
    sim,
    consoleWatch,
  }) => {
    test.setTimeout(90_000);
    consoleWatch.allowHttpErrors(429, 502, 503);
    // A ticket no other test here walked: nothing of it is in the budget app's cache.
    const ticket = (await ticketsByLength())[status === 429 ? 1 : 2];
    if (!ticket) throw new Error('no demo invoice');
    const { invoice, email } = ticket;
    await sim.inject('api', { kind: 'status', status, retryAfter: '1' }, 10_000);
    const views: Record<string, string[]> = {};
    views.search = await counted('budget-app', page, async () => {
      await page.goto(`${BUDGET_APP_URL}/search?q=${encodeURIComponent(email)}`);
      await settledOnError(page);
    });
    views.customer = await counted('budget-app', page, async () => {
      await page.goto(`${BUDGET_APP_URL}/customers/${invoice.subscriberId}`);
      await settledOnError(page);
    });
    views.invoice = await counted('budget-app', page, async () => {
      await page.goto(`${BUDGET_APP_URL}/invoices/${invoice.id}`);
      await settledOnError(page);
    });
    views.retry = await counted('budget-app', page, async () => {
      await page.getByRole('button', { name: 'Retry', exact: true }).first().click();
      // Asked again: at once (503), or once the 429's Retry-After passed.
      await expect
        .poll(async () => (await (await control('/budget-app/requests')).json()).length)
        .toBeGreaterThan(0);
      await settledOnError(page);
    });
    test.info().annotations.push({
      type: 'most calls for one upstream request, per view',
      description: JSON.stringify(
        Object.fromEntries(
          Object.entries(views).map(([k, v]) => [k, Math.max(0, ...perUrl(v).values())]),
        ),
      ),
    });
    expect(views.invoice.length).toBeGreaterThan(0);
    for (const [step, urls] of Object.entries(views))
      for (const [url, calls] of perUrl(urls))
        expect(calls, `${step}: ${url}`).toBeLessThanOrEqual(3);
  });
}
