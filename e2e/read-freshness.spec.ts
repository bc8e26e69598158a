/**
 * Every page says when its data was read from Elastic Path. The console keeps reads for up to a
 * minute for everyone using it (its read cache, on as deployed in the call-budget app here), so a
 * page answered from that cache shows the time of an earlier read, maybe a colleague's: it says
 * so, rather than pass the time off as this page's own read.
 */
import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';
import { BUDGET_APP_URL } from './support/ports';

test('a page answered from the console’s cache says so, with the earlier read’s time', async ({
  page,
  invoices,
}) => {
  const invoice = invoices.byLabel('6 payments');
  await page.goto(`${BUDGET_APP_URL}${invoice.path}`);
  await expect(paymentsPage(page).heading).toBeVisible();
  const note = page.getByTestId('read-at');
  const readAt = () => note.locator('time').getAttribute('datetime');

  // Refresh reads Elastic Path now, for this page.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await expect(note).toContainText('Data as of');
  await expect(note).not.toContainText('shared cache');
  const fresh = Date.parse((await readAt()) ?? '');

  // Opened again within the minute: the same reads, kept by the console, and said to be.
  await page.reload();
  await expect(paymentsPage(page).heading).toBeVisible();
  await expect(note).toContainText('from the console’s shared cache');
  expect(Date.parse((await readAt()) ?? '')).toBeLessThanOrEqual(fresh);
});
