import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';

const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

test.describe('loading, empty and error states', () => {
  test('a skeleton shows while the first page loads', async ({ page, invoices, sim }) => {
    await sim.latency(1_500);
    await page.goto(invoices.byLabel('6 payments').path);
    await expect(page.getByRole('status').filter({ hasText: 'Loading payments…' })).toBeAttached();
    await expect(page.locator('.skeleton-table')).toBeVisible();
    await expect(paymentsPage(page).rows).toHaveCount(6);
    await expect(page.locator('.skeleton-table')).toHaveCount(0);
  });

  test('a payments view whose code fails to download says so, and Try again loads it', async ({
    page,
    invoices,
    consoleWatch,
  }) => {
    // The payments view's code is in the views' one lazy chunk (features/navigation-views.ts).
    consoleWatch.allowFailedDownload('/assets/navigation-views-');
    let blocked = true;
    await page.route('**/assets/navigation-views-*.js', (route) =>
      blocked ? route.abort('failed') : route.continue(),
    );
    await page.goto(invoices.byLabel('6 payments').path);
    await expect(
      page.getByRole('heading', { name: 'The payments view did not load' }),
    ).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(paymentsPage(page).rows).toHaveCount(6);
  });

  test('an invoice without payments says so', async ({ page, invoices }) => {
    await page.goto(invoices.byLabel('no payments').path);
    await expect(
      page.getByRole('heading', { name: 'No payments recorded for this invoice' }),
    ).toBeVisible();
  });

  test('an unknown invoice is “Invoice not found”, without retries', async ({
    page,
    consoleWatch,
    sim,
  }) => {
    consoleWatch.allowHttpErrors(404);
    await page.goto(`/subscriptions/${UNKNOWN}/invoices/${UNKNOWN}`);
    await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
    expect((await sim.counters()).listRequests).toBe(1);
  });

  test('an upstream failure shows the BFF’s detail and Retry works', async ({
    page,
    invoices,
    sim,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(502);
    // Neither the BFF nor the browser retries a body that is not JSON: one failure shows.
    await sim.inject('list', { kind: 'html' }, 1);
    const acme = invoices.byLabel('6 payments');
    await page.goto(acme.path);
    await expect(page.getByRole('heading', { name: 'Payments could not be loaded' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Elastic Path sent an unexpected response.')).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(paymentsPage(page).rows).toHaveCount(6);
  });

  test('a rate limit says so and retries by itself', async ({
    page,
    invoices,
    sim,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(429);
    // The BFF passes a 429 through with Retry-After; the browser waits and asks again.
    await sim.inject('list', { kind: 'status', status: 429, retryAfter: '1' }, 1);
    await page.goto(invoices.byLabel('6 payments').path);
    await expect(page.getByText('Rate limited, retrying…')).toBeVisible({ timeout: 15_000 });
    await expect(paymentsPage(page).rows).toHaveCount(6, { timeout: 15_000 });
    await expect(page.getByText('Rate limited, retrying…')).toHaveCount(0);
  });

  test('rows already shown stay visible behind an error banner', async ({
    page,
    invoices,
    sim,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(502, 504);
    const acme = invoices.byLabel('6 payments');
    const view = paymentsPage(page);
    await page.goto(acme.path);
    await expect(view.rows).toHaveCount(6);
    await sim.inject('list', { kind: 'status', status: 500 }, 1);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Could not refresh these payments.' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(view.rows).toHaveCount(6);
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(banner).toHaveCount(0);
    await expect(view.rows).toHaveCount(6);
  });
});
