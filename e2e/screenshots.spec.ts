/**
 * README screenshots, made on demand: `UPDATE_SCREENSHOTS=1 pnpm test:e2e screenshots`.
 * Skipped in normal runs so the committed image only changes when someone means it to.
 */
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';

const docs = (name: string) => fileURLToPath(new URL(`../docs/${name}`, import.meta.url));

test.describe('README screenshots', () => {
  test.skip(!process.env.UPDATE_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to refresh docs/ images');

  test('invoice page at 1280 and 390 px', async ({ page, invoices }) => {
    // An unpaid invoice whose retries ran out: badges, attempts against the limit, failures.
    const invoice = invoices.inState('retries-exhausted');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(invoice.path);
    await expect(paymentsPage(page).rows).toHaveCount(invoice.payments);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice #\d+$/);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: docs('screenshot-payments.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/screenshot-payments-390.png', fullPage: true });
  });
});
