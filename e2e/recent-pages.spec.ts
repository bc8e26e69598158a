/**
 * Recent pages on the home page, as a user sees them: only what was found is listed, and an
 * invoice is named by its number, month, standing and customer.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { demoDirectory, demoInvoice } from './support/navigation';
import { paymentsPage } from './support/payments-page';

const JANUARY = 'Acme Cloud · #1 · 2026-01 · paid';
const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

async function customerName(subscriberId: string | null): Promise<string> {
  const found = (await demoDirectory()).subscribers.find((s) => s.id === subscriberId);
  if (!found) throw new Error(`no demo subscriber ${subscriberId}`);
  return found.name;
}

function recentPages(page: Page) {
  return page.getByRole('region', { name: 'Recent pages' }).getByRole('listitem');
}

test.describe('recent pages', () => {
  test('skip what was not found and name an invoice by number, month, standing and customer', async ({
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
});
