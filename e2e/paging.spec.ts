import { expect, test } from './support/fixtures';
import { paymentsPage, recordPaymentRequests } from './support/payments-page';

test.describe('paging', () => {
  test('pages through 240+ payments with the store page length', async ({ page, invoices }) => {
    const invoice = invoices.longest;
    expect(invoice.payments).toBeGreaterThanOrEqual(240);
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
    await expect(view.rowsPerPage).toHaveValue('');
    // Until someone picks a page size, none is sent.
    expect(requests[0]?.searchParams.has('page[limit]')).toBe(false);
    expect(requests[0]?.searchParams.get('page[offset]')).toBe('0');

    const seen = new Set<string>();
    const collect = async () => {
      for (const id of await view.table
        .locator('tbody tr td:nth-child(9) .truncated-id__text')
        .allTextContents()) {
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

    await view.first.click();
    await expect(view.range).toHaveText(`Showing 1–25 of ${total}`);
    await view.last.click();
    await expect(view.range).toHaveText(`Showing ${(pages - 1) * 25 + 1}–${total} of ${total}`);
    await view.previous.click();
    await expect(view.pageOf).toHaveText(`Page ${pages - 1} of ${pages}`);
  });

  test('the next page is prefetched, so Next shows it at once', async ({ page, invoices, sim }) => {
    const requests = recordPaymentRequests(page);
    const view = paymentsPage(page);
    const prefetched = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('page[offset]') === '25',
    );
    await page.goto(invoices.longest.path);
    await expect(view.rows).toHaveCount(25);
    await prefetched;
    // The next page's rows are built ahead (50 rows in the DOM) but hidden: people and screen
    // readers see one page.
    await expect(view.table.locator('tbody tr')).toHaveCount(50);
    await expect(view.table.getByRole('row')).toHaveCount(26);
    const firstRowOfFirstPage = await view.rows.first().textContent();
    // Slow the upstream down: a page that had to be fetched now would take 3 s.
    await sim.latency(3_000);
    const before = requests.length;
    await view.next.click();
    await expect(view.range).toHaveText(/^Showing 26–50 of/, { timeout: 1_000 });
    await expect(view.rows).toHaveCount(25);
    await expect(view.table.getByRole('row')).toHaveCount(26);
    await expect(view.rows.first()).not.toHaveText(firstRowOfFirstPage ?? '');
    expect(
      requests.slice(before).some((url) => url.searchParams.get('page[offset]') === '25'),
    ).toBe(false);
  });

  test('the previous page stays on screen while another loads', async ({ page, invoices, sim }) => {
    const view = paymentsPage(page);
    await page.goto(invoices.longest.path);
    await expect(view.rows).toHaveCount(25);
    await sim.latency(1_500);
    await view.rowsPerPage.selectOption('50');
    // The 25 rows stay, marked busy, until the 50 arrive.
    await expect(view.table).toHaveAttribute('aria-busy', 'true');
    await expect(view.rows).toHaveCount(25);
    await expect(view.rows).toHaveCount(50, { timeout: 10_000 });
    await expect(view.table).toHaveAttribute('aria-busy', 'false');
  });

  test('rows per page changes the request, the URL and the page count', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.longest;
    const total = invoice.payments;
    const requests = recordPaymentRequests(page);
    const view = paymentsPage(page);
    await page.goto(`${invoice.path}?offset=75`);
    await expect(view.range).toHaveText(`Showing 76–100 of ${total}`);

    await view.rowsPerPage.selectOption('100');
    // The first visible row stays on the new page: offset 75 → 0 with 100 per page.
    await expect(page).toHaveURL(`${invoice.path}?limit=100`);
    await expect(view.rows).toHaveCount(100);
    await expect(view.range).toHaveText(`Showing 1–100 of ${total}`);
    await expect(view.pageOf).toHaveText(`Page 1 of ${Math.ceil(total / 100)}`);
    const last = requests.at(-1);
    expect(last?.searchParams.get('page[limit]')).toBe('100');

    await view.next.click();
    await expect(view.range).toHaveText(`Showing 101–200 of ${total}`);
    await view.next.click();
    await expect(view.range).toHaveText(`Showing 201–${total} of ${total}`);
    await expect(view.next).toBeDisabled();

    const options = await view.rowsPerPage.locator('option').allTextContents();
    expect(options.slice(1)).toEqual(['10', '25', '50', '100']);
  });

  test('a page size above 100 in the URL falls back to the default', async ({ page, invoices }) => {
    const requests = recordPaymentRequests(page);
    const view = paymentsPage(page);
    await page.goto(`${invoices.longest.path}?limit=1000&offset=abc&status=everything`);
    await expect(view.rows).toHaveCount(25);
    await expect(view.rowsPerPage).toHaveValue('');
    await expect(page).toHaveURL(invoices.longest.path);
    for (const url of requests) {
      expect(url.searchParams.has('page[limit]')).toBe(false);
      expect(Number(url.searchParams.get('page[offset]'))).toBeLessThanOrEqual(25);
    }
  });

  test('an offset past the end offers the first page', async ({ page, invoices }) => {
    const view = paymentsPage(page);
    await page.goto(`${invoices.longest.path}?offset=9990&limit=10`);
    await expect(page.getByRole('heading', { name: 'No payments on this page' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(`${invoices.longest.path}?limit=10`);
    await expect(view.range).toHaveText(/^Showing 1–10 of/);
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
