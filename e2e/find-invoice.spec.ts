import { expect, test } from './support/fixtures';
import { search } from './support/navigation';
import { paymentsPage, recordPaymentRequests } from './support/payments-page';

test.describe('finding an invoice', () => {
  test('the simulator banner and demo invoices lead to data in one click', async ({
    page,
    invoices,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Simulated data.')).toBeVisible();
    const acme = invoices.byLabel('6 payments');
    await page.getByRole('link', { name: new RegExp(acme.label) }).click();
    // Every link to an invoice names it alone.
    await expect(page).toHaveURL(acme.invoicePath);
    const view = paymentsPage(page);
    await expect(view.rows).toHaveCount(6);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice #\d+$/);
  });

  test('a pasted invoice id with spaces, braces and capitals opens the invoice', async ({
    page,
    invoices,
  }) => {
    const acme = invoices.byLabel('6 payments');
    await page.goto('/');
    await search(page, `  {${acme.invoiceId.toUpperCase()}}  `);
    await expect(page).toHaveURL(acme.invoicePath);
    await expect(paymentsPage(page).rows).toHaveCount(6);
  });

  test('an id that is not a UUID is searched as text, and no payments are asked for', async ({
    page,
  }) => {
    const requests = recordPaymentRequests(page);
    await page.goto('/');
    await search(page, '3fa85f64-5717-4562-b3fc-2c963f66afa');
    await expect(
      page.getByRole('heading', { name: /^No customer, subscription or invoice matches/ }),
    ).toBeVisible();
    expect(requests).toEqual([]);
  });
});
