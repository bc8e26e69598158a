/**
 * The smaller defects an agent meets on the way, read as a user sees them: recent pages that list
 * only what was found and say which invoice each is, a link under the wrong subscription that
 * offers the invoice's real page, "Refreshing…" only over data already shown, and tables that
 * name their time zone once (with billing periods as UTC days).
 */
import type { DemoInvoiceEntry } from '@pc/ep-simulator';
import type { Page } from '@playwright/test';
import { control, expect, test } from './support/fixtures';
import { demoDirectory, search } from './support/navigation';
import { paymentsPage } from './support/payments-page';

const JANUARY = 'Acme Cloud · #1 · 2026-01 · paid';
const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

async function demoInvoice(label: string): Promise<DemoInvoiceEntry> {
  const demo = (await (await control('/demo-invoices')).json()) as DemoInvoiceEntry[];
  const found = demo.find((d) => d.label === label);
  if (!found) throw new Error(`no demo invoice ${label}`);
  return found;
}

async function customerName(subscriberId: string | null): Promise<string> {
  const found = (await demoDirectory()).subscribers.find((s) => s.id === subscriberId);
  if (!found) throw new Error(`no demo subscriber ${subscriberId}`);
  return found.name;
}

function recentPages(page: Page) {
  return page.getByRole('region', { name: 'Recent pages' }).getByRole('listitem');
}

test.describe('smaller defects found on the way', () => {
  test('recent pages skip what was not found and name an invoice by number, month, standing and customer', async ({
    page,
    invoices,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(404);
    const january = await demoInvoice(JANUARY);
    const other = invoices.byLabel('Globex Media · EUR · 3 payments');

    // Three addresses that name nothing: an unknown customer, an unknown invoice, and an invoice
    // under a subscription it does not belong to.
    await page.goto(`/customers/${UNKNOWN}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer not found');
    await page.goto(`/invoices/${UNKNOWN}`);
    await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
    await page.goto(`/subscriptions/${other.subscriptionId}/invoices/${january.id}`);
    await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();

    await page.goto(`/invoices/${january.id}`);
    await expect(paymentsPage(page).rows).toHaveCount(january.payments);
    await page.getByRole('link', { name: 'Payments Console' }).click();

    const recent = recentPages(page);
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toHaveText(
      `Invoice#1 · Jan 2026 · Paid${await customerName(january.subscriberId)}`,
    );
    await recent.first().getByRole('link').click();
    await expect(page).toHaveURL(`/invoices/${january.id}`);
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

  test.describe('far from UTC', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('a subscription’s invoices and history name the zone once; billing periods are UTC days', async ({
      page,
    }) => {
      const january = await demoInvoice(JANUARY);
      await page.goto(`/subscriptions/${january.subscriptionId}`);
      const table = page.getByRole('table', { name: 'Invoices' });
      const note = table.locator('caption .table-caption-note');
      await expect(note).toHaveText(
        'Times in America/New_York. Billing periods are calendar days in UTC, last day included.',
      );
      const row = table.locator('tbody tr').filter({ hasText: january.id.slice(0, 8) });
      // January is 1–31 Jan in UTC days, not "Dec 31 – Jan 31" shifted to New York.
      await expect(row).toContainText('1–31 Jan 2026');
      const cells = await table.locator('tbody td.col-when').allTextContents();
      expect(cells.length).toBeGreaterThan(0);
      for (const text of cells) expect(text).not.toMatch(/America\/New_York|UTC/);

      // The lifecycle history, a list of times, names the zone once too.
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.locator('.table-caption-note')).toHaveText('Times in America/New_York.');
      await expect(history.locator('.history')).not.toContainText('America/New_York');

      await page.getByLabel('Time zone').selectOption('utc');
      await expect(note).toHaveText(
        'Times in UTC. Billing periods are calendar days in UTC, last day included.',
      );
      await expect(row).toContainText('1–31 Jan 2026');
    });
  });
});
