import { expect, test } from './support/fixtures';
import { paymentsPage, recordPaymentRequests } from './support/payments-page';

test.describe('paging', () => {
  test('loads the whole invoice in pages of 100, then pages through it without a request', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.longest;
    expect(invoice.payments).toBe(246);
    const requests = recordPaymentRequests(page);
    const view = paymentsPage(page);
    await page.goto(invoice.path);

    const total = invoice.payments;
    const pages = Math.ceil(total / 25);
    await expect(view.range).toHaveText(`Showing 1–25 of ${total}`);
    await expect(view.pageOf).toHaveText(`Page 1 of ${pages}`);
    await expect(view.rows).toHaveCount(25);
    await expect(view.previous).toBeDisabled();
    await expect(view.first).toBeDisabled();
    await expect(view.rowsPerPage).toHaveValue('25');
    await expect(view.progress).toHaveCount(0);
    // Three pages of 100, one after another, through the BFF's invoice route.
    expect(
      requests.map((url) => [
        url.searchParams.get('page[offset]'),
        url.searchParams.get('page[limit]'),
      ]),
    ).toEqual([
      ['0', '100'],
      ['100', '100'],
      ['200', '100'],
    ]);
    expect(
      requests.every((url) => url.pathname === `/api/invoices/${invoice.invoiceId}/payments`),
    ).toBe(true);

    const seen = new Set<string>();
    const collect = async () => {
      for (const id of await view.rows.evaluateAll((rows) =>
        rows.map((row) => row.getAttribute('data-payment-id') ?? ''),
      )) {
        seen.add(id);
      }
    };
    await collect();
    for (let index = 2; index <= pages; index += 1) {
      await view.next.click();
      const from = (index - 1) * 25 + 1;
      const to = Math.min(index * 25, total);
      await expect(view.range).toHaveText(`Showing ${from}–${to} of ${total}`);
      await expect(view.pageOf).toHaveText(`Page ${index} of ${pages}`);
      await expect(page).toHaveURL(new RegExp(`\\?offset=${from - 1}$`));
      await expect(view.rows).toHaveCount(to - from + 1);
      await collect();
    }
    expect(seen.size).toBe(total);
    await expect(view.next).toBeDisabled();
    await expect(view.last).toBeDisabled();
    expect(requests).toHaveLength(3);

    await view.first.click();
    await expect(view.range).toHaveText(`Showing 1–25 of ${total}`);
    await view.last.click();
    await expect(view.range).toHaveText(`Showing ${(pages - 1) * 25 + 1}–${total} of ${total}`);
    await view.previous.click();
    await expect(view.pageOf).toHaveText(`Page ${pages - 1} of ${pages}`);
  });

  test('shows progress while more pages arrive, and the first rows at once', async ({
    page,
    invoices,
    sim,
  }) => {
    await sim.latency(700);
    const view = paymentsPage(page);
    await page.goto(invoices.longest.path);
    await expect(view.progress).toHaveText(/^Loading payments: 100 of 246…$/, { timeout: 15_000 });
    await expect(page.getByRole('progressbar', { name: 'Loading payments' })).toBeVisible();
    await expect(view.rows).toHaveCount(25);
    await expect(view.exportAll).toBeDisabled();
    await expect(view.progress).toHaveCount(0, { timeout: 15_000 });
    await expect(view.range).toHaveText('Showing 1–25 of 246');
    await expect(view.exportAll).toBeEnabled();
  });

  test('rows per page changes the URL and the page count, with no request', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.longest;
    const total = invoice.payments;
    const view = paymentsPage(page);
    await page.goto(`${invoice.path}?offset=75`);
    await expect(view.range).toHaveText(`Showing 76–100 of ${total}`);
    const requests = recordPaymentRequests(page);

    await view.rowsPerPage.selectOption('100');
    // The first visible row stays on the new page: offset 75 → 0 with 100 per page.
    await expect(page).toHaveURL(`${invoice.path}?limit=100`);
    await expect(view.rows).toHaveCount(100);
    await expect(view.range).toHaveText(`Showing 1–100 of ${total}`);
    await expect(view.pageOf).toHaveText(`Page 1 of ${Math.ceil(total / 100)}`);

    await view.next.click();
    await expect(view.range).toHaveText(`Showing 101–200 of ${total}`);
    await view.next.click();
    await expect(view.range).toHaveText(`Showing 201–${total} of ${total}`);
    await expect(view.next).toBeDisabled();
    expect(requests).toEqual([]);

    // Nothing above 100, and nothing else.
    const options = await view.rowsPerPage.locator('option').allTextContents();
    expect(options).toEqual(['10', '25', '50', '100']);
  });

  test('a page size above 100 in the URL falls back to the default', async ({ page, invoices }) => {
    const view = paymentsPage(page);
    await page.goto(`${invoices.longest.path}?limit=1000&offset=abc&status=everything&sort=nope`);
    await expect(view.rows).toHaveCount(25);
    await expect(view.rowsPerPage).toHaveValue('25');
    await expect(page).toHaveURL(invoices.longest.path);
  });

  test('an offset past the end offers the first page', async ({ page, invoices }) => {
    const view = paymentsPage(page);
    await page.goto(`${invoices.longest.path}?offset=9990&limit=10`);
    await expect(page.getByRole('heading', { name: 'No payments on this page' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(`${invoices.longest.path}?limit=10`);
    await expect(view.range).toHaveText(/^Showing 1–10 of/);
  });

  test('over 1,000 payments the server pages, and the page says what counts cover', async ({
    page,
    invoices,
    sim,
  }) => {
    const huge = invoices.byLabel('E2E Huge');
    const requests = recordPaymentRequests(page);
    const view = paymentsPage(page);
    await page.goto(huge.path);
    await expect(
      page.getByText(
        'This invoice has more than 1,000 payments, so they are loaded from the server',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(/counts, the status filter and sorting cover the loaded page/),
    ).toBeVisible();
    await expect(view.range).toHaveText(`Showing 1–25 of ${huge.payments.toLocaleString('en-US')}`);
    await expect(view.status('All')).toHaveAccessibleName('All 25');
    await expect(view.exportAll).toHaveCount(0);
    // The first page of 100 told the total: no further whole-invoice pages were asked for.
    expect(requests.filter((url) => url.searchParams.get('page[limit]') === '100')).toHaveLength(1);

    await view.status('Failed').check();
    await expect(view.filterSummary).toHaveText(/^\d+ of 25 on this page$/);
    await view.status('All').check();

    // The previous page stays on screen, marked busy, while the next loads.
    await sim.latency(1_500);
    await view.rowsPerPage.selectOption('50');
    await expect(view.table).toHaveAttribute('aria-busy', 'true');
    await expect(view.rows).toHaveCount(25);
    await expect(view.rows).toHaveCount(50, { timeout: 10_000 });
    await expect(view.table).toHaveAttribute('aria-busy', 'false');
  });

  test('Next stops at offset 10000 and says why', async ({ page, invoices }) => {
    const huge = invoices.byLabel('E2E Huge');
    const view = paymentsPage(page);
    await page.goto(`${huge.path}?offset=9900&limit=100`);
    await expect(view.range).toHaveText(
      `Showing 9,901–10,000 of ${huge.payments.toLocaleString('en-US')}`,
    );
    await expect(view.next).toBeEnabled();
    await view.next.click();
    await expect(view.range).toHaveText(/^Showing 10,001–10,100 of/);
    await expect(view.next).toBeDisabled();
    await expect(view.last).toBeDisabled();
    const note = page.getByText('The payments API cannot page past offset 10,000');
    await expect(note).toBeVisible();
    await expect(view.next).toHaveAccessibleDescription(/cannot page past offset 10,000/);
  });
});
