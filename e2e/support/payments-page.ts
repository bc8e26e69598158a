/** Locators for the payments view, by role and label as a person would find them. */
import type { Page } from '@playwright/test';

export function paymentsPage(page: Page) {
  const table = page.getByRole('table', { name: /Payments of invoice/ });
  return {
    table,
    // Shown rows only: the status filter hides the rows it does not let through.
    rows: table.locator('tbody tr:visible'),
    statusCells: table.locator('tbody tr:visible td:first-child'),
    range: page.locator('.pagination__range'),
    pageOf: page.getByText(/^Page \d+ of \d+$/),
    next: page.getByRole('button', { name: 'Next page' }),
    previous: page.getByRole('button', { name: 'Previous page' }),
    first: page.getByRole('button', { name: 'First page' }),
    last: page.getByRole('button', { name: 'Last page' }),
    rowsPerPage: page.getByLabel('Rows per page'),
    statusFilter: page.getByRole('group', { name: 'Filter by status' }),
    status: (name: 'All' | 'Succeeded' | 'Failed' | 'Pending') =>
      page
        .getByRole('group', { name: 'Filter by status' })
        .getByRole('radio', { name: new RegExp(`^${name}\\b`) }),
    exportCsv: page.getByRole('button', { name: 'Export CSV' }),
    filterSummary: page.locator('.filter-summary'),
  };
}

/** Requests the browser made to the payments route, as URLs. */
export function recordPaymentRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname.endsWith('/payments')) urls.push(url);
  });
  return urls;
}
