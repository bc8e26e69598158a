import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';

/** The shown rows' Created instants (the 7th column), in table order. */
function createdTimes(view: ReturnType<typeof paymentsPage>): Promise<number[]> {
  return view.table
    .locator('tbody tr:visible td:nth-child(7) time')
    .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
}

test.describe('the payments table', () => {
  test('reads like a payments list: status words, exact money, local times', async ({
    page,
    invoices,
  }) => {
    const edge = invoices.byLabel('E2E Edge Cases');
    const view = paymentsPage(page);
    await page.goto(edge.path);
    await expect(view.rows).toHaveCount(edge.payments);

    const headers = await view.table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'Status',
      'Amount',
      'Gateway',
      'External payment ID',
      'Failure reason',
      'Payment taken',
      'Created',
      'Updated',
      'Payment ID',
      'Job ID',
    ]);

    const row = (external: string) => view.rows.filter({ hasText: external });
    await expect(row('pi_int64_max').locator('td').nth(1)).toHaveText(
      '$92,233,720,368,547,758.07incl. tax',
    );
    await expect(row('pi_int64_min').locator('td').nth(1)).toHaveText(
      '-$92,233,720,368,547,758.08excl. tax',
    );
    await expect(row('pi_int64_min').locator('td').first()).toHaveText('Failed');
    await expect(row('jp_pending').locator('td').nth(1)).toHaveText('¥123,456');
    await expect(row('jp_pending').locator('td').first()).toHaveText('Pending');
    await expect(row('pi_unknown_currency').locator('td').nth(1)).toHaveText('1999 ZZZ');
    await expect(row('pi_refund').locator('td').nth(1)).toHaveText('-$5.00');

    const kwd = view.rows.filter({ hasText: 'KWD' });
    await expect(kwd.locator('td').nth(1)).toHaveText('KWD 1.234');
    await expect(kwd.locator('td').first()).toHaveText('SucceededManual');
    // Absent values are an em dash (with words for screen readers).
    await expect(kwd.locator('td').nth(3)).toHaveText('—Not recorded');

    // Times in the browser's zone (UTC here), the exact value on hover.
    const created = row('pi_int64_min').locator('td').nth(6).locator('time');
    await expect(created).toHaveAttribute('title', '2026-03-01T11:00:00.000+02:00');
    await expect(created).toHaveText('Mar 1, 2026 9:00:00 AM');

    // Amount cells are right aligned with tabular figures.
    const amountCell = row('pi_refund').locator('td').nth(1);
    await expect(amountCell).toHaveCSS('text-align', 'right');
    await expect(amountCell.locator('.amount')).toHaveCSS('font-variant-numeric', 'tabular-nums');
  });

  test('sorts within the page by column, keyboard included', async ({ page, invoices }) => {
    const edge = invoices.byLabel('E2E Edge Cases');
    const view = paymentsPage(page);
    await page.goto(edge.path);
    await expect(view.rows).toHaveCount(edge.payments);

    const createdHeader = page.getByRole('columnheader', { name: 'Created' });
    await page.getByRole('button', { name: 'Created' }).focus();
    await page.keyboard.press('Enter');
    await expect(createdHeader).toHaveAttribute('aria-sort', 'descending');
    const times = await createdTimes(view);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    await page.keyboard.press('Enter');
    await expect(createdHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await createdTimes(view);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  test('a sort holds on the next page', async ({ page, invoices }) => {
    const view = paymentsPage(page);
    await page.goto(invoices.longest.path);
    await expect(view.rows).toHaveCount(25);
    await page.getByRole('button', { name: 'Created' }).click();
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const firstPage = await createdTimes(view);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));

    await view.next.click();
    await expect(view.range).toHaveText(/^Showing 26–50 of/);
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const secondPage = await createdTimes(view);
    expect(secondPage).toHaveLength(25);
    expect(secondPage).not.toEqual(firstPage);
    expect(secondPage).toEqual([...secondPage].sort((a, b) => b - a));
  });

  test('a long id is shortened and can be copied', async ({ page, invoices, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const acme = invoices.byLabel('6 payments');
    await page.goto(acme.path);
    const view = paymentsPage(page);
    const firstId = view.rows.first().locator('td').nth(8);
    const full = await firstId.locator('.truncated-id__text').textContent();
    expect(full).toMatch(/^[0-9a-f-]{36}$/);
    await expect(firstId.locator('.truncated-id__text')).toHaveAttribute('title', full ?? '');
    const copy = firstId.getByRole('button', { name: 'Copy payment ID' });
    await copy.click();
    await expect(copy).toHaveAttribute('title', 'Copied');
    // Said once, for the whole page, by its live region.
    await expect(page.locator('[aria-live="polite"]', { hasText: 'Copied' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);
  });
});
