/** One time zone for the whole console, named once per table (and beside a lone time), kept in the URL. */
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { demoInvoice } from './support/navigation';
import { fact, paymentsPage } from './support/payments-page';

const JANUARY = 'Acme Cloud · #1 · 2026-01 · paid';

// A browser far from UTC, so that Local and UTC differ.
test.use({ timezoneId: 'America/New_York' });

test.describe('time zone', () => {
  test('Local by default, UTC on request, in the URL, on every time of the page', async ({
    page,
    invoices,
  }) => {
    const edge = invoices.byLabel('E2E Edge Cases');
    const view = paymentsPage(page);
    await page.goto(edge.path);
    const zone = page.getByLabel('Time zone');
    await expect(zone).toHaveValue('local');
    await expect(zone.locator('option:checked')).toHaveText('Local (America/New_York)');

    const created = view.rows.filter({ hasText: 'pi_int64_min' }).locator('td').nth(6);
    // The zone is named once, over the table; the cells leave it out.
    const zoneNote = view.table.locator('caption .table-caption-note');
    // 2026-03-01T11:00:00+02:00 is 09:00 UTC, 04:00 in New York.
    await expect(created).toHaveText('Mar 1, 2026 4:00:00 AM');
    await expect(zoneNote).toHaveText('Times in America/New_York.');
    // A billing period is UTC calendar days whatever the zone shown (Elastic Path has no store zone).
    await expect(fact(page, 'Billing period')).toContainText('calendar days in UTC');

    await zone.selectOption('utc');
    await expect(page).toHaveURL(`${edge.path}?tz=utc`);
    await expect(created).toHaveText('Mar 1, 2026 9:00:00 AM');
    await expect(zoneNote).toHaveText('Times in UTC.');
    await expect(fact(page, 'Billing period')).toContainText('calendar days in UTC');
    // Once per table: no date cell repeats the zone, in either zone.
    const cells = await view.table.locator('tbody:visible td.col-date').allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    for (const text of cells) expect(text).not.toMatch(/UTC|America\/New_York/);

    // The details panel reads the same zone, and keeps it in its own link.
    await view.rows.filter({ hasText: 'pi_int64_min' }).click();
    await expect(page).toHaveURL(/\?payment=[^&]+&tz=utc$/);
    await expect(view.details.getByText('Mar 1, 2026, 9:00:00 AM UTC').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // A shared link reads the same for everyone; moving about keeps the choice.
    await page.reload();
    await expect(zone).toHaveValue('utc');
    await expect(created).toHaveText('Mar 1, 2026 9:00:00 AM');
    await expect(zoneNote).toHaveText('Times in UTC.');
    await view.status('Failed').check();
    await expect(page).toHaveURL(`${edge.path}?status=failed&tz=utc`);
    await page.getByRole('link', { name: 'Find another invoice' }).click();
    await expect(page).toHaveURL('/?tz=utc');
    await expect(zone).toHaveValue('utc');

    await page.goBack();
    await zone.selectOption('local');
    await expect(page).toHaveURL(`${edge.path}?status=failed`);
  });

  test('CSV times stay ISO 8601 UTC in either zone', async ({ page, invoices }) => {
    const acme = invoices.byLabel('6 payments');
    await page.goto(`${acme.path}?tz=utc`);
    await expect(paymentsPage(page).rows).toHaveCount(6);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      paymentsPage(page).exportCsv.click(),
    ]);
    const text = (await readFile(await download.path())).subarray(3).toString('utf8');
    const created = text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[11]);
    expect(created).toHaveLength(6);
    for (const value of created) expect(value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test('a subscription’s invoices and history name the zone once; billing periods are UTC days', async ({
    page,
  }) => {
    const january = await demoInvoice(JANUARY);
    await page.goto(`/subscriptions/${january.subscriptionId}`);
    const table = page.getByRole('table', { name: 'Invoices' });
    const note = table.locator('caption .table-caption-note');
    await expect(note).toHaveText(
      'Times in America/New_York. Billing periods are calendar days in UTC, last day included.',
    );
    const row = table.locator('tbody tr').filter({ hasText: january.id.slice(0, 8) });
    // January is 1–31 Jan in UTC days, not "Dec 31 – Jan 31" shifted to New York.
    await expect(row).toContainText('1–31 Jan 2026');
    const cells = await table.locator('tbody td.col-when').allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    for (const text of cells) expect(text).not.toMatch(/America\/New_York|UTC/);

    // The lifecycle history, a list of times, names the zone once too.
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.locator('.table-caption-note')).toHaveText('Times in America/New_York.');
    await expect(history.locator('.history')).not.toContainText('America/New_York');

    await page.getByLabel('Time zone').selectOption('utc');
    await expect(note).toHaveText(
      'Times in UTC. Billing periods are calendar days in UTC, last day included.',
    );
    await expect(row).toContainText('1–31 Jan 2026');
  });
});
