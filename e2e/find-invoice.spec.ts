import { expect, test } from './support/fixtures';
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
    await expect(page).toHaveURL(acme.path);
    const view = paymentsPage(page);
    await expect(view.rows).toHaveCount(6);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice #\d+$/);
  });

  test('the form validates both ids without sending a request', async ({ page }) => {
    const requests = recordPaymentRequests(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Show payments' }).click();
    await expect(page.getByText('Enter the subscription ID.')).toBeVisible();
    await expect(page.getByText('Enter the invoice ID.')).toBeVisible();
    await expect(page.getByLabel('Subscription ID')).toBeFocused();
    await expect(page.getByLabel('Subscription ID')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Subscription ID').fill('sub_123');
    await page.getByLabel('Invoice ID').fill('3fa85f64-5717-4562-b3fc-2c963f66afa');
    await page.getByRole('button', { name: 'Show payments' }).click();
    await expect(page.getByText('The subscription ID must be a UUID')).toBeVisible();
    await expect(page.getByText('The invoice ID must be a UUID')).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(requests).toEqual([]);
  });

  test('one click on Show payments, straight from a field, validates both', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Subscription ID').fill('not-a-uuid');
    // Focus is still in the field: the click blurs it. A message shown on that blur would push
    // the button down under the pointer and the click would be lost.
    await page.getByRole('button', { name: 'Show payments' }).click();
    await expect(page.getByText('The subscription ID must be a UUID')).toBeVisible();
    await expect(page.getByText('Enter the invoice ID.')).toBeVisible();
  });

  test('pasted ids with spaces and braces work', async ({ page, invoices }) => {
    const acme = invoices.byLabel('6 payments');
    await page.goto('/');
    await page.getByLabel('Subscription ID').fill(`  {${acme.subscriptionId}}  `);
    await page.getByLabel('Invoice ID').fill(`\t${acme.invoiceId.toUpperCase()} `);
    await page.getByLabel('Invoice ID').press('Enter');
    await expect(page).toHaveURL(acme.path);
    await expect(paymentsPage(page).rows).toHaveCount(6);
  });
});
