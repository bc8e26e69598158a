/** Density and the column chooser, remembered in the browser; a header in view. */
import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';

test.describe('table options', () => {
  test('compact rows are single-line, and the choice is remembered', async ({ page, invoices }) => {
    const invoice = invoices.inState('retries-exhausted');
    const view = paymentsPage(page);
    await page.goto(invoice.path);
    const row = view.rows.first();
    const comfortable = (await row.boundingBox())?.height ?? 0;

    await page.getByText('Columns and density').click();
    await page.getByRole('group', { name: 'Density' }).getByLabel('Compact').check();
    await expect(view.table).toHaveAttribute('data-density', 'compact');
    const compact = (await row.boundingBox())?.height ?? 0;
    expect(compact).toBeLessThan(comfortable);
    // One line: every cell's content is no taller than one line of text.
    for (const cell of await row.locator('td').all()) {
      expect((await cell.boundingBox())?.height ?? 0).toBeLessThanOrEqual(compact);
    }
    expect(compact).toBeLessThanOrEqual(34);

    await page.reload();
    await expect(view.table).toHaveAttribute('data-density', 'compact');
  });

  test('Job ID and Updated are hidden by default; a shown column stays shown', async ({
    page,
    invoices,
  }) => {
    const acme = invoices.byLabel('6 payments');
    const view = paymentsPage(page);
    await page.goto(acme.path);
    const headers = view.table.getByRole('columnheader');
    await expect(headers).toHaveCount(8);
    await expect(view.table.getByRole('columnheader', { name: 'Job ID' })).toHaveCount(0);

    await page.getByText('Columns and density').click();
    const columns = page.getByRole('group', { name: 'Columns' });
    await expect(columns.getByLabel('Status')).toBeDisabled();
    await expect(columns.getByLabel('Job ID')).not.toBeChecked();
    await expect(columns.getByLabel('Updated')).not.toBeChecked();
    await columns.getByLabel('Job ID').check();
    await columns.getByLabel('Gateway').uncheck();
    await expect(view.table.getByRole('columnheader', { name: 'Job ID' })).toBeVisible();
    await expect(view.table.getByRole('columnheader', { name: 'Gateway' })).toHaveCount(0);
    await expect(view.rows.first().locator('td')).toHaveCount(8);

    await page.reload();
    await expect(view.table.getByRole('columnheader', { name: 'Job ID' })).toBeVisible();
    await expect(view.table.getByRole('columnheader', { name: 'Gateway' })).toHaveCount(0);
  });

  test('the header stays in view while a 100-row page scrolls', async ({ page, invoices }) => {
    const view = paymentsPage(page);
    await page.goto(`${invoices.longest.path}?limit=100`);
    await expect(view.rows).toHaveCount(100);
    await expect(view.progress).toHaveCount(0);
    const region = page.getByRole('region', { name: /Payments of invoice/ });
    await region.evaluate((node) => {
      node.scrollTop = 2_000;
    });
    await page.mouse.wheel(0, 600);
    await expect(view.rows.first()).not.toBeInViewport();
    const header = view.table.getByRole('columnheader', { name: 'Amount' });
    await expect(header).toBeInViewport();
    const headerBox = await header.boundingBox();
    const regionBox = await region.boundingBox();
    expect(headerBox?.y ?? -1).toBeGreaterThanOrEqual((regionBox?.y ?? 0) - 1);
    expect(headerBox?.y ?? 1e9).toBeLessThanOrEqual((regionBox?.y ?? 0) + 2);
  });
});
