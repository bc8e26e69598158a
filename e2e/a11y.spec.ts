import { axeViolations, expect, test } from './support/fixtures';
import { searchBoxes } from './support/navigation';
import { paymentsPage } from './support/payments-page';

// axe is injected as a script tag, which the product's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

test.describe('accessibility', () => {
  test('home page: no serious or critical axe violation, search usable by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /6 payments/ }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('/');
    const box = searchBoxes(page).home;
    await expect(box).toBeFocused();
    await page.keyboard.type('x');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Type at least 2 characters/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('invoice page: table semantics, keyboard filter, no serious violation', async ({
    page,
    invoices,
  }) => {
    const acme = invoices.byLabel('6 payments');
    const view = paymentsPage(page);
    await page.goto(acme.path);
    await expect(view.rows).toHaveCount(6);
    await expect(view.table.locator('caption')).toHaveText(/Payments of invoice/);
    await expect(view.table.getByRole('columnheader')).toHaveCount(8);
    expect(await axeViolations(page)).toEqual([]);

    // The filter is a radio group: focus it, arrow to Failed.
    await view.status('All').focus();
    await expect(view.status('All')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(view.status('Failed')).toBeChecked();
    await expect(view.rows).toHaveCount(3);
    // The focus ring is visible on the chosen option.
    const outline = await page
      .locator('.segmented__option input:focus-visible + .segmented__label')
      .evaluate((node) => getComputedStyle(node).outlineStyle);
    expect(outline).toBe('solid');

    // Tab order: filter → exports → columns and density → sort buttons → one row → page controls.
    await page.keyboard.press('Tab');
    await expect(view.exportCsv).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(view.exportAll).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByText('Columns and density')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Status' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${colorScheme} theme: the invoice page and the payment details have no serious violation`, async ({
      page,
      invoices,
    }) => {
      await page.emulateMedia({ colorScheme });
      const invoice = invoices.inState('unpaid');
      const view = paymentsPage(page);
      await page.goto(invoice.path);
      await expect(view.rows).toHaveCount(invoice.payments);
      await expect(page.getByText('Next retry (estimate)')).toBeVisible();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      // The theme follows prefers-color-scheme.
      expect(background).toBe(colorScheme === 'dark' ? 'rgb(14, 19, 26)' : 'rgb(246, 248, 250)');
      expect(await axeViolations(page)).toEqual([]);

      await view.rows.first().click();
      await expect(view.details).toBeVisible();
      await expect(view.details.getByText(/^Attempt \d+ of \d+$/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await view.status('Failed').check();
      await page.getByText('Columns and density').click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('error and empty states have no serious violation', async ({ page, invoices }) => {
    await page.goto(invoices.byLabel('no payments').path);
    await expect(
      page.getByRole('heading', { name: 'No payments recorded for this invoice' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('usable at 390 px wide', async ({ page, invoices }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const view = paymentsPage(page);
    await page.goto(`${invoices.longest.path}?limit=10`);
    await expect(view.rows).toHaveCount(10);
    // The page never scrolls sideways; the table does, inside its own region.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    await view.next.click();
    await expect(view.range).toHaveText(/^Showing 11–20 of/);
    expect(await axeViolations(page)).toEqual([]);
  });
});
