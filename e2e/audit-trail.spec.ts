/**
 * The audit trail says what happened in a real Chromium: hovering or tabbing past links fetches
 * their data (recorded as served, intent prefetch) but records no view; opening a page records
 * exactly one view, by the person, with the ids on screen, each of them on record as served.
 */
import { expect, test } from './support/fixtures';
import { customerPath, demoDirectory, demoSubscriber } from './support/navigation';
import { paymentsPage } from './support/payments-page';
import { CONTROL_URL } from './support/ports';

type AuditLine = Record<string, unknown> & { msg: string };

async function auditLines(): Promise<AuditLine[]> {
  return (await fetch(`${CONTROL_URL}/audit`)).json() as Promise<AuditLine[]>;
}
const views = (lines: AuditLine[]) => lines.filter((l) => l.msg.endsWith('.viewed'));
const served = (lines: AuditLine[]) => lines.filter((l) => l.msg.endsWith('.served'));

test.beforeEach(async () => {
  await fetch(`${CONTROL_URL}/audit`, { method: 'DELETE' });
});

test('hovering and tabbing past links records no view; the page opened records exactly one', async ({
  page,
}) => {
  const ron = demoSubscriber(await demoDirectory(), 'Ron.Swanson+billing@Example.com');
  await page.goto(customerPath(ron.id));
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.locator('tbody tr').first()).toBeVisible();
  await expect.poll(async () => views(await auditLines()).length).toBe(1);

  // Every link in the tables, hovered, then the page tabbed through.
  const links = page.getByRole('main').getByRole('link');
  for (const link of await links.all()) await link.hover();
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
  await expect
    .poll(async () => served(await auditLines()).filter((l) => l.intent === 'prefetch').length)
    .toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(500);

  const lines = await auditLines();
  expect(views(lines)).toEqual([
    expect.objectContaining({ msg: 'customer.viewed', subscriberId: ron.id, user: 'anonymous' }),
  ]);
  // What the view reports on screen was served to this person, by the page's own request (a
  // prefetch may or may not have happened first, so it proves nothing).
  const servedIds = new Set(
    served(lines)
      .filter((l) => l.intent === 'page')
      .flatMap((l) => Object.values(l).flat()),
  );
  const view = views(lines)[0] as AuditLine & { shown: string[] };
  for (const id of [ron.id, ...view.shown]) expect(servedIds).toContain(id);

  // The click after a hover is served from the browser's cache, and is still one view.
  const subscriptionLink = page.getByRole('table', { name: 'Subscriptions' }).getByRole('link');
  const href = (await subscriptionLink.first().getAttribute('href')) ?? '';
  await subscriptionLink.first().click();
  await expect(page).toHaveURL(new RegExp(href));
  const subscriptionId = href.split('/').pop();
  await expect
    .poll(async () => views(await auditLines()).filter((l) => l.msg === 'subscription.viewed'))
    .toEqual([expect.objectContaining({ subscriptionId })]);
  await page.waitForTimeout(500);
  expect(views(await auditLines())).toHaveLength(2);
});

test('opening a 246-payment invoice records one view, and the payments it used as served', async ({
  page,
  invoices,
}) => {
  const longest = invoices.longest;
  await page.goto(longest.invoicePath);
  await expect(paymentsPage(page).rows.first()).toBeVisible();
  await expect.poll(async () => views(await auditLines()).length).toBe(1);
  await page.waitForTimeout(500);
  const lines = await auditLines();
  expect(views(lines)).toEqual([
    expect.objectContaining({ msg: 'invoice.viewed', invoiceId: longest.invoiceId }),
  ]);
  const payments = lines.filter((l) => l.msg === 'payments.served');
  expect(payments.length).toBeGreaterThanOrEqual(1);
  for (const line of payments) {
    expect(line).toMatchObject({ invoiceId: longest.invoiceId, intent: 'page' });
  }
  expect(lines.filter((l) => l.msg === 'payments.viewed')).toEqual([]);
});

test('the attention list records its snapshot once, and a view naming the snapshot and the rows on screen', async ({
  page,
}) => {
  await page.goto('/attention');
  const rows = page.locator('tr[data-invoice-id]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => views(await auditLines()).length).toBeGreaterThanOrEqual(1);
  const lines = await auditLines();
  const [view] = views(lines);
  expect(view).toMatchObject({ msg: 'attention.viewed', user: 'anonymous' });
  // The snapshot it names was served to this person, and its invoices are on record, once.
  const snapshots = lines.filter(
    (l) => l.msg === 'attention.snapshot' && l.snapshotId === view?.snapshotId,
  );
  expect(snapshots).toHaveLength(1);
  expect(
    served(lines).filter((l) => l.msg === 'attention.served' && l.snapshotId === view?.snapshotId),
  ).not.toEqual([]);
  const shown = view?.shown as string[];
  expect(shown.length).toBeGreaterThan(0);
  for (const id of shown) expect(snapshots[0]?.invoiceIds).toContain(id);
  for (const line of served(lines)) expect(line).not.toHaveProperty('invoiceIds');
});
