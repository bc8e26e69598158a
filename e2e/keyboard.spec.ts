/** J and k move between rows, Enter opens one, and Tab does not crawl. */
import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';

test.describe('keyboard', () => {
  test('j and k move between rows; Enter opens the details; Escape comes back', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.inState('retries-exhausted');
    const view = paymentsPage(page);
    await page.goto(invoice.path);
    await expect(view.rows).toHaveCount(invoice.payments);

    await page.keyboard.press('j');
    await expect(view.rows.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(view.rows.nth(2)).toBeFocused();
    await page.keyboard.press('k');
    await expect(view.rows.nth(1)).toBeFocused();

    const id = (await view.rows.nth(1).getAttribute('data-payment-id')) ?? '';
    await page.keyboard.press('Enter');
    await expect(view.details).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`payment=${id}`));
    await page.keyboard.press('Escape');
    await expect(view.rows.nth(1)).toBeFocused();
    await page.keyboard.press('j');
    await expect(view.rows.nth(2)).toBeFocused();

    // Typing in a field is typing, not moving.
    await view.rowsPerPage.focus();
    await page.keyboard.press('j');
    await expect(view.rowsPerPage).toBeFocused();
  });

  test('the rows are one Tab stop: Next page is a few Tabs away, past no copy button', async ({
    page,
    invoices,
  }) => {
    const view = paymentsPage(page);
    await page.goto(`${invoices.longest.path}?limit=100`);
    await expect(view.rows).toHaveCount(100);
    // Every page in: the rows no longer move as more arrive.
    await expect(view.range).toHaveText(`Showing 1–100 of ${invoices.longest.payments}`);
    await expect(view.progress).toHaveCount(0);
    await page.keyboard.press('j');
    await expect(view.rows.first()).toBeFocused();

    const stops: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
      });
      stops.push(stop);
      if (stop === 'Next page') break;
    }
    expect(stops.at(-1)).toBe('Next page');
    expect(stops.some((stop) => stop.startsWith('Copy'))).toBe(false);
    expect(stops.length).toBeLessThanOrEqual(4);
  });

  test('/ goes to the search box in the top bar', async ({ page, invoices }) => {
    const view = paymentsPage(page);
    await page.goto(invoices.byLabel('6 payments').path);
    await expect(view.rows).toHaveCount(6);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeVisible();
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
  });

  test('Escape leaves the search box, keeping what was typed, and j moves again', async ({
    page,
    invoices,
  }) => {
    const view = paymentsPage(page);
    await page.goto(invoices.byLabel('6 payments').path);
    await expect(view.rows).toHaveCount(6);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await page.keyboard.type('acme');
    await page.keyboard.press('Escape');
    await expect(search).not.toBeFocused();
    await expect(search).toHaveValue('acme');
    await page.keyboard.press('j');
    await expect(view.rows.nth(0)).toBeFocused();
  });

  test('the arrows move between rows once one has the focus, and the keys are said meanwhile', async ({
    page,
    invoices,
  }) => {
    const view = paymentsPage(page);
    await page.goto(invoices.byLabel('6 payments').path);
    await expect(view.rows).toHaveCount(6);
    const hint = page.getByText('move between rows');
    await expect(hint).toBeHidden();

    await page.keyboard.press('j');
    await expect(view.rows.nth(0)).toBeFocused();
    await expect(hint).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(view.rows.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(view.rows.nth(1)).toBeFocused();
    // Outside the rows the arrows are the page's again (they scroll it), and the hint goes.
    await view.rowsPerPage.focus();
    await expect(hint).toBeHidden();
  });

  test('the attention list reads the same way: j to a row, Enter opens its invoice', async ({
    page,
  }) => {
    await page.goto('/attention');
    const rows = page.locator('tbody tr[data-invoice-id]');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('j');
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    const id = (await rows.nth(1).getAttribute('data-invoice-id')) ?? '';
    await page.keyboard.press('Enter');
    // The invoice keeps the list it was opened from (next and previous walk it).
    await expect(page).toHaveURL(new RegExp(`/invoices/${id}\\?from=%2Fattention$`));
  });
});
