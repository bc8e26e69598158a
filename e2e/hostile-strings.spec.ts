/**
 * Text from Elastic Path (names, emails, company and plan names, decline reasons, gateway ids) is
 * whatever a storefront, an integration or a gateway sent it. One company of the e2e data holds
 * hostile text in every such field (support/hostile-data.ts); every page that shows it, and the
 * CSV, must keep it inert and bounded:
 * - nothing runs: no dialog, no navigation, no element made from the markup, no CSP report
 *   (the fixtures fail a test on any console error);
 * - no link or source is a `javascript:` or `data:` URL;
 * - a right-to-left override is isolated (or removed) so it cannot reorder the text around it;
 * - 10,000 characters without a space wrap or are cut: the page never scrolls sideways;
 * - a CSV cell a spreadsheet would run as a formula is neutralised.
 */
import { readFile } from 'node:fs/promises';
import { NOTE_MAX_CHARS } from '@pc/contract/team-work/note-text';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  DATA_LINK,
  FORMULA,
  HOSTILE_INVOICE_ID,
  HOSTILE_SUBSCRIBER_ID,
  HOSTILE_SUBSCRIPTION_ID,
  JS_LINK,
  LONG,
  MARKUP,
  PWNED,
  WITH_RLO,
} from './support/hostile-data';
import { paymentsPage } from './support/payments-page';

const RLO = '\u202E';

/** Dialogs opened and main-frame navigations away from the pages the test asked for. */
function watchForEscapes(page: Page) {
  const escapes: string[] = [];
  page.on('dialog', (dialog) => {
    escapes.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.origin !== new URL(page.url()).origin || !/^https?:$/.test(url.protocol)) {
      escapes.push(`navigated to ${frame.url().slice(0, 80)}`);
    }
  });
  return escapes;
}

