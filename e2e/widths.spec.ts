/**
 * The widths agents use (issue 38): a phone (390), half a 1440 screen beside the helpdesk (720),
 * a laptop (1024), a desktop (1440), and 200 % zoom on a 1440 screen (720 CSS px at twice the
 * pixels). At each, on the pages a ticket walks: no page scrolls sideways, no text wraps a letter
 * per line, and from 720 up the top bar is at most 72 px tall with a search box at least 200 px
 * wide. At 390 every column of a payment is reachable in its details panel, inside the screen.
 * axe finds no serious or critical violation at each width. Sizes, never times.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures';
import { customerPath, demoInvoice, searchBoxes } from './support/navigation';
import { paymentsPage } from './support/payments-page';

// axe is injected as a script tag, which the product's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

const WIDTHS = [
  { name: '390 px', width: 390, height: 844, scale: 1 },
  { name: '720 px', width: 720, height: 900, scale: 1 },
  { name: '1024 px', width: 1024, height: 768, scale: 1 },
  { name: '1440 px', width: 1440, height: 900, scale: 1 },
  { name: '200 % zoom of 1440 px', width: 720, height: 450, scale: 2 },
] as const;

const INVOICE = 'Acme Cloud · #1 · 2026-01 · paid';

/** Elements whose own text of 4+ letters is narrower than 1.5 letters: a letter per line. */
async function squeezedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...element.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (own.length < 4 || !/[A-Za-z]{4}/.test(own)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'absolute') continue;
      const size = Number.parseFloat(style.fontSize);
      const lines = box.height / (Number.parseFloat(style.lineHeight) || size * 1.4);
      if (box.width < size * 1.5 && lines >= 3) found.push(own.slice(0, 30));
    }
    return found;
  });
}

/** How far the page scrolls sideways, and the elements that stick out past its right edge. */
async function sideways(page: Page): Promise<{ px: number; past: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const past = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 0.5)
      .filter((e) => !e.closest('.table-scroll, [role="region"]'))
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`.slice(0, 60))
      .slice(0, 5);
    return { px: root.scrollWidth - root.clientWidth, past };
  });
}

async function expectUsable(page: Page, width: number) {
  const wide = await sideways(page);
  expect(wide.px, `the page scrolls sideways: ${wide.past.join(', ')}`).toBeLessThanOrEqual(0);
  expect(await squeezedTexts(page), 'text wrapped a letter per line').toEqual([]);
  if (width >= 720) {
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar?.height ?? 0, 'top bar height').toBeLessThanOrEqual(72);
    const box = searchBoxes(page).top;
    if (await box.isVisible()) {
      expect((await box.boundingBox())?.width ?? 0, 'search box width').toBeGreaterThanOrEqual(200);
    }
  }
  expect(await axeViolations(page)).toEqual([]);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.name}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: size.scale,
    });

    test('home, invoice and customer pages are usable', async ({ page }) => {
      await page.goto('/');
      await expect(searchBoxes(page).home).toBeVisible();
      await expectUsable(page, size.width);

      const invoice = await demoInvoice(INVOICE);
      await page.goto(`/invoices/${invoice.id}`);
      const view = paymentsPage(page);
      await expect(view.rows).toHaveCount(invoice.payments);
      await expectUsable(page, size.width);

      // Every column of a payment, in its details panel, inside the screen.
      await view.rows.first().click();
      await expect(view.details).toBeVisible();
      const panel = await view.details.boundingBox();
      expect((panel?.x ?? -1) >= 0 && (panel?.x ?? 0) + (panel?.width ?? 0) <= size.width).toBe(
        true,
      );
      for (const term of ['Created', 'Payment taken', 'Gateway', 'Payment ID', 'Invoice ID'])
        await expect(view.details.getByText(term, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');

      await page.goto(customerPath(invoice.subscriberId ?? ''));
      await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
      await expectUsable(page, size.width);
    });
  });
}
