/**
 * The invoice's context above its payments, for invoices in every state the demo
 * seed has, and the same page in realistic mode (no totals from the upstream).
 */
import { expect, test } from './support/fixtures';
import { fact, paymentsPage } from './support/payments-page';
import { REALISTIC_APP_URL } from './support/ports';

test.describe('the invoice’s context', () => {
  test('an unpaid invoice: who, what, which, when, how much, attempts and the estimated retry', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.inState('unpaid');
    const view = paymentsPage(page);
    await page.goto(invoice.path);
    await expect(view.rows).toHaveCount(invoice.payments);

    // The number is never the only identifier: the full id stands beside it.
    await expect(view.heading).toHaveText(/^Invoice #\d+$/);
    await expect(fact(page, 'Invoice ID').locator('.truncated-id__text')).toHaveText(invoice.id);
    await expect(page.getByRole('list', { name: 'Invoice status' })).toHaveText('Unpaid');

    const customer = fact(page, 'Customer');
    await expect(customer.getByRole('link')).toHaveAttribute(
      'href',
      `/customers/${invoice.subscriberId}`,
    );
    await expect(customer).toContainText(/@/);
    const subscription = fact(page, 'Subscription').getByRole('link');
    await expect(subscription).toHaveAttribute('href', `/subscriptions/${invoice.subscriptionId}`);

    // UTC calendar days, the end exclusive, said once.
    await expect(fact(page, 'Billing period')).toHaveText(
      /^\d+–\d+ \w{3} \d{4}Billing periods are calendar days in UTC, last day included\.$/,
    );
    await expect(fact(page, 'Total')).toHaveText('$29.99');
    await expect(fact(page, 'Tax')).toHaveText('Not required');
    await expect(fact(page, 'Attempts')).toHaveText(
      `${invoice.payments} of 11 attempts · ${11 - invoice.payments} retries left`,
    );
    // The demo's retry was due in spring 2026: read against now, it is overdue.
    const retry = fact(page, 'Next retry (estimate)');
    await expect(retry).toContainText(/^Overdue: a retry was due on \w{3} \d+/);
    await expect(retry).toContainText('Estimated by the console');

    // The links lead to the customer's and the subscription's pages, time zone kept.
    await page.getByLabel('Time zone').selectOption('utc');
    await expect(subscription).toHaveAttribute(
      'href',
      `/subscriptions/${invoice.subscriptionId}?tz=utc`,
    );
    await subscription.click();
    await expect(page).toHaveURL(`/subscriptions/${invoice.subscriptionId}?tz=utc`);
  });

  test('a paid invoice says Paid, and has no next retry', async ({ page, invoices }) => {
    const invoice = invoices.inState('paid', 6);
    await page.goto(invoice.invoicePath);
    await expect(page.getByRole('list', { name: 'Invoice status' })).toHaveText('Paid');
    // Attempts up to the one that paid; the charge after it and the refund are not attempts.
    await expect(fact(page, 'Attempts')).toHaveText('4 of 11 attempts · paid');
    await expect(page.getByText('Next retry (estimate)')).toHaveCount(0);
  });

  test('retries exhausted: the badge, and attempts at the limit', async ({ page, invoices }) => {
    const invoice = invoices.inState('retries-exhausted');
    await page.goto(invoice.path);
    await expect(page.getByRole('list', { name: 'Invoice status' })).toHaveText(
      'UnpaidRetries exhausted',
    );
    await expect(fact(page, 'Attempts')).toHaveText('11 of 11 attempts · out of retries');
    await expect(page.getByText('Next retry (estimate)')).toHaveCount(0);
  });

  test('tax pending, and pro forma', async ({ page, invoices }) => {
    const taxPending = invoices.inState('tax-pending');
    await page.goto(taxPending.path);
    await expect(fact(page, 'Tax')).toHaveText('Pending');
    await expect(fact(page, 'Total')).toHaveText('€1,299.00');

    const proForma = invoices.inState('pro-forma');
    await page.goto(proForma.path);
    await expect(page.getByRole('list', { name: 'Invoice status' })).toContainText('Pro forma');
    // KWD has three decimals: the currency's own exponent.
    await expect(fact(page, 'Total')).toHaveText('KWD 3.125');
  });

  test('realistic mode: the same context and the whole invoice without upstream totals', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.longest;
    const view = paymentsPage(page);
    await page.goto(`${REALISTIC_APP_URL}${invoice.invoicePath}`);
    await expect(view.heading).toHaveText(/^Invoice #\d+$/);
    await expect(page.getByRole('list', { name: 'Invoice status' })).toHaveText('Paid');
    // The real service sends no totals: the count comes from the invoice, the rows from every page.
    await expect(view.range).toHaveText(`Showing 1–25 of ${invoice.payments}`);
    await expect(view.status('All')).toHaveAccessibleName(`All ${invoice.payments}`);
    // It sends payments by id, not by time: the page still reads newest first.
    const created = await view.table
      .locator('tbody tr[data-payment-id]:visible td:nth-child(7) time')
      .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    await view.last.click();
    await expect(view.range).toHaveText(`Showing 226–${invoice.payments} of ${invoice.payments}`);
  });
});
