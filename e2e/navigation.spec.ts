import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';

test.describe('the URL is the state', () => {
  test('a pasted link restores page, page size and filter', async ({ page, invoices }) => {
    const invoice = invoices.longest;
    const view = paymentsPage(page);
    await page.goto(`${invoice.path}?offset=20&limit=10&status=succeeded`);
    await expect(view.range).toHaveText(`Showing 21–30 of ${invoice.payments}`);
    await expect(view.pageOf).toHaveText(`Page 3 of ${Math.ceil(invoice.payments / 10)}`);
    await expect(view.rowsPerPage).toHaveValue('10');
    await expect(view.status('Succeeded')).toBeChecked();
    for (const text of await view.statusCells.allTextContents()) expect(text).toMatch(/^Succeeded/);

    await page.reload();
    await expect(view.range).toHaveText(`Showing 21–30 of ${invoice.payments}`);
    await expect(view.status('Succeeded')).toBeChecked();
  });

  test('back and forward walk through pages, sizes and filters', async ({ page, invoices }) => {
    const invoice = invoices.longest;
    const total = invoice.payments;
    const view = paymentsPage(page);
    await page.goto('/');
    await page.getByRole('link', { name: new RegExp(invoice.label) }).click();
    await expect(view.range).toHaveText(`Showing 1–25 of ${total}`);
    await view.next.click();
    await expect(view.range).toHaveText(`Showing 26–50 of ${total}`);
    await view.rowsPerPage.selectOption('50');
    await expect(view.range).toHaveText(`Showing 1–50 of ${total}`);
    await view.status('Failed').check();
    await expect(page).toHaveURL(`${invoice.path}?limit=50&status=failed`);

    await page.goBack();
    await expect(page).toHaveURL(`${invoice.path}?limit=50`);
    await expect(view.status('All')).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(`${invoice.path}?offset=25`);
    await expect(view.range).toHaveText(`Showing 26–50 of ${total}`);
    await expect(view.rowsPerPage).toHaveValue('');
    await page.goBack();
    await expect(view.range).toHaveText(`Showing 1–25 of ${total}`);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search' })).toBeVisible();

    await page.goForward();
    await page.goForward();
    await expect(view.range).toHaveText(`Showing 26–50 of ${total}`);
    await page.goForward();
    await page.goForward();
    await expect(view.status('Failed')).toBeChecked();
    await expect(view.range).toHaveText(`Showing 1–50 of ${total}`);
  });

  test('links that are not an invoice land on a friendly page', async ({ page }) => {
    await page.goto('/subscriptions/not-a-uuid/invoices/also-not');
    await expect(
      page.getByRole('heading', { name: 'This link does not name an invoice' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Start a new search' }).click();
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search' })).toBeVisible();

    await page.goto('/somewhere/else');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
