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

test('the attention list records a view naming its snapshot and the rows on screen, and its invoices at most once', async ({
  page,
}) => {
  await page.goto('/attention');
  const rows = page.locator('tr[data-invoice-id]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // The rows the last view names are the rows on screen (while a snapshot is built, each new
  // one on screen is a new view: asked until they agree).
  const onScreen = () => rows.evaluateAll((trs) => trs.map((tr) => tr.dataset.invoiceId));
  await expect
    .poll(async () => (views(await auditLines()).at(-1)?.shown ?? []) as string[])
    .toEqual(await onScreen());
  const lines = await auditLines();
  const view = views(lines).at(-1);
  expect(view).toMatchObject({ msg: 'attention.viewed', user: 'anonymous' });
  // The snapshot it names was served to this person, by its id alone; its invoices are written
  // once per replica (before this test, when an earlier one was served the same snapshot).
  expect(
    served(lines).filter((l) => l.msg === 'attention.served' && l.snapshotId === view?.snapshotId),
  ).not.toEqual([]);
  for (const line of served(lines)) expect(line).not.toHaveProperty('invoiceIds');
  const snapshots = lines.filter(
    (l) => l.msg === 'attention.snapshot' && l.snapshotId === view?.snapshotId,
  );
  expect(snapshots.length).toBeLessThanOrEqual(1);
  for (const snapshot of snapshots)
    for (const id of (view?.shown ?? []) as string[]) expect(snapshot.invoiceIds).toContain(id);
});
