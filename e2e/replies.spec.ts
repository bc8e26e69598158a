/**
 * The replies the console offers, read on the demo store's tickets (issue 38): each must agree
 * with the header it sits under — no retry promised where none will come or it is overdue — a
 * manual payment pending and an over-collection get their own, and a security decline's gateway
 * words appear nowhere an agent copies from (customer page, Copy summary, CSV) unless revealed.
 */
import { readFile } from 'node:fs/promises';
import type { DemoInvoiceEntry } from '@pc/ep-simulator';
import { demoSeed } from '@pc/ep-simulator';
import type { Page } from '@playwright/test';
import { control, expect, test } from './support/fixtures';
import { customerPath } from './support/navigation';
import { fact, paymentsPage } from './support/payments-page';
import { BACKLOG_APP_URL } from './support/ports';

async function demoInvoiceWhere(test: (d: DemoInvoiceEntry) => boolean) {
  const demo = (await (await control('/demo-invoices')).json()) as DemoInvoiceEntry[];
  const found = demo.find(test);
  if (!found) throw new Error('no such demo invoice');
  return found;
}

/** Opens the invoice and its newest payment's panel; returns the panel's reply region. */
async function openNewest(page: Page, invoice: DemoInvoiceEntry, base = '') {
  await page.goto(`${base}/invoices/${invoice.id}`);
  const view = paymentsPage(page);
  await expect(view.rows).toHaveCount(invoice.payments);
  await view.rows.first().click();
  const advice = view.details.getByRole('region', { name: 'What to tell the customer' });
  await expect(advice).toContainText('Reply safe to send');
  return { view, advice };
}

async function copiedSummary(page: Page, scope: ReturnType<Page['locator']>): Promise<string> {
  await scope.getByRole('button', { name: 'Copy summary' }).first().click();
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('replies agree with the invoice’s header', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('Globex’s archive invoice, out of retries: no retry promised, what to do now', async ({
    page,
  }) => {
    const invoice = await demoInvoiceWhere(
      (d) => d.label.startsWith('Globex Storage') && d.state === 'retries-exhausted',
    );
    const { advice, view } = await openNewest(page, invoice);
    await expect(fact(page, 'Attempts')).toHaveText('11 of 11 attempts · out of retries');
    // The header says the subscription's state and what the dunning rule did, in words.
    await expect(fact(page, 'Subscription status')).toHaveText('Suspended');
    await expect(fact(page, 'Next retry')).toContainText(
      /dunning rule (suspends|pauses|closes|leaves)/,
    );
    await expect(page.getByRole('main')).not.toContainText('action applies');
    await expect(advice).toContainText('Retry can helpNo');
    await expect(advice).toContainText('We will not try this card again automatically.');
    await expect(advice).toContainText('Your subscription is currently suspended.');
    await expect(advice).not.toContainText(/so we can try again|will try again|Retry can helpYes/);
    const note = await copiedSummary(page, view.details);
    const reply = note.split('--- Reply to the customer')[1] ?? '';
    expect(reply).toContain('We will not try this card again automatically.');
    await page.keyboard.press('Escape');
    // The same note from the header, without opening a payment; dates in UTC, named.
    const header = await copiedSummary(page, page.locator('.page-header'));
    expect(header.split('\n')[0]).toBe('Internal — do not send');
    expect(header).toContain('We will not try this card again automatically.');
    expect(header).toMatch(/· \w{3} \d+, \d{4}, \d\d:\d\d UTC ·|- \w{3} \d+, \d{4}, \d\d:\d\d UTC/);
  });

  test('Food ’n Stuff’s overdue retry: the reply promises none', async ({ page }) => {
    const invoice = await demoInvoiceWhere((d) =>
      d.label.startsWith("Food 'n Stuff Loyalty · #6 · 2026-03"),
    );
    const { advice } = await openNewest(page, invoice);
    await expect(fact(page, 'Next retry (estimate)')).toContainText('Overdue');
    await expect(advice).toContainText('check the payment runs');
    await expect(advice).not.toContainText(/try again automatically|shortly|expected around/);
    await expect(advice).toContainText('Retry can helpNot known');
  });

  test('Initech’s March invoice, a manual payment pending: its own reply', async ({ page }) => {
    const invoice = await demoInvoiceWhere(
      (d) => d.label === 'Initech Payroll · #3 · 2026-03 · manual-pending',
    );
    const { advice } = await openNewest(page, invoice);
    await expect(advice).toContainText(/We have a payment of £\d+\.\d\d recorded for this invoice/);
    await expect(advice).not.toContainText(/contact your bank|try again/i);
  });

  test('January’s over-collected invoice: its own reply, with the amount', async ({ page }) => {
    const invoice = await demoInvoiceWhere((d) => d.label === 'Acme Cloud · #1 · 2026-01 · paid');
    const { advice } = await openNewest(page, invoice);
    await expect(advice).toContainText('we collected $399.20 more than the invoice total');
  });
});

