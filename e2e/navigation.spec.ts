import { expect, test } from './support/fixtures';
import { searchBoxes } from './support/navigation';
import { paymentsPage } from './support/payments-page';

test.describe('the URL is the state', () => {
  test('a pasted link restores page, page size, filter and sort', async ({ page, invoices }) => {
    const invoice = invoices.longest;
    const view = paymentsPage(page);
    await page.goto(`${invoice.path}?offset=20&limit=10&status=succeeded&sort=amount.asc`);
    await expect(view.range).toHaveText(/^Showing 21–30 of \d+$/);
    await expect(view.progress).toHaveCount(0);
    await expect(view.pageOf).toHaveText(/^Page 3 of \d+$/);
    await expect(view.rowsPerPage).toHaveValue('10');
    await expect(view.status('Succeeded')).toBeChecked();
    await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    for (const text of await view.statusCells.allTextContents()) expect(text).toMatch(/^Succeeded/);
    const firstRow = await view.rows.first().getAttribute('data-payment-id');

    await page.reload();
    await expect(view.range).toHaveText(/^Showing 21–30 of/);
    await expect(view.status('Succeeded')).toBeChecked();
    await expect(view.rows.first()).toHaveAttribute('data-payment-id', firstRow ?? '');
  });

  test('back and forward walk through pages, sizes, filters and sorts', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.longest;
    // The demo link opens the invoice at /invoices/{id}.
    const path = invoice.invoicePath;
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
    await expect(page).toHaveURL(`${path}?limit=50&status=failed`);
    await page.getByRole('button', { name: 'Gateway' }).click();
    await expect(page).toHaveURL(`${path}?limit=50&status=failed&sort=gateway.asc`);

    await page.goBack();
    await expect(page).toHaveURL(`${path}?limit=50&status=failed`);
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await page.goBack();
    await expect(page).toHaveURL(`${path}?limit=50`);
    await expect(view.status('All')).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(`${path}?offset=25`);
    await expect(view.range).toHaveText(`Showing 26–50 of ${total}`);
    await expect(view.rowsPerPage).toHaveValue('25');
    await page.goBack();
    await expect(view.range).toHaveText(`Showing 1–25 of ${total}`);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(searchBoxes(page).home).toBeVisible();

    await page.goForward();
    await page.goForward();
    await expect(view.range).toHaveText(`Showing 26–50 of ${total}`);
    await page.goForward();
    await page.goForward();
    await expect(view.status('Failed')).toBeChecked();
  });

  test('/invoices/{id} opens the same page as the subscription’s link', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.byLabel('6 payments');
    const view = paymentsPage(page);
    await page.goto(`${invoice.invoicePath}?status=failed`);
    await expect(view.heading).toHaveText(/^Invoice #\d+$/);
    await expect(view.rows).toHaveCount(3);
    await expect(view.status('Failed')).toBeChecked();
    const shortPage = await view.rows.evaluateAll((rows) => rows.map((row) => row.textContent));

    await page.goto(`${invoice.path}?status=failed`);
    await expect(view.rows).toHaveCount(3);
    expect(await view.rows.evaluateAll((rows) => rows.map((row) => row.textContent))).toEqual(
      shortPage,
    );
  });

  test('invalid values fall back to their defaults, never a crash', async ({ page, invoices }) => {
    const invoice = invoices.byLabel('6 payments');
    const view = paymentsPage(page);
    await page.goto(
      `${invoice.invoicePath}?offset=-5&limit=101&status=refunded&sort=amount.sideways&payment=nope&tz=Mars`,
    );
    await expect(view.rows).toHaveCount(6);
    await expect(page).toHaveURL(invoice.invoicePath);
    await expect(view.details).toHaveCount(0);
    await expect(page.getByLabel('Time zone')).toHaveValue('local');
  });

  test('links that are not an invoice land on a friendly page', async ({ page }) => {
    await page.goto('/subscriptions/not-a-uuid/invoices/also-not');
    await expect(
      page.getByRole('heading', { name: 'This link does not name an invoice' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Start a new search' }).click();
    await expect(searchBoxes(page).home).toBeVisible();

    await page.goto('/invoices/also-not');
    await expect(
      page.getByRole('heading', { name: 'This link does not name an invoice' }),
    ).toBeVisible();

    await page.goto('/somewhere/else');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
