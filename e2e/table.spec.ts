import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';

/** The shown rows' Created instants, in table order. */
function createdTimes(view: ReturnType<typeof paymentsPage>): Promise<number[]> {
  return view.table
    .locator('tbody tr[data-payment-id]:visible td.col-date:nth-child(7) time')
    .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
}

test.describe('the payments table', () => {
  test('reads like a payments list: status words, exact money, times in the zone it names once', async ({
    page,
    invoices,
  }) => {
    const edge = invoices.byLabel('E2E Edge Cases');
    const view = paymentsPage(page);
    await page.goto(edge.path);
    await expect(view.rows).toHaveCount(edge.payments);

    const headers = await view.table.getByRole('columnheader').allTextContents();
    // Job ID and Updated are hidden until the column chooser shows them.
    expect(headers).toEqual([
      'Status',
      'Amount',
      'Gateway',
      'External payment ID',
      'Failure reason',
      'Payment taken',
      'Created',
      'Payment ID',
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
    // A succeeded payment with a negative amount is a refund: words and colour.
    await expect(row('pi_refund').locator('td').nth(1)).toHaveText('-$5.00');
    await expect(row('pi_refund').locator('td').first()).toHaveText('Refund');
    await expect(row('pi_refund').locator('.badge--refund')).toBeVisible();

    const kwd = view.rows.filter({ hasText: 'KWD' });
    await expect(kwd.locator('td').nth(1)).toHaveText('KWD 1.234');
    await expect(kwd.locator('td').first()).toHaveText('SucceededManual');
    // Absent values are an em dash (with words for screen readers).
    await expect(kwd.locator('td').nth(3)).toHaveText('—Not recorded');

    // Times in the console's zone (the browser's, UTC here), the exact value on hover; the zone
    // is named once, over the table, not in each cell.
    const created = row('pi_int64_min').locator('td').nth(6).locator('time');
    await expect(created).toHaveAttribute('title', '2026-03-01T11:00:00.000+02:00');
    await expect(created).toHaveText('Mar 1, 2026 9:00:00 AM');
    await expect(view.table.locator('caption .table-caption-note')).toHaveText('Times in UTC.');
    await expect(view.table.getByText('Times in UTC.')).toHaveCount(1);
    const dateCells = await view.table.locator('tbody:visible td.col-date').allTextContents();
    expect(dateCells.length).toBeGreaterThan(0);
    for (const text of dateCells) expect(text).not.toContain('UTC');

    // Amount cells are right aligned with tabular figures.
    const amountCell = row('pi_refund').locator('td').nth(1);
    await expect(amountCell).toHaveCSS('text-align', 'right');
    await expect(amountCell.locator('.amount')).toHaveCSS('font-variant-numeric', 'tabular-nums');
  });

  test('is newest first, and sorts by a column, keyboard included', async ({ page, invoices }) => {
    const edge = invoices.byLabel('E2E Edge Cases');
    const view = paymentsPage(page);
    await page.goto(edge.path);
    await expect(view.rows).toHaveCount(edge.payments);

    const createdHeader = page.getByRole('columnheader', { name: 'Created' });
    await expect(createdHeader).toHaveAttribute('aria-sort', 'descending');
    const newest = await createdTimes(view);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));

    await page.getByRole('button', { name: 'Created' }).focus();
    await page.keyboard.press('Enter');
    await expect(createdHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(`${edge.path}?sort=createdAt.asc`);
    const ascending = await createdTimes(view);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.keyboard.press('Enter');
    await expect(createdHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(edge.path);
  });

  test('a long id is shortened and can be copied', async ({ page, invoices, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const acme = invoices.byLabel('6 payments');
    await page.goto(acme.path);
    const view = paymentsPage(page);
    const firstId = view.rows.first().locator('td').nth(7);
    const full = await firstId.locator('.truncated-id__text').textContent();
    expect(full).toMatch(/^[0-9a-f-]{36}$/);
    await expect(firstId.locator('.truncated-id__text')).toHaveAttribute('title', full ?? '');
    const copy = firstId.getByRole('button', { name: 'Copy payment ID' });
    await copy.click();
    await expect(copy).toHaveAttribute('title', 'Copied');
    // Copying is not opening: the details stay closed.
    await expect(view.details).toHaveCount(0);
    // Said once, for the whole page, by its live region.
    await expect(page.locator('[aria-live="polite"]', { hasText: 'Copied' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);
  });
});
