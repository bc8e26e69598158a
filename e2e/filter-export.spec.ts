import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';

const CSV_HEADER =
  'payment_id,status,gateway,external_payment_id,failure_reason,currency,amount_minor,amount,includes_tax,manual_payment,payment_taken_at,created_at,updated_at,subscription_id,invoice_id,job_id,owner';

async function downloadCsv(
  page: Page,
  button: 'Export CSV' | 'Export all' = 'Export CSV',
): Promise<{ download: Download; bytes: Buffer; text: string; report: Record<string, unknown> }> {
  const reported = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/audit/exports',
  );
  const accepted = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/audit/exports',
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const report = (await reported).postDataJSON() as Record<string, unknown>;
  // The BFF validates the report with the contract's schema: 204 is the audit line written.
  expect((await accepted).status()).toBe(204);
  const path = await download.path();
  const bytes = await readFile(path);
  return { download, bytes, text: bytes.subarray(3).toString('utf8'), report };
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
  test('filters the whole invoice, counts each status, and lives in the URL', async ({
    page,
    invoices,
  }) => {
    const acme = invoices.byLabel('6 payments');
    const view = paymentsPage(page);
    await page.goto(acme.path);
    await expect(view.rows).toHaveCount(6);
    await expect(view.status('All')).toBeChecked();
    await expect(view.status('All')).toHaveAccessibleName('All 6');
    await expect(view.status('Succeeded')).toHaveAccessibleName('Succeeded 2');
    await expect(view.status('Failed')).toHaveAccessibleName('Failed 3');
    await expect(view.status('Pending')).toHaveAccessibleName('Pending 0');
    await expect(view.status('Refund')).toHaveAccessibleName('Refund 1');

    await view.status('Failed').check();
    await expect(page).toHaveURL(`${acme.path}?status=failed`);
    await expect(view.rows).toHaveCount(3);
    await expect(view.statusCells).toHaveText(['Failed', 'Failed', 'Failed']);
    await expect(view.filterSummary).toHaveText('3 of 6 payments');
    await expect(view.range).toHaveText('Showing 1–3 of 3');
    // The table's rows by role (what a screen reader counts): the header and three payments.
    await expect(view.table.getByRole('row')).toHaveCount(4);
    // Counts stay those of the whole invoice.
    await expect(view.status('Succeeded')).toHaveAccessibleName('Succeeded 2');

    await page.reload();
    await expect(view.status('Failed')).toBeChecked();
    await expect(view.rows).toHaveCount(3);

    await view.status('Pending').check();
    await expect(page.getByText('No pending payments on this invoice.')).toBeVisible();
    await expect(view.exportCsv).toBeDisabled();
    await expect(view.exportAll).toBeDisabled();
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(page).toHaveURL(acme.path);
    await expect(view.rows).toHaveCount(6);
    await expect(view.table.getByRole('row')).toHaveCount(7);
  });

  test('shows rows seen a moment ago again, not built again, whatever page size chose them', async ({
    page,
    invoices,
  }) => {
    const acme = invoices.byLabel('6 payments');
    const view = paymentsPage(page);
    await page.goto(acme.path);
    await view.status('Failed').check();
    await expect(view.rows).toHaveCount(3);
    // A mark on the row elements themselves: a row built again is a new element without it.
    await view.rows.evaluateAll((rows) => {
      for (const row of rows) Object.assign(row, { seenBefore: true });
    });
    await view.status('All').check();
    await expect(view.rows).toHaveCount(6);
    await view.rowsPerPage.selectOption('10');
    await expect(page).toHaveURL(`${acme.path}?limit=10`);

    // All three failed payments fit a page of 10 as they fit a page of 25: the same rows.
    await view.status('Failed').check();
    await expect(view.rows).toHaveCount(3);
    const seen = await view.rows.evaluateAll((rows) => rows.map((row) => 'seenBefore' in row));
    expect(seen).toEqual([true, true, true]);
  });

  test('covers every page of a long invoice, and pages through what it leaves', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.longest;
    const view = paymentsPage(page);
    await page.goto(invoice.path);
    await expect(view.range).toHaveText(`Showing 1–25 of ${invoice.payments}`);
    const count = async (status: string) =>
      Number(await page.locator(`[data-status="${status}"] .segmented__count`).textContent());
    const failed = await count('failed');
    const succeeded = await count('succeeded');
    expect(failed + succeeded).toBe(invoice.payments);

    await view.status('Succeeded').check();
    await expect(view.range).toHaveText(`Showing 1–25 of ${succeeded}`);
    await view.next.click();
    await expect(page).toHaveURL(`${invoice.path}?offset=25&status=succeeded`);
    await expect(view.range).toHaveText(`Showing 26–50 of ${succeeded}`);
    for (const text of await view.statusCells.allTextContents()) expect(text).toBe('Succeeded');

    // A new filter starts at the first page.
    await view.status('Failed').check();
    await expect(page).toHaveURL(`${invoice.path}?status=failed`);
    await expect(view.range).toHaveText(`Showing 1–${Math.min(25, failed)} of ${failed}`);
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

    const { download, bytes, text, report } = await downloadCsv(page);
    // Named after its filter, like Export all.
    expect(download.suggestedFilename()).toBe(
      `invoice-${acme.invoiceId}-payments-failed-offset-0.csv`,
    );
    expect(report).toEqual({
      subscriptionId: acme.subscriptionId,
      invoiceId: acme.invoiceId,
      offset: 0,
      limit: 25,
      status: 'failed',
      rows: 3,
      scope: 'page',
    });
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
      // CSV times stay ISO 8601 UTC whatever zone the page shows.
      expect(record[11]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }
  });

  test('names the file after the offset and exports the page in the shown order', async ({
    page,
    invoices,
  }) => {
    const view = paymentsPage(page);
    await page.goto(`${invoices.longest.path}?offset=20&limit=10&sort=amount.desc`);
    await expect(view.rows).toHaveCount(10);
    await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const { download, text, report } = await downloadCsv(page);
    expect(download.suggestedFilename()).toBe(
      `invoice-${invoices.longest.invoiceId}-payments-offset-20.csv`,
    );
    expect(report).toMatchObject({ offset: 20, limit: 10, rows: 10, scope: 'page' });
    const records = parseCsv(text).slice(1);
    expect(records).toHaveLength(10);
    const amounts = records.map((record) => BigInt(record[6] ?? '0'));
    const sorted = [...amounts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    expect(amounts).toEqual(sorted);
  });

  test('Export all writes every payment the filter lets through, and says so to the audit', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.longest;
    const view = paymentsPage(page);
    await page.goto(invoice.path);
    await expect(view.range).toHaveText(`Showing 1–25 of ${invoice.payments}`);

    const all = await downloadCsv(page, 'Export all');
    expect(all.download.suggestedFilename()).toBe(`invoice-${invoice.invoiceId}-payments.csv`);
    const records = parseCsv(all.text).slice(1);
    expect(records).toHaveLength(invoice.payments);
    expect(new Set(records.map((record) => record[0])).size).toBe(invoice.payments);
    // Newest first, as shown.
    const created = records.map((record) => Date.parse(record[11] ?? ''));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(all.report).toEqual({
      subscriptionId: invoice.subscriptionId,
      invoiceId: invoice.invoiceId,
      offset: 0,
      limit: null,
      status: null,
      rows: invoice.payments,
      scope: 'all',
    });

    await view.status('Failed').check();
    const failed = await downloadCsv(page, 'Export all');
    expect(failed.download.suggestedFilename()).toBe(
      `invoice-${invoice.invoiceId}-payments-failed.csv`,
    );
    const failedRecords = parseCsv(failed.text).slice(1);
    expect(failedRecords.length).toBeGreaterThan(0);
    for (const record of failedRecords) expect(record[1]).toBe('failed');
    expect(failed.report).toMatchObject({ status: 'failed', rows: failedRecords.length });
  });

  test('a refund is exported as refund, named after its filter', async ({ page, invoices }) => {
    const edge = invoices.byLabel('E2E Edge Cases');
    const view = paymentsPage(page);
    await page.goto(`${edge.path}?status=refund`);
    await expect(view.rows).toHaveCount(1);
    const { download, text, report } = await downloadCsv(page, 'Export all');
    expect(download.suggestedFilename()).toBe(`invoice-${edge.invoiceId}-payments-refund.csv`);
    expect(report).toMatchObject({ status: 'refund', rows: 1, scope: 'all' });
    const [refund] = parseCsv(text).slice(1);
    expect(refund?.slice(1, 4)).toEqual(['refund', 'stripe', 'pi_refund']);
    expect(refund?.slice(6, 8)).toEqual(['-500', '-5.00']);
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
    // Written with +02:00 upstream: the same instant, in UTC.
    expect(min?.[11]).toBe('2026-03-01T09:00:00.000Z');
    expect(text).toContain('"Reversal, ""chargeback""\nsecond line"');
    expect(byExternal.get('pi_refund')?.slice(6, 8)).toEqual(['-500', '-5.00']);
    expect(byExternal.get('pi_refund')?.[1]).toBe('refund');
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
