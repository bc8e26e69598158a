import { expect, test } from './support/fixtures';
import { search } from './support/navigation';
import { paymentsPage } from './support/payments-page';
import { REALISTIC_APP_URL } from './support/ports';

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

  test('an invoice page whose code fails to download says so, and Try again loads it', async ({
    page,
    invoices,
    consoleWatch,
  }) => {
    // The invoice page's code is in the views' one lazy chunk (routes/lazy-views.tsx).
    consoleWatch.allowFailedDownload('/assets/lazy-views-');
    let blocked = true;
    await page.route('**/assets/lazy-views-*.js', (route) =>
      blocked ? route.abort('failed') : route.continue(),
    );
    await page.goto(invoices.byLabel('6 payments').path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page did not load' }),
    ).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(paymentsPage(page).rows).toHaveCount(6);
  });

  for (const [mode, origin] of [
    ['spec', ''],
    ['realistic', REALISTIC_APP_URL],
  ] as const) {
    test(`an invoice without payments says so, once the invoice is found (${mode} mode)`, async ({
      page,
      invoices,
    }) => {
      const empty = invoices.byLabel('no payments');
      await page.goto(`${origin}${empty.path}`);
      await expect(
        page.getByRole('heading', { name: 'No payments recorded for this invoice' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice #\d+$/);
    });

    test(`an unknown invoice is “Invoice not found”, never “no payments” (${mode} mode)`, async ({
      page,
      consoleWatch,
      invoices,
    }) => {
      consoleWatch.allowHttpErrors(404);
      const known = invoices.byLabel('6 payments');
      for (const path of [
        `/invoices/${UNKNOWN}`,
        `/subscriptions/${known.subscriptionId}/invoices/${UNKNOWN}`,
      ]) {
        await page.goto(`${origin}${path}`);
        await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
        await expect(page.getByText(`No invoice has the ID ${UNKNOWN}.`)).toBeVisible();
        await expect(page.getByText(/^Check the invoice ID/)).toBeVisible();
        await expect(page.getByText('No payments recorded for this invoice')).toHaveCount(0);
      }
    });
  }

  test('a link whose invoice belongs to another subscription is not found', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.byLabel('6 payments');
    const other = invoices.byLabel('Globex Media · EUR · 3 payments');
    await page.goto(`/subscriptions/${other.subscriptionId}/invoices/${invoice.invoiceId}`);
    await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
    await expect(page.getByText('belongs to another subscription')).toBeVisible();
  });

  test('a link under the wrong subscription offers the invoice’s real page, view kept', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.byLabel('6 payments');
    const other = invoices.byLabel('Globex Media · EUR · 3 payments');
    await page.goto(
      `/subscriptions/${other.subscriptionId}/invoices/${invoice.invoiceId}?status=failed`,
    );
    await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
    await expect(page.getByText(`subscription ${invoice.subscriptionId}`)).toBeVisible();

    await page.getByRole('link', { name: 'Open the invoice on its subscription' }).click();
    await expect(page).toHaveURL(`${invoice.path}?status=failed`);
    await expect(paymentsPage(page).rows).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice #\d+$/);
  });

  test('an upstream failure shows the BFF’s detail and Retry works', async ({
    page,
    invoices,
    sim,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(502);
    // Neither the BFF nor the browser retries a body that is not JSON: one failure shows. Two
    // faults: the invoice's own summary reads the same payment list.
    await sim.inject('list', { kind: 'html' }, 2);
    const acme = invoices.byLabel('6 payments');
    await page.goto(acme.path);
    await expect(page.getByRole('heading', { name: 'Payments could not be loaded' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Elastic Path sent an unexpected response.').first()).toBeVisible();
    await expect(page.getByText('Could not load the invoice’s details.')).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).last().click();
    await expect(paymentsPage(page).rows).toHaveCount(6);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice #\d+$/);
  });

  test('a rate limit says so and retries by itself', async ({
    page,
    invoices,
    sim,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(429);
    // The BFF passes a 429 through with Retry-After; the browser waits and asks again.
    await sim.inject('list', { kind: 'status', status: 429, retryAfter: '1' }, 2);
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
    await sim.inject('list', { kind: 'status', status: 500 }, 2);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Could not refresh these payments.' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(view.rows).toHaveCount(6);
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(banner).toHaveCount(0);
    await expect(view.rows).toHaveCount(6);
  });

  test('"Refreshing…" shows when Refresh reads again, never on a first load', async ({
    page,
    invoices,
    sim,
  }) => {
    const invoice = invoices.longest;
    const view = paymentsPage(page);
    await page.goto('/');
    // Every upstream answer is slow, so the first load (several pages of payments) takes a while.
    await sim.latency(250);
    // Watch the page's buttons from before the invoice opens (a move inside the app keeps it).
    await page.evaluate(() => {
      const state = window as unknown as { sawRefreshing: boolean };
      state.sawRefreshing = false;
      const look = () => {
        for (const button of document.querySelectorAll('button')) {
          if (button.textContent === 'Refreshing…') state.sawRefreshing = true;
        }
      };
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const sawRefreshing = () =>
      page.evaluate(() => (window as unknown as { sawRefreshing: boolean }).sawRefreshing);

    await search(page, invoice.invoiceId);
    await expect(page).toHaveURL(new RegExp(`/invoices/${invoice.invoiceId}$`));
    await expect(view.progress).toBeVisible();
    await expect(view.range).toHaveText(`Showing 1–25 of ${invoice.payments}`);
    await expect(view.progress).toHaveCount(0);
    expect(await sawRefreshing()).toBe(false);

    // The watcher does see it when the data shown is read again.
    const refresh = page.getByRole('button', { name: /^Refresh/ });
    await expect(refresh).toHaveText('Refresh');
    await refresh.click();
    await expect.poll(sawRefreshing).toBe(true);
    await expect(refresh).toHaveText('Refresh');
    await expect(view.range).toHaveText(`Showing 1–25 of ${invoice.payments}`);
  });
});
