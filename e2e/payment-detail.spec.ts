/** One attempt in detail, in a panel the URL opens. */
import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';

const TIME = /\w{3} \d+, \d{4}, \d+:\d\d:\d\d [AP]M UTC/;

test.describe('payment details', () => {
  test('a click opens the panel; the URL names the payment; Escape closes it and focus returns', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.byLabel('6 payments');
    const view = paymentsPage(page);
    await page.goto(invoice.path);
    await expect(view.rows).toHaveCount(6);
    const row = view.rows.first();
    const id = (await row.getAttribute('data-payment-id')) ?? '';
    await row.locator('td').nth(2).click();

    await expect(view.details).toBeVisible();
    await expect(page).toHaveURL(`${invoice.path}?payment=${id}`);
    // The newest of six payments is a second charge after the invoice was paid: not an attempt.
    await expect(view.details.locator('.detail-attempt')).toHaveText('Charged again after payment');
    // Every id in full, each with its copy button.
    for (const label of ['payment ID', 'invoice ID', 'subscription ID', 'job ID']) {
      await expect(view.details.getByRole('button', { name: `Copy ${label}` })).toBeVisible();
    }
    await expect(view.details.getByText(id, { exact: true })).toBeVisible();
    await expect(view.details.getByText(invoice.invoiceId, { exact: true })).toBeVisible();
    // The payment run that made the attempt.
    const run = view.details.locator('dl').last();
    await expect(run.getByText('Run status', { exact: true })).toBeVisible();
    await expect(run.locator('time').first()).toHaveText(TIME);
    await expect(run.getByText('Finished')).toBeVisible();
    // The page behind is inert while the panel is open.
    await expect(view.next)
      .not.toBeInViewport({ ratio: 1 })
      .catch(() => undefined);

    await page.keyboard.press('Escape');
    await expect(view.details).toHaveCount(0);
    await expect(page).toHaveURL(invoice.path);
    await expect(row).toBeFocused();

    // Back opens it again: the URL is the state.
    await page.goBack();
    await expect(view.details).toBeVisible();
    await view.details.getByRole('button', { name: 'Close' }).click();
    await expect(view.details).toHaveCount(0);
  });

  test('Enter on a row opens it, and a shared link opens it for the next person', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.inState('retries-exhausted');
    const view = paymentsPage(page);
    await page.goto(invoice.invoicePath);
    const oldest = view.rows.last();
    const id = (await oldest.getAttribute('data-payment-id')) ?? '';
    await oldest.focus();
    await page.keyboard.press('Enter');
    await expect(view.details.getByText('Attempt 1 of 11', { exact: true })).toBeVisible();
    await expect(view.details.locator('.badge')).toHaveText('Failed');
    const reason = await oldest.locator('td').nth(4).locator('.reason-cell__text').textContent();
    await expect(view.details.locator('.detail-reason')).toHaveText(`Failure reason: ${reason}`);

    await page.goto(`${invoice.path}?payment=${id}&tz=utc`);
    await expect(view.details).toBeVisible();
    await expect(view.details.getByText('Attempt 1 of 11', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator(`tr[data-payment-id="${id}"]`)).toBeFocused();
  });

  test('after a sort, a click still opens the row it lands on', async ({ page, invoices }) => {
    const view = paymentsPage(page);
    await page.goto(`${invoices.longest.path}?sort=amount.desc`);
    await expect(view.range).toHaveText(`Showing 1–25 of ${invoices.longest.payments}`);
    await expect(view.progress).toHaveCount(0);
    const row = view.rows.nth(3);
    const id = (await row.getAttribute('data-payment-id')) ?? '';
    await row.locator('td').nth(2).click();
    await expect(view.details).toBeVisible();
    await expect(page).toHaveURL(`${invoices.longest.path}?sort=amount.desc&payment=${id}`);
  });

  test('the panel keeps the focus inside, and a click beside it closes it', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.byLabel('6 payments');
    const view = paymentsPage(page);
    await page.goto(invoice.path);
    const row = view.rows.nth(1);
    await row.click();
    await expect(view.details.getByRole('heading', { name: 'Payment details' })).toBeFocused();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await view.details.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Shift+Tab');
    expect(await view.details.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
      true,
    );
    await page.mouse.click(40, 400);
    await expect(view.details).toHaveCount(0);
    await expect(page).toHaveURL(invoice.path);
    await expect(row).toBeFocused();
  });

  test('Copy summary copies the ticket note: customer, invoice, each attempt, next step, link', async ({
    page,
    invoices,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const invoice = invoices.inState('retries-exhausted');
    const view = paymentsPage(page);
    await page.goto(invoice.path);
    await view.rows.first().click();
    await view.details.getByRole('button', { name: 'Copy summary' }).click();
    const note = await page.evaluate(() => navigator.clipboard.readText());
    const lines = note.split('\n');
    expect(lines[0]).toBe('Internal — do not send');
    expect(lines[1]).toMatch(/^Customer: .+ <.+@.+>$/);
    expect(lines[2]).toMatch(/^Invoice #\d+ · .+ \(UTC\) · total €249\.00 · balance due €249\.00$/);
    // Each attempt on its line, oldest first: the newest is the last, at the limit.
    const attempts = lines.filter((line) => line.startsWith('- '));
    expect(attempts).toHaveLength(11);
    expect(attempts.at(-1)).toMatch(
      /^- \w{3} \d+, \d{4}, \d\d:\d\d UTC · €249\.00 · Failed · [^·]+ · Attempt 11 of 11 · /,
    );
    expect(lines.find((line) => line.startsWith('Next step: '))).toMatch(
      /^Next step: No card retry: the invoice is out of retries/,
    );
    expect(lines.find((line) => line.startsWith('Link: '))).toMatch(
      /^Link: http:\/\/.+\/invoices\/[0-9a-f-]{36}$/,
    );
    // Out of retries: the reply to send promises no retry.
    const reply = note.split('--- Reply to the customer')[1] ?? '';
    expect(reply).toContain('We will not try this card again automatically.');
    expect(reply).not.toMatch(/so we can try again|will try again/);
  });

  test('a Stripe payment links to the Stripe dashboard; a refund says Refund', async ({
    page,
    invoices,
  }) => {
    const edge = invoices.byLabel('E2E Edge Cases');
    const view = paymentsPage(page);
    await page.goto(edge.path);
    await view.rows.filter({ hasText: 'pi_refund' }).click();
    await expect(view.details.locator('.badge')).toHaveText('Refund');
    await expect(
      view.details.getByRole('link', { name: 'Open in the gateway’s dashboard' }),
    ).toHaveAttribute('href', 'https://dashboard.stripe.com/payments/pi_refund');
    // This invoice's runs are not in the simulator: said, not hidden.
    await expect(
      view.details.getByText('Elastic Path did not return this payment run.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // A gateway without a configured link has none.
    await view.rows.filter({ hasText: 'KWD' }).click();
    await expect(view.details.getByText('manual (recorded by hand)')).toBeVisible();
    await expect(view.details.getByRole('link', { name: /dashboard/ })).toHaveCount(0);
  });

  test('hovering a row fetches its details ahead, so the panel needs no request', async ({
    page,
    invoices,
  }) => {
    const invoice = invoices.byLabel('6 payments');
    const view = paymentsPage(page);
    await page.goto(invoice.path);
    const row = view.rows.nth(1);
    const id = (await row.getAttribute('data-payment-id')) ?? '';
    const detailPath = `/api/invoices/${invoice.invoiceId}/payments/${id}`;
    const prefetched = page.waitForResponse((r) => new URL(r.url()).pathname === detailPath);
    await row.hover();
    await prefetched;
    const after: string[] = [];
    page.on('request', (request) => after.push(new URL(request.url()).pathname));
    await row.click();
    await expect(view.details.getByText('Finished')).toBeVisible();
    expect(after).not.toContain(detailPath);
  });

  test('a link to a payment that is not on the invoice says so', async ({
    page,
    invoices,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(404);
    const invoice = invoices.byLabel('6 payments');
    await page.goto(`${invoice.path}?payment=00000000-0000-4000-8000-000000000000`);
    const view = paymentsPage(page);
    await expect(view.details.getByRole('heading', { name: 'Payment not found' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(view.rows).toHaveCount(6);
  });
});
