/**
 * Answers an agent repeats to a customer, read on the demo invoices: attempts that count
 * dunning attempts, money that adds up (the January double charge), the next retry against the
 * real clock (the demo's March retry was due in spring 2026, so it reads overdue from then on;
 * page.clock's injected script is refused by the console's CSP), the customer page's failures
 * per invoice and the ticket note on the clipboard.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  customerPath,
  demoDirectory,
  demoInvoice,
  demoSubscriber,
  search,
  searchBoxes,
} from './support/navigation';
import { fact, paymentsPage } from './support/payments-page';

const JANUARY = 'Acme Cloud · #1 · 2026-01 · paid';
const UNPAID = "Food 'n Stuff Loyalty · #6 · 2026-03 · unpaid";
const MANUAL = 'Initech Payroll · #3 · 2026-03 · manual-pending';

async function openInvoice(page: Page, label: string) {
  const invoice = await demoInvoice(label);
  await page.goto(`/invoices/${invoice.id}`);
  await expect(paymentsPage(page).rows).toHaveCount(invoice.payments);
  return invoice;
}

test.describe('answers an agent can repeat', () => {
  test('the January invoice: what was collected, refunded and is due, and the double charge', async ({
    page,
  }) => {
    await openInvoice(page, JANUARY);
    await expect(fact(page, 'Billing period')).toHaveText(
      '1–31 Jan 2026Billing periods are calendar days in UTC, last day included.',
    );
    await expect(fact(page, 'Total')).toHaveText('$499.00');
    await expect(fact(page, 'Collected')).toHaveText('$998.00');
    await expect(fact(page, 'Refunded')).toHaveText('$99.80');
    await expect(fact(page, 'Net')).toHaveText('$898.20');
    await expect(fact(page, 'Balance due')).toHaveText('$0.00');
    // Four attempts up to the one that paid; the charge after it is not a fifth.
    await expect(fact(page, 'Attempts')).toHaveText('4 of 11 attempts · paid');
    await expect(fact(page, 'Next retry')).toHaveText('No card retry: the invoice is paid.');
    await expect(page.getByRole('status').filter({ hasText: 'Charged again' })).toHaveText(
      'Charged again after payment: $499.00 · refunded $99.80 · $399.20 more than the invoice',
    );
    // The rows say what each payment is: a refund and a second charge are not attempts.
    const view = paymentsPage(page);
    await view.rows.first().click();
    await expect(view.details.locator('.detail-attempt')).toHaveText(
      /^(Refund, not an attempt|Charged again after payment)$/,
    );
  });

  test('an unpaid March invoice read now: the retry is overdue, with its source', async ({
    page,
  }) => {
    await openInvoice(page, UNPAID);
    await expect(fact(page, 'Attempts')).toHaveText('2 of 11 attempts · 9 retries left');
    await expect(fact(page, 'Balance due')).toHaveText('$29.99');
    const retry = fact(page, 'Next retry (estimate)');
    await expect(retry).toContainText(
      /Overdue: a retry was due on Mar 6(, 2026)? and none has been recorded — check the payment runs/,
    );
    await expect(retry).toContainText('Estimated by the console from');
  });

  test('a pending manual payment: no card retry, and why', async ({ page }) => {
    await openInvoice(page, MANUAL);
    await expect(fact(page, 'Next retry')).toHaveText(
      'No card retry while a manual payment is pending: it is settled outside the card gateway.',
    );
    await expect(fact(page, 'Attempts')).toHaveText('1 of 11 attempts · manual payment pending');
    await expect(page.getByText('Next retry (estimate)')).toHaveCount(0);
  });

  test('a failed attempt says what to tell the customer', async ({ page }) => {
    await openInvoice(page, UNPAID);
    const view = paymentsPage(page);
    await view.rows.first().click();
    const advice = view.details.getByRole('region', { name: 'What to tell the customer' });
    await expect(advice).toContainText('Category');
    await expect(advice).toContainText('Retry can help');
    await expect(advice).toContainText('Internal note (do not send)');
    await expect(advice.getByRole('button', { name: 'Copy reply' })).toBeVisible();
  });

  test('Copy summary puts the ticket note on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const invoice = await openInvoice(page, JANUARY);
    const view = paymentsPage(page);
    await view.rows.first().click();
    await view.details.getByRole('button', { name: 'Copy summary' }).click();
    const note = await page.evaluate(() => navigator.clipboard.readText());
    const lines = note.split('\n');
    expect(lines[0]).toBe('Internal — do not send');
    expect(lines[1]).toBe('Customer: Ron Swanson <Ron.Swanson+billing@Example.com>');
    expect(lines[2]).toBe(
      'Invoice #1 · 1–31 Jan 2026 (UTC) · total $499.00 · balance due $0.00 (paid)',
    );
    expect(lines[3]).toBe(`Invoice id: ${invoice.id}`);
    expect(note).toContain('Collected $998.00 · refunded $99.80 · net $898.20');
    expect(note).toContain(
      'Charged again after payment: $499.00 · refunded $99.80 · $399.20 more than the invoice',
    );
    expect(lines.filter((line) => line.startsWith('- '))).toHaveLength(invoice.payments);
    expect(note).toContain('Attempt 4 of 11');
    expect(note).not.toContain('Attempt 5 of 11');
    expect(lines).toContain('Next step: No card retry: the invoice is paid.');
    expect(lines.find((line) => line.startsWith('Link: '))).toMatch(
      new RegExp(`^Link: http://[^ ]+/invoices/${invoice.id}$`),
    );
    // The reply to send comes last, apart; this invoice collected more than it billed.
    const reply = note.split('--- Reply to the customer')[1] ?? '';
    expect(reply).toContain('$399.20 more than the invoice total');
    expect(reply).not.toContain('Internal');
  });

  test('Copy link copies the page’s address', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const invoice = await openInvoice(page, UNPAID);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/invoices/${invoice.id}$`),
    );
  });

  test('the customer page tells which invoice failed, with each billing period', async ({
    page,
  }) => {
    const hank = demoSubscriber(await demoDirectory(), 'Hank.Scorpio@Globex.example');
    await page.goto(customerPath(hank.id));
    const rows = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    for (let i = 0; i < count; i += 1) {
      await expect(rows.nth(i).locator('.invoice-period')).toHaveText(/^\w{3} \d{4}$/);
    }
    const exhausted = rows.filter({ hasText: '#7' }).filter({ hasText: 'Feb 2026' });
    await expect(exhausted).toContainText('11 failed attempts · Balance due €249.00');
    // A paid invoice reads Paid: its payments are not read on this page.
    await expect(
      rows
        .locator('td:last-child')
        .filter({ hasText: /^Paid$/ })
        .first(),
    ).toBeVisible();
  });

  test('a numeric search is written into the address as typed, not JSON-quoted', async ({
    page,
  }) => {
    await page.goto('/');
    await search(page, '66');
    await expect(page).toHaveURL('/search?q=66');
    await page.reload();
    await expect(searchBoxes(page).top).toHaveValue('66');
  });
});
