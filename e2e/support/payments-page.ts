/** Locators for the invoice page, by role and label as a person would find them. */
import type { Page } from '@playwright/test';

export type StatusName = 'All' | 'Succeeded' | 'Failed' | 'Pending' | 'Refund';

export function paymentsPage(page: Page) {
  const table = page.getByRole('table', { name: /Payments of invoice/ });
  const statusFilter = page.getByRole('group', { name: 'Filter by status' });
  return {
    table,
    // Shown rows only: views seen a moment ago stay in the DOM, hidden (recent-views.ts).
    rows: table.locator('tbody tr[data-payment-id]:visible'),
    statusCells: table.locator('tbody tr[data-payment-id]:visible td:first-child'),
    range: page.locator('.pagination__range'),
    pageOf: page.getByText(/^Page \d+ of \d+$/),
    next: page.getByRole('button', { name: 'Next page' }),
    previous: page.getByRole('button', { name: 'Previous page' }),
    first: page.getByRole('button', { name: 'First page' }),
    last: page.getByRole('button', { name: 'Last page' }),
    rowsPerPage: page.getByLabel('Rows per page'),
    statusFilter,
    status: (name: StatusName) =>
      statusFilter.getByRole('radio', { name: new RegExp(`^${name}\\b`) }),
    exportCsv: page.getByRole('button', { name: 'Export CSV' }),
    exportAll: page.getByRole('button', { name: 'Export all' }),
    filterSummary: page.locator('.filter-summary'),
    progress: page.getByRole('status').filter({ hasText: /^Loading payments: / }),
    details: page.getByRole('dialog', { name: 'Payment details' }),
    heading: page.getByRole('heading', { level: 1 }),
    facts: page.locator('dl.facts'),
  };
}

/** The value of one of the invoice's facts ("Total", "Attempts", …). */
export function fact(page: Page, term: string) {
  return page
    .locator('dl.facts .fact')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');
}

/** Requests the browser made for payment lists (either path), as URLs. */
export function recordPaymentRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname.endsWith('/payments')) urls.push(url);
  });
  return urls;
}

/** Requests the browser made for the invoice itself (`/api/invoices/{id}`), as URLs. */
export function recordInvoiceRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/invoices\/[^/]+$/.test(url.pathname)) urls.push(url);
  });
  return urls;
}
