import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';

const CSV_HEADER =
  'payment_id,status,gateway,external_payment_id,failure_reason,currency,amount_minor,amount,includes_tax,manual_payment,payment_taken_at,created_at,updated_at,subscription_id,invoice_id,job_id,owner';

async function downloadCsv(
  page: Page,
): Promise<{ download: Download; bytes: Buffer; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    paymentsPage(page).exportCsv.click(),
  ]);
  const path = await download.path();
  const bytes = await readFile(path);
  return { download, bytes, text: bytes.subarray(3).toString('utf8') };
}

/** Splits RFC 4180 CSV text into records of fields. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

test.describe('status filter', () => {
  test('filters the loaded page, counts each status, and lives in the URL', async ({
    page,
    invoices,
  }) => {
    const acme = invoices.byLabel('6 payments');
    const view = paymentsPage(page);
    await page.goto(acme.path);
    await expect(view.rows).toHaveCount(6);
    await expect(view.status('All')).toBeChecked();
    await expect(view.status('All')).toHaveAccessibleName('All 6');
    await expect(view.status('Succeeded')).toHaveAccessibleName('Succeeded 3');
    await expect(view.status('Failed')).toHaveAccessibleName('Failed 3');
    await expect(view.status('Pending')).toHaveAccessibleName('Pending 0');

    await view.status('Failed').check();
    await expect(page).toHaveURL(`${acme.path}?status=failed`);
    await expect(view.rows).toHaveCount(3);
    await expect(view.statusCells).toHaveText(['Failed', 'Failed', 'Failed']);
    await expect(view.filterSummary).toHaveText('3 of 6 on this page');
    // The other rows are hidden, not just off screen: the table's rows by role (what a screen
    // reader counts) are the header and the three failed payments, and no succeeded badge shows.
    await expect(view.table.getByRole('row')).toHaveCount(4);
    await expect(
      view.table.getByText('Succeeded', { exact: true }).filter({ visible: true }),
    ).toHaveCount(0);
    // Counts stay those of the whole page.
    await expect(view.status('Succeeded')).toHaveAccessibleName('Succeeded 3');

    await page.reload();
    await expect(view.status('Failed')).toBeChecked();
    await expect(view.rows).toHaveCount(3);

    await view.status('Pending').check();
    await expect(page.getByText('No pending payments on this page.')).toBeVisible();
    await expect(view.exportCsv).toBeDisabled();
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(page).toHaveURL(acme.path);
    await expect(view.rows).toHaveCount(6);
    await expect(view.table.getByRole('row')).toHaveCount(7);
  });

  test('the filter is kept across pages', async ({ page, invoices }) => {
    const view = paymentsPage(page);
    await page.goto(`${invoices.longest.path}?status=failed`);
    await expect(view.status('Failed')).toBeChecked();
    const failedOnFirst = await view.rows.count();
    await expect(view.filterSummary).toHaveText(`${failedOnFirst} of 25 on this page`);
    await view.next.click();
    await expect(page).toHaveURL(`${invoices.longest.path}?offset=25&status=failed`);
    await expect(view.status('Failed')).toBeChecked();
    for (const text of await view.statusCells.allTextContents()) expect(text).toBe('Failed');
  });
});

test.describe('CSV export', () => {
  test('downloads the visible rows with BOM, CRLF and the documented columns', async ({
    page,
    invoices,
  }) => {
    const acme = invoices.byLabel('6 payments');
    const view = paymentsPage(page);
    await page.goto(`${acme.path}?status=failed`);
    await expect(view.rows).toHaveCount(3);

    const { download, bytes, text } = await downloadCsv(page);
    expect(download.suggestedFilename()).toBe(`invoice-${acme.invoiceId}-payments-offset-0.csv`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith(`${CSV_HEADER}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [header, ...records] = parseCsv(text);
    expect(header?.join(',')).toBe(CSV_HEADER);
    expect(records).toHaveLength(3);
    for (const record of records) {
      expect(record).toHaveLength(17);
      expect(record[1]).toBe('failed');
      expect(record[5]).toBe('USD');
      expect(record[6]).toBe('49900');
      expect(record[7]).toBe('499.00');
      expect(record[8]).toBe('false');
      expect(record[14]).toBe(acme.invoiceId);
      expect(record[12]).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
  });

  test('names the file after the offset and exports the page in the shown order', async ({
    page,
    invoices,
  }) => {
    const view = paymentsPage(page);
    await page.goto(`${invoices.longest.path}?offset=25&limit=10`);
    await expect(view.rows).toHaveCount(10);
    await page.getByRole('button', { name: 'Amount' }).click();
    await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const { download, text } = await downloadCsv(page);
    expect(download.suggestedFilename()).toBe(
      `invoice-${invoices.longest.invoiceId}-payments-offset-25.csv`,
    );
    const records = parseCsv(text).slice(1);
    expect(records).toHaveLength(10);
    const amounts = records.map((record) => BigInt(record[6] ?? '0'));
    const sorted = [...amounts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    expect(amounts).toEqual(sorted);
  });

  test('amounts are exact to int64 and text cannot run as a formula', async ({
    page,
    invoices,
  }) => {
    const edge = invoices.byLabel('E2E Edge Cases');
    await page.goto(edge.path);
    await expect(paymentsPage(page).rows).toHaveCount(edge.payments);
    const { text } = await downloadCsv(page);
    const records = parseCsv(text).slice(1);
    const byExternal = new Map(records.map((record) => [record[3], record]));

    const max = byExternal.get('pi_int64_max');
    expect(max?.slice(5, 9)).toEqual([
      'USD',
      '9223372036854775807',
      '92233720368547758.07',
      'true',
    ]);
    const min = byExternal.get('pi_int64_min');
    expect(min?.slice(5, 9)).toEqual([
      'USD',
      '-9223372036854775808',
      '-92233720368547758.08',
      'false',
    ]);
    expect(min?.[4]).toBe('Reversal, "chargeback"\nsecond line');
    expect(min?.[10]).toBe('');
    expect(text).toContain('"Reversal, ""chargeback""\nsecond line"');
    expect(byExternal.get('pi_refund')?.slice(6, 8)).toEqual(['-500', '-5.00']);
    expect(byExternal.get('jp_pending')?.slice(1, 8)).toEqual([
      'pending',
      'stripe',
      'jp_pending',
      '',
      'JPY',
      '123456',
      '123456',
    ]);
    const kwd = records.find((record) => record[5] === 'KWD');
    expect(kwd?.slice(6, 10)).toEqual(['1234', '1.234', '', 'true']);

    const unknown = byExternal.get('pi_unknown_currency');
    expect(unknown?.[4]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(unknown?.slice(5, 8)).toEqual(['ZZZ', '1999', '']);

    const injected = byExternal.get("'-123");
    expect(injected?.[2]).toBe("'+gateway");
    expect(injected?.[16]).toBe("'@owner");
    expect(injected?.slice(5, 8)).toEqual(['usd', '1999', '']);
  });
});
