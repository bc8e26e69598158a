/**
 * Needs attention (`/attention`) in both simulator modes: the list shows every outstanding demo
 * invoice with the state and decline category the demo store gave it, the filters and the order
 * live in the URL, Export CSV writes exactly the filtered list, and a row opens its invoice.
 *
 * What is expected comes from the demo data itself, not from the BFF: each demo invoice's state
 * as the seed labels it, and its newest attempt's reason read from the same payments the
 * simulator serves, put through the decline table.
 */
import { readFile } from 'node:fs/promises';
import { TEST_STAFF } from '@pc/bff/testing';
import type { AttentionPage } from '@pc/contract';
import { ATTENTION_STATE_LABELS, type AttentionState } from '@pc/contract/attention-state';
import { explainDecline } from '@pc/contract/decline-reasons';
import { DECLINE_CATEGORY_LABELS, type DeclineCategory } from '@pc/contract/decline-table';
import type { DemoInvoiceEntry } from '@pc/ep-simulator';
import type { Page } from '@playwright/test';
import { csvRecords } from './support/csv';
import { e2eData } from './support/e2e-data';
import { axeViolations, control, expect, test } from './support/fixtures';
import { APP_URL, OIDC_APP_URL, REALISTIC_APP_URL } from './support/ports';
import { signInAtIdp } from './support/sign-in';

/** The same data as the e2e server's simulators (support/server.ts). */
const data = e2eData();

interface Expected {
  id: string;
  label: string;
  state: AttentionState;
  category: DeclineCategory | null;
}

/** The newest attempt's decline category; null when it did not fail or there is none. */
function lastCategory(invoiceId: string): DeclineCategory | null {
  const attempts = (data.data ?? [])
    .filter((p) => p.meta.invoice_id === invoiceId && !p.attributes.amount.amount.startsWith('-'))
    .sort((a, b) => a.meta.timestamps.created_at.localeCompare(b.meta.timestamps.created_at));
  const last = attempts.at(-1);
  if (!last || last.attributes.success || last.attributes.pending) return null;
  return explainDecline(last.attributes.failure_detail?.reason).category;
}

function expectedState(invoice: DemoInvoiceEntry): AttentionState | null {
  switch (invoice.state) {
    case 'paid':
      return null;
    case 'retries-exhausted':
      return 'retries-exhausted';
    case 'tax-pending':
      return 'awaiting-tax';
    case 'manual-pending':
      return 'manual-payment-pending';
    default:
      // Unpaid, and pro forma: failing once an attempt failed, else not yet attempted.
      return invoice.payments > 0 ? 'failing' : 'not-yet-attempted';
  }
}

async function outstandingDemoInvoices(): Promise<Expected[]> {
  const demo = (await (await control('/demo-invoices')).json()) as DemoInvoiceEntry[];
  return demo.flatMap((invoice) => {
    const state = expectedState(invoice);
    return state
      ? [{ id: invoice.id, label: invoice.label, state, category: lastCategory(invoice.id) }]
      : [];
  });
}

const rows = (page: Page) => page.locator('tr[data-invoice-id]');
const rowIds = (page: Page) =>
  rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-invoice-id')));

/** Opens the list and waits for a complete snapshot (a replica's first view starts building it). */
async function openList(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Needs attention' })).toBeVisible();
  await expect(page.locator('.attention-status')).toHaveText(/^As of /, { timeout: 30_000 });
}

