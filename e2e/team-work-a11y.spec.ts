/**
 * The team's pages with no serious or critical axe violation, in both themes: the invoice page's
 * case panel with a note and a promise, the customer's notes and open cases, the home page's way
 * to My work, My work, and the list with rows selected for an assign. A note holding a card number is refused in the page,
 * before anything is sent. On the product without sign-in (one person, `anonymous`).
 */
import { axeViolations, expect, test } from './support/fixtures';
import { casePanel, utcToday } from './support/team-work';

// axe is injected as a script tag, which the product's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} theme: the case panel, the customer’s notes, My work and the list’s selection`, async ({
    page,
    invoices,
    consoleWatch,
  }) => {
    // The console's database slower than a person's 250 ms on a busy machine: the page asks
    // again (team-work-queries.ts), and what it shows is asserted.
    consoleWatch.allowHttpErrors(503);
    await page.emulateMedia({ colorScheme });
    const invoice = invoices.inState('manual-pending');
    await page.goto(invoice.invoicePath);
    const panel = casePanel(page);
    await expect(panel.state).toBeVisible();
    if ((await panel.assignToMe.count()) > 0) await panel.assignToMe.click();
    await expect(panel.owner).toHaveText('anonymous');
    await panel.note.fill(`Checked with the customer (${colorScheme}).`);
    await panel.addNote.click();
    await expect(panel.notes.first()).toContainText(colorScheme);
    // A correction is a new note; the wrong one is hidden by its author and kept in history.
    await panel.note.fill('Wrong invoice, ignore.');
    await panel.addNote.click();
    const wrong = panel.notes.filter({ hasText: 'Wrong invoice' });
    await wrong.getByRole('button', { name: 'Hide my note' }).click();
    await expect(panel.notes.first()).toContainText('Hidden by its author');
    await expect(panel.notes.first()).not.toContainText('Wrong invoice');
    await panel.promisedBy.fill(utcToday());
    await panel.recordPromise.click();
    await expect(panel.state).toContainText('Promised');
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole('link', { name: /^Back to|Customer/ })
      .first()
      .isVisible();
    const customer = page.locator('a[href^="/customers/"]').first();
    await customer.click();
    const notes = page.getByRole('region', { name: 'Notes and open cases' });
    await expect(notes.getByRole('list', { name: 'Open cases' })).toContainText('Promised');
    expect(await axeViolations(page)).toEqual([]);

    // The home page leads an agent who has cases to My work first.
    await page.goto('/');
    const card = page.getByRole('region', { name: 'My work' });
    await expect(card).toContainText(/\d+ open cases? (is|are) yours/);
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('link', { name: 'Open My work' }).click();
    await expect(page).toHaveURL(/\/my-work$/);
    await expect(page.locator('.attention-status')).toHaveText(/^As of /, { timeout: 30_000 });
    await expect(page.locator(`tr[data-invoice-id="${invoice.invoiceId}"]`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/attention');
    await expect(page.locator('.attention-status')).toHaveText(/^As of /, { timeout: 30_000 });
    await page.locator('tr[data-invoice-id] .row-check').first().check();
    await expect(page.getByText('1 selected')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a note holding a card number is refused in the page: nothing is sent, the text stays', async ({
  page,
  invoices,
  consoleWatch,
}) => {
  consoleWatch.allowHttpErrors(503);
  const invoice = invoices.inState('manual-pending');
  await page.goto(invoice.invoicePath);
  const panel = casePanel(page);
  await expect(panel.state).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/notes')) sent.push(request.url());
  });
  const text = 'Customer read out 4242 4242 4242 4242 on the call';
  await panel.note.fill(text);
  await panel.addNote.click();
  await expect(panel.panel.getByRole('alert')).toContainText('card number');
  await expect(panel.note).toHaveValue(text);
  expect(sent).toEqual([]);
});