/** Everything this page shows of the hostile company is inert and bounded. */
async function expectInertAndBounded(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const found = await page.evaluate(
    ({ pwned, rlo, values }) => {
      const ran = (window as unknown as Record<string, unknown>)[pwned] !== undefined;
      const madeFromMarkup = document.querySelectorAll(
        'img[src="x"], [onerror], [onload], script:not([src])',
      ).length;
      // The page's own head (its icon is a data: URL) holds no upstream text.
      const badUrls = [...document.body.querySelectorAll('[href], [src], [action], [formaction]')]
        .flatMap((el) => ['href', 'src', 'action', 'formaction'].map((a) => el.getAttribute(a)))
        .filter((value): value is string => value !== null)
        .filter((value) => /^\s*(javascript|data|vbscript):/i.test(value));
      // A text holding U+202E must be one value, alone in an element that ends the override
      // (an isolate, or a block of its own): the text around it keeps its order.
      const isBoundary = (el: Element) => {
        const style = getComputedStyle(el);
        return (
          ['isolate', 'isolate-override', 'plaintext'].includes(style.unicodeBidi) ||
          !style.display.startsWith('inline')
        );
      };
      const oneValue = (text: string) =>
        values.some((v) => text === v || (text.endsWith('…') && v.startsWith(text.slice(0, -1))));
      const unisolated: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.includes(rlo)) continue;
        let boundary = node.parentElement;
        while (boundary && !isBoundary(boundary)) boundary = boundary.parentElement;
        if (!boundary || boundary.closest('[hidden]')) continue;
        if (!oneValue(boundary.textContent ?? '')) {
          const text = (boundary.textContent ?? '').replace(/W{20,}/g, 'W…').slice(0, 60);
          unisolated.push(
            `<${boundary.tagName.toLowerCase()} class="${boundary.className}"> in <${node.parentElement?.tagName.toLowerCase()} class="${node.parentElement?.className}"> ${text}`,
          );
        }
      }
      // What reaches past the window's right edge (the page must not scroll sideways).
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .filter(
          (el) =>
            !el.parentElement ||
            el.parentElement.getBoundingClientRect().right <= window.innerWidth + 1,
        )
        .slice(0, 5)
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`);
      const root = document.documentElement;
      return {
        ran,
        madeFromMarkup,
        badUrls,
        unisolated,
        sideways: root.scrollWidth - root.clientWidth,
        wide: root.scrollWidth > root.clientWidth ? wide : [],
      };
    },
    { pwned: PWNED, rlo: RLO, values: WITH_RLO },
  );
  expect(found, where).toEqual({
    ran: false,
    madeFromMarkup: 0,
    badUrls: [],
    unisolated: [],
    sideways: 0,
    wide: [],
  });
}

test.describe('hostile text from Elastic Path', () => {
  test('search, customer, subscription, invoice and payment pages keep it inert and bounded', async ({
    page,
  }) => {
    const escapes = watchForEscapes(page);

    await page.goto(`/search?q=${HOSTILE_SUBSCRIBER_ID}`);
    await expectInertAndBounded(page, 'search');

    await page.goto(`/customers/${HOSTILE_SUBSCRIBER_ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectInertAndBounded(page, 'customer page');

    await page.goto(`/subscriptions/${HOSTILE_SUBSCRIPTION_ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectInertAndBounded(page, 'subscription page');

    const view = paymentsPage(page);
    await page.goto(`/invoices/${HOSTILE_INVOICE_ID}`);
    await expect(view.rows).toHaveCount(4);
    await expectInertAndBounded(page, 'invoice page');

    for (const row of await view.rows.all()) {
      const id = (await row.getAttribute('data-payment-id')) ?? '';
      await page.goto(`/invoices/${HOSTILE_INVOICE_ID}?payment=${id}`);
      await expect(view.details).toBeVisible();
      await expectInertAndBounded(page, `payment ${id}`);
    }

    expect(escapes).toEqual([]);
  });

  test('the attention list keeps it inert, and its row a few lines tall', async ({ page }) => {
    const escapes = watchForEscapes(page);
    await page.goto('/attention');
    await expect(page.locator('.attention-status')).toHaveText(/^As of /, { timeout: 30_000 });
    await expectInertAndBounded(page, 'attention list');
    // 10,000 letters wrapped in a narrow column made this row 27,000 px tall, pushing every
    // other outstanding invoice out of reach; a list shows a few lines of each value.
    const row = page.locator(`tr[data-invoice-id="${HOSTILE_INVOICE_ID}"]`);
    const box = await row.boundingBox();
    expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(400);
    // The text stays whole in the page, for a screen reader and for copying.
    await expect(row).toContainText(LONG);
    expect(escapes).toEqual([]);
  });

  test('the CSV holds it as text: formulas neutralised, every row intact', async ({ page }) => {
    await page.goto(`/invoices/${HOSTILE_INVOICE_ID}`);
    await expect(paymentsPage(page).rows).toHaveCount(4);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = (await readFile(await download.path())).subarray(3).toString('utf8');
    const cells = [...text.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,\r\n]*)/gm)].map((m) =>
      (m[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"'),
    );
    const risky = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d/.test(cell));
    expect(risky).toEqual([]);
    expect(cells).toContain(`'${FORMULA}`);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(5);
  });

  test('notes typed with it show it as text, on the invoice and its customer', async ({
    page,
    consoleWatch,
  }) => {
    // The console's database slower than a person's 250 ms on a busy machine: the page asks
    // again (team-work-queries.ts), and what it shows is asserted.
    consoleWatch.allowHttpErrors(503);
    const escapes = watchForEscapes(page);
    // What a person might paste from the ticket: each hostile value that fits in a note.
    const texts = [
      MARKUP,
      JS_LINK,
      DATA_LINK,
      FORMULA,
      LONG.slice(0, NOTE_MAX_CHARS),
      ...WITH_RLO.filter((text) => text.length <= NOTE_MAX_CHARS),
    ];
    const [forCustomer = '', ...forInvoice] = texts;
    await page.goto(`/customers/${HOSTILE_SUBSCRIBER_ID}`);
    const customerPanel = page.getByRole('region', { name: 'Notes and open cases' });
    await customerPanel.getByLabel('Note', { exact: true }).fill(forCustomer);
    await customerPanel.getByRole('button', { name: 'Add note' }).click();
    await expect(customerPanel.locator('.note__text')).toHaveText([forCustomer]);
    await expectInertAndBounded(page, 'customer page with notes');

    await page.goto(`/invoices/${HOSTILE_INVOICE_ID}`);
    const panel = page.getByRole('region', { name: 'Case and notes' });
    const box = panel.getByLabel('Note', { exact: true });
    for (const text of forInvoice) {
      await box.fill(text);
      await panel.getByRole('button', { name: 'Add note' }).click();
      await expect(box).toHaveValue('');
    }
    // Newest first, each exactly as typed; the customer's note among them, said to be theirs.
    const shown = panel.locator('.note__text');
    await expect(shown).toHaveCount(texts.length);
    expect(await shown.allTextContents()).toEqual([...forInvoice].reverse().concat(forCustomer));
    await expect(panel.locator('.note').last()).toContainText('Customer note');
    await expectInertAndBounded(page, 'invoice page with notes');
    expect(escapes).toEqual([]);
  });
});
