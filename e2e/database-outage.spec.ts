/**
 * The console's database stopped under a running product (its own app on a throwaway Postgres
 * server, support/server.ts): in the browser the ticket's way (search, customer, subscription,
 * invoice and its payments) still answers from Elastic Path, `/readyz` stays 200 saying the
 * database is down, the attention list shows its last snapshot as unavailable, as of when, and
 * the invoice's case panel says the team's notes are unavailable while keeping what was typed;
 * with the database back, all recover without a restart and the kept note is added.
 */
import type { DemoInvoiceEntry } from '@pc/ep-simulator';
import { control, expect, test } from './support/fixtures';
import { customerPath, demoDirectory, demoSubscriber, search } from './support/navigation';
import { paymentsPage } from './support/payments-page';

const EMAIL = 'Ron.Swanson+billing@Example.com';
const NOTE = 'Called Ron: the card was replaced, a retry is expected on Friday.';

// The app and its Postgres cluster go with the spec: the e2e server is killed, not stopped.
test.afterAll(async () => {
  await control('/database-app/remove', {});
});

test('the database stopped: the ticket’s way answers, /readyz says down, the list is unavailable as of its snapshot, a typed note waits; back without a restart', async ({
  page,
  request,
  consoleWatch,
}) => {
  // The team's case and notes live in the database: while it is down they answer 503.
  consoleWatch.allowHttpErrors(503);
  test.setTimeout(120_000);
  const started = (await (await control('/database-app', {})).json()) as
    | { url: string }
    | { unavailable: string };
  test.skip('unavailable' in started, `no Postgres server: ${JSON.stringify(started)}`);
  const { url } = started as { url: string };
  // A kept-alive connection the server closed as it was reused resets: the probe asks again.
  const ready = async (): Promise<unknown> => {
    try {
      return await (await request.get(`${url}/readyz`)).json();
    } catch (error) {
      return { unreachable: error instanceof Error ? error.message : String(error) };
    }
  };
  const demo = await demoDirectory();
  const ron = demoSubscriber(demo, EMAIL);
  const invoices = (await (await control('/demo-invoices')).json()) as DemoInvoiceEntry[];
  const invoice = invoices
    .filter((i) => i.subscriberId === ron.id && i.payments > 0)
    .sort((x, y) => y.payments - x.payments)[0];
  if (!invoice) throw new Error(`no invoice with payments for ${EMAIL}`);
  const unavailable = page
    .getByRole('alert')
    .filter({ hasText: /unavailable — last snapshot as of / });

  // A snapshot in the database first, read by this replica.
  expect(await ready()).toEqual({ status: 'ready', database: 'up' });
  await page.goto(`${url}/attention`);
  await expect(page.locator('.attention-status')).toHaveText(/^As of /, { timeout: 30_000 });
  const rows = await page.locator('tr[data-invoice-id]').count();
  expect(rows).toBeGreaterThan(0);

  const panel = page.getByRole('region', { name: 'Case and notes' });
  const note = panel.getByLabel('Note', { exact: true });
  await control('/database-app/stop', {});
  try {
    const down = await request.get(`${url}/readyz`);
    expect(down.status()).toBe(200);
    expect(await down.json()).toEqual({ status: 'ready', database: 'down' });

    await page.goto(`${url}/`);
    await search(page, EMAIL);
    await expect(page.getByRole('heading', { level: 1, name: 'Ron Swanson' })).toBeVisible();
    await expect(page).toHaveURL(`${url}${customerPath(ron.id)}`);
    await page.goto(`${url}/subscriptions/${invoice.subscriptionId}`);
    await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
    // The list: its last snapshot, said to be unavailable and as of when; never emptied.
    await page.goto(`${url}/attention`);
    await expect(unavailable).toBeVisible();
    await expect(page.locator('tr[data-invoice-id]')).toHaveCount(rows);

    await page.goto(`${url}/invoices/${invoice.id}`);
    await expect(paymentsPage(page).range).toHaveText(
      new RegExp(`^Showing 1–\\d+ of ${invoice.payments}$`),
    );
    // The case panel says the notes are unavailable; a note typed now is refused and kept.
    await expect(panel.getByRole('status')).toContainText('unavailable');
    await note.fill(NOTE);
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByRole('alert')).toContainText('The note was not added');
    await expect(note).toHaveValue(NOTE);
  } finally {
    await control('/database-app/start', {});
  }
  await expect.poll(ready, { timeout: 20_000 }).toEqual({ status: 'ready', database: 'up' });
  // Nothing typed was lost: the note still in the box goes in once the database is back.
  await expect(note).toHaveValue(NOTE);
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: NOTE })).toHaveCount(1);
  await expect(note).toHaveValue('');
  await page.goto(`${url}/attention`);
  await expect(page.locator('.attention-status')).toHaveText(/^As of /);
  await expect(unavailable).toHaveCount(0);
  await expect(page.locator('tr[data-invoice-id]')).toHaveCount(rows);
});