test.describe('the customer page totals what is owed and flags an over-collection', () => {
  test('Ron Swanson: January’s double charge is flagged with its amount, the balance totalled', async ({
    page,
  }) => {
    const january = await demoInvoiceWhere((d) => d.label === 'Acme Cloud · #1 · 2026-01 · paid');
    await page.goto(customerPath(january.subscriberId ?? ''));
    const row = page
      .getByRole('table', { name: 'Invoices' })
      .locator('tbody tr')
      .filter({ hasText: 'more than it billed' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Collected $399.20 more than it billed');
    await expect(fact(page, 'Balance due')).toHaveText(/^(Nothing owed|\$[\d,]+\.\d\d)/);
  });
});

/** A Juniper Works customer with a security decline, read from the same seed the server runs. */
function juniperWithFraud() {
  const data = demoSeed({ backlog: true });
  const account = data.accounts?.find((a) => a.name === 'Juniper Works');
  const fraud = new Set(
    data.data
      .filter((p) => /fraud/i.test(p.attributes.failure_detail?.reason ?? ''))
      .map((p) => p.meta.invoice_id),
  );
  const invoices = (data.invoices ?? []).filter((i) => fraud.has(i.id));
  for (const subscriber of data.subscribers ?? []) {
    if (subscriber.attributes.account_id !== account?.id) continue;
    const invoice = invoices.find((i) => i.meta.subscriber_id === subscriber.id);
    if (invoice) return { subscriberId: subscriber.id, invoiceId: invoice.id };
  }
  throw new Error('no Juniper Works customer with a fraud decline');
}

test.describe('security declines stay internal (Juniper Works, backlog store)', () => {
  test('customer page, payments table, Copy summary and CSV carry no fraud wording', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const juniper = juniperWithFraud();
    await page.goto(`${BACKLOG_APP_URL}${customerPath(juniper.subscriberId)}`);
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect(invoices).toContainText('Security decline (internal)');
    // 11 of 11 attempts used reads exhausted here too, as on the invoice page and the list.
    await expect(
      invoices.locator('tbody tr').filter({ hasText: '11 failed attempts' }),
    ).toContainText('Retries exhausted');
    await expect(page.getByRole('main')).not.toContainText(/fraud/i);

    await page.goto(`${BACKLOG_APP_URL}/invoices/${juniper.invoiceId}`);
    const view = paymentsPage(page);
    await expect(view.rows.first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Security decline (internal)');
    await expect(page.getByRole('main')).not.toContainText(/fraud/i);

    const fraudRow = view.rows.filter({ hasText: 'Security decline (internal)' }).first();
    await fraudRow.click();
    const note = await copiedSummary(page, view.details);
    expect(note.split('\n')[0]).toBe('Internal — do not send');
    expect(note).not.toMatch(/fraud/i);
    // The gateway's words only on an explicit reveal.
    await expect(view.details).not.toContainText(/Fraud Suspected/);
    await view.details.getByRole('button', { name: /Show the gateway’s words/ }).click();
    await expect(view.details).toContainText('Processor Declined - Fraud Suspected');
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Security decline (internal)');
    expect(csv).not.toMatch(/fraud/i);
  });
});