/** The BFF's answer as the page got it, for the order and amounts the export must match. */
async function listAnswer(page: Page, appUrl: string): Promise<AttentionPage> {
  const response = await page.request.get(`${appUrl}/api/attention`, {
    headers: { 'X-CSRF': '1' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as AttentionPage;
}

for (const [mode, appUrl] of [
  ['spec', APP_URL],
  ['realistic', REALISTIC_APP_URL],
] as const) {
  test.describe(`Needs attention (${mode} mode)`, () => {
    test('lists every outstanding demo invoice with its state and reason category', async ({
      page,
    }) => {
      const expected = await outstandingDemoInvoices();
      expect(new Set(expected.map((e) => e.state)).size, 'every state but one at least').toBe(5);
      await openList(page, `${appUrl}/attention`);

      await expect(rows(page)).toHaveCount(expected.length);
      for (const invoice of expected) {
        const row = page.locator(`tr[data-invoice-id="${invoice.id}"]`);
        await expect(row, invoice.label).toHaveAttribute('data-state', invoice.state);
        await expect(row.locator('[data-state]')).toHaveText(ATTENTION_STATE_LABELS[invoice.state]);
        const tag = row.locator('[data-category]');
        if (invoice.category) {
          await expect(tag, invoice.label).toHaveText(DECLINE_CATEGORY_LABELS[invoice.category]);
        } else await expect(tag, invoice.label).toHaveCount(0);
      }

      const counts = page.locator('.attention-counts');
      const count = (state: AttentionState) =>
        String(expected.filter((e) => e.state === state).length);
      await expect(counts.getByRole('definition').first()).toHaveText(String(expected.length));
      await expect(counts.getByRole('link')).toHaveText([
        count('retries-exhausted'),
        count('manual-payment-pending'),
        count('awaiting-tax'),
      ]);
    });

    test('filters and sorts through the URL; unknown values fall back', async ({ page }) => {
      const expected = await outstandingDemoInvoices();
      await openList(page, `${appUrl}/attention`);

      await page.getByLabel('State').selectOption('manual-payment-pending');
      await expect(page).toHaveURL(`${appUrl}/attention?state=manual-payment-pending`);
      const manual = expected.filter((e) => e.state === 'manual-payment-pending');
      await expect(rows(page)).toHaveCount(manual.length);
      expect((await rowIds(page)).sort()).toEqual(manual.map((e) => e.id).sort());

      // An unknown state shows every state; the good key is kept and the address is cleaned.
      const failed = expected.find((e) => e.category !== null);
      if (!failed?.category) throw new Error('no demo invoice with a failed last attempt');
      await openList(page, `${appUrl}/attention?state=paid-up&category=${failed.category}`);
      await expect(page).toHaveURL(`${appUrl}/attention?category=${failed.category}`);
      const inCategory = expected.filter((e) => e.category === failed.category);
      expect((await rowIds(page)).sort()).toEqual(inCategory.map((e) => e.id).sort());
      await expect(page.getByLabel('State')).toHaveValue('');

      // Sort by balance: a header click writes it. Each currency is a group (codes in order),
      // largest first within it; amounts in two currencies are never compared at face value;
      // rows without a balance last.
      await page.goto(`${appUrl}/attention`);
      await page.getByRole('button', { name: 'Balance due' }).click();
      await expect(page).toHaveURL(`${appUrl}/attention?sort=balance.desc`);
      const answer = await listAnswer(page, appUrl);
      const balanceText = (money: { amount: string; currency: string } | null) =>
        money ? `${money.currency} ${money.amount}` : 'none';
      const byBalance = [...answer.rows]
        .map((row) => row.balanceDue)
        .sort((a, b) => {
          if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
          if (a.currency !== b.currency) return a.currency < b.currency ? -1 : 1;
          const x = BigInt(a.amount);
          const y = BigInt(b.amount);
          return x === y ? 0 : x > y ? -1 : 1;
        })
        .map(balanceText);
      const shownBalances = (await rowIds(page)).map((id) =>
        balanceText(answer.rows.find((row) => row.invoice.id === id)?.balanceDue ?? null),
      );
      expect(shownBalances).toEqual(byBalance);
      await page.getByRole('button', { name: 'Balance due' }).click();
      await expect(page).toHaveURL(`${appUrl}/attention?sort=balance.asc`);

      // Back returns to the previous order: the URL is the state.
      await page.goBack();
      await expect(page).toHaveURL(`${appUrl}/attention?sort=balance.desc`);
      await expect(page.getByRole('columnheader', { name: 'Balance due' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });

    test('exports exactly the filtered list', async ({ page }) => {
      const expected = await outstandingDemoInvoices();
      await openList(page, `${appUrl}/attention?state=failing&sort=lastAttempt.asc`);
      const shown = await rowIds(page);
      expect(shown.length).toBeGreaterThan(0);
      const answer = await listAnswer(page, appUrl);

      const reported = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/audit/attention-exports',
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('needs-attention-failing.csv');
      // Reported to the audit trail: the count and filters, and the BFF wrote it (204).
      const report = await reported;
      expect(report.status()).toBe(204);
      expect(report.request().postDataJSON()).toEqual({
        rows: shown.length,
        state: 'failing',
        category: null,
        sort: 'lastAttempt.asc',
        asOf: answer.snapshot.asOf,
      });
      const bytes = await readFile(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...records] = csvRecords(bytes.subarray(3).toString('utf8'));
      const column = (name: string) => header?.indexOf(name) ?? -1;
      expect(records.map((r) => r[column('invoice_id')])).toEqual(shown);
      expect(records.map((r) => r[column('state')])).toEqual(shown.map(() => 'failing'));
      expect(records.length).toBe(expected.filter((e) => e.state === 'failing').length);
      for (const record of records) {
        const row = answer.rows.find((r) => r.invoice.id === record[column('invoice_id')]);
        expect(record[column('balance_minor')]).toBe(row?.balanceDue?.amount ?? '');
        expect(record[column('currency')]).toBe(row?.balanceDue?.currency ?? '');
        expect(record[column('decline_category')]).toBe(row?.lastAttempt?.category ?? '');
      }
    });

    test('a row opens its invoice page', async ({ page }) => {
      const [first] = await outstandingDemoInvoices();
      if (!first) throw new Error('no outstanding demo invoice');
      await openList(page, `${appUrl}/attention`);
      await page.locator(`tr[data-invoice-id="${first.id}"] td`).last().click();
      // The invoice keeps the list it came from, for next and previous (team-work's list walk).
      await expect(page).toHaveURL(`${appUrl}/invoices/${first.id}?from=%2Fattention`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test.describe('entry points', () => {
  // axe is injected as a script, which the app's CSP refuses.
  test.use({ bypassCSP: true });

  test('the top bar and the home page lead to the list, which has no serious a11y violation', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Needs attention' }).click();
    await expect(page).toHaveURL(/\/attention$/);
    await page.goto('/search?q=acme');
    await page
      .getByRole('navigation', { name: 'Lists' })
      .getByRole('link', { name: 'Needs attention' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Needs attention' })).toBeVisible();
    await expect(page.locator('.attention-status')).toHaveText(/^As of /, { timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('a replica with no snapshot yet shows the rows as they are built, then the complete list', async ({
  page,
  sim,
  consoleWatch,
}) => {
  // The app with sign-in has its own replica, whose list nobody else opens: its first view here
  // starts its first refresh. A slow store keeps it building long enough to be seen.
  consoleWatch.allowHttpErrors(401);
  const expected = await outstandingDemoInvoices();
  await sim.latency(400);
  await page.goto(`${OIDC_APP_URL}/attention`);
  await signInAtIdp(page, TEST_STAFF);
  await expect(page).toHaveURL(`${OIDC_APP_URL}/attention`);
  const status = page.locator('.attention-status');
  await expect(status).toHaveText(/^Building: \d+ of \d+ invoices read$/);
  // No reload: the page asks again while building, until the snapshot is complete.
  await expect(status).toHaveText(/^As of /, { timeout: 40_000 });
  await expect(rows(page)).toHaveCount(expected.length);
});
