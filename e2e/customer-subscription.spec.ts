/**
 * The customer and subscription pages against the simulator in both upstream modes: every
 * subscription status of the demo seed, the tables and their links, breadcrumbs, paging of a
 * subscription's invoices (with totals, and without them as the real service may answer),
 * not-found and error states, and data prefetched on hover.
 */
import type { DemoDirectory } from '@pc/ep-simulator';
import { expect, test } from './support/fixtures';
import {
  customerPath,
  demoDirectory,
  demoSubscriber,
  demoSubscription,
  recordApiCalls,
  subscriptionPath,
} from './support/navigation';
import { PAGED_INVOICES, PAGED_LIMIT, PAGED_SUBSCRIPTION_ID } from './support/navigation-data';
import { paymentsPage } from './support/payments-page';
import { REALISTIC_APP_URL } from './support/ports';

const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

let demo: DemoDirectory;

test.beforeAll(async () => {
  demo = await demoDirectory();
});

const subscriber = (email: string) => demoSubscriber(demo, email);
const subscriptionByRef = (ref: string) => demoSubscription(demo, ref);

for (const mode of ['spec', 'realistic'] as const) {
  test.describe(`customer and subscription pages (${mode} upstream)`, () => {
    if (mode === 'realistic') test.use({ baseURL: REALISTIC_APP_URL });

    test('a customer: name, email and company with copy, subscriptions, invoices newest first', async ({
      page,
    }) => {
      const ron = subscriber('Ron.Swanson+billing@Example.com');
      await page.goto(customerPath(ron.id));
      await expect(page.getByRole('heading', { level: 1, name: 'Ron Swanson' })).toBeVisible();
      await expect(page).toHaveTitle('Ron Swanson · Customer · Payments Console');
      await expect(page.getByRole('button', { name: 'Copy email' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy company' })).toBeVisible();
      await expect(page.getByText('Acme Corporation', { exact: true })).toBeVisible();

      const subscriptions = page.getByRole('table', { name: 'Subscriptions' });
      await expect(subscriptions.getByRole('columnheader')).toHaveText([
        'Offering and plan',
        'Status',
        'Price',
        'Next billing',
        'Started',
      ]);
      const cloud = subscriptions.locator('tbody tr').filter({ hasText: 'acme-cloud-001' });
      await expect(cloud).toContainText('Business · Monthly');
      await expect(cloud).toContainText('Active');
      await expect(cloud).toContainText('$499.00');
      // The account's other subscription bills someone else.
      await expect(
        subscriptions.locator('tbody tr').filter({ hasText: 'acme-analytics-eu' }),
      ).toContainText('Same account, billed to someone else');

      const invoices = page.getByRole('table', { name: 'Invoices' });
      await expect(invoices.getByRole('columnheader')).toHaveText([
        'Number',
        'Created',
        'Subscription',
        'Total',
        'Paid',
        'Retries exhausted',
        'Latest attempt',
      ]);
      const created = await invoices
        .locator('tbody tr td:nth-child(2) time')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
      expect(created.length).toBeGreaterThan(1);
      expect([...created].sort().reverse()).toEqual(created);
      // Ron's newest invoice is paid: it reads Paid, its payments are not read on this page.
      await expect(invoices.locator('tbody tr').first().locator('td').last()).toHaveText('Paid');

      await cloud.getByRole('link', { name: 'Cloud Platform' }).click();
      await expect(page).toHaveURL(subscriptionPath(subscriptionByRef('acme-cloud-001').id));
    });

    test('a customer’s invoice row opens the invoice', async ({ page }) => {
      const fatima = subscriber('F.AlSabah@AlBahar.example');
      await page.goto(customerPath(fatima.id));
      const invoices = page.getByRole('table', { name: 'Invoices' });
      const failed = invoices.locator('tbody tr').first();
      await expect(failed).toBeVisible();
      await failed.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('every subscription status, with its line, history and invoices', async ({ page }) => {
      const labels = new Set<string>();
      for (const subscription of demo.subscriptions) {
        await page.goto(subscriptionPath(subscription.id));
        const header = page.locator('.page-header');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(header.locator('.badge')).toHaveText(subscription.status);
        await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
        await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
        if (subscription.status === 'Pending cancel') await expect(header).toContainText(/Ends/);
        if (subscription.status === 'Pending activation') {
          await expect(header).toContainText(/Starts/);
        }
        labels.add(subscription.status);
      }
      expect([...labels].sort()).toEqual(
        [
          'Active',
          'Canceled',
          'Closed',
          'Inactive',
          'Paused',
          'Pending activation',
          'Pending cancel',
          'Pending pause',
          'Suspended',
        ].sort(),
      );
    });

    test('a subscription: plan, price, currency, customer, history, breadcrumbs', async ({
      page,
    }) => {
      const payroll = subscriptionByRef('initech-payroll');
      await page.goto(subscriptionPath(payroll.id));
      await expect(page.getByRole('heading', { level: 1, name: 'Payroll Service' })).toBeVisible();
      const facts = page.locator('.facts');
      await expect(facts).toContainText('Currency');
      await expect(facts).toContainText('GBP');
      await expect(facts).toContainText('£');
      await expect(page.locator('.page-header .badge')).toHaveText('Pending cancel');
      await expect(page.getByRole('list').filter({ hasText: 'Canceled' })).toBeVisible();

      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Bill Lumbergh' })).toBeVisible();
      await expect(trail.locator('[aria-current="page"]')).toHaveText('Payroll Service');
      await trail.getByRole('link', { name: 'Bill Lumbergh' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Bill Lumbergh' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
        /Bill Lumbergh/,
      );
    });

    test('a subscription’s invoices page with totals, newest first; Back undoes paging', async ({
      page,
    }) => {
      const path = subscriptionPath(PAGED_SUBSCRIPTION_ID);
      await page.goto(path);
      const invoices = page.getByRole('table', { name: 'Invoices' });
      await expect(
        page.getByText(`Showing 1–${PAGED_INVOICES} of ${PAGED_INVOICES}`),
      ).toBeVisible();
      await page.getByLabel('Rows per page').selectOption(String(PAGED_LIMIT));
      await expect(page).toHaveURL(`${path}?limit=${PAGED_LIMIT}`);
      await expect(page.getByText(`Showing 1–10 of ${PAGED_INVOICES}`)).toBeVisible();
      await expect(invoices.locator('tbody tr')).toHaveCount(PAGED_LIMIT);
      await expect(invoices.locator('tbody tr').first()).toContainText(`#${PAGED_INVOICES}`);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(`${path}?offset=10&limit=${PAGED_LIMIT}`);
      await expect(page.getByText(`Showing 11–12 of ${PAGED_INVOICES}`)).toBeVisible();
      await expect(invoices.locator('tbody tr')).toHaveCount(2);
      await expect(invoices.locator('tbody tr').last()).toContainText('#1');
      await page.goBack();
      await expect(page.getByText(`Showing 1–10 of ${PAGED_INVOICES}`)).toBeVisible();
    });
  });
}

test.describe('customer and subscription pages in the browser', () => {
  test('paging without upstream totals says only what is certain', async ({ page }) => {
    // The BFF knows a subscription's totals today; the page must not depend on it.
    await page.route('**/api/subscriptions/*/invoices*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.meta.page.total = null;
      body.meta.page.current = null;
      body.meta.results.total = null;
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${subscriptionPath(PAGED_SUBSCRIPTION_ID)}?limit=${PAGED_LIMIT}`);
    await expect(page.locator('.pagination__range')).toHaveText('Showing 1–10');
    await expect(page.getByRole('button', { name: 'Last page' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.locator('.pagination__range')).toHaveText('Showing 11–12');
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  test('not found, per kind of object, without asking twice', async ({ page, consoleWatch }) => {
    consoleWatch.allowHttpErrors(404);
    await page.goto(customerPath(UNKNOWN));
    await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
    await page.goto(subscriptionPath(UNKNOWN));
    await expect(page.getByRole('heading', { name: 'Subscription not found' })).toBeVisible();
    await page.goto('/customers/not-a-uuid');
    await expect(
      page.getByRole('heading', { name: 'This link does not name a customer' }),
    ).toBeVisible();
    await page.goto('/subscriptions/not-a-uuid');
    await expect(
      page.getByRole('heading', { name: 'This link does not name a subscription' }),
    ).toBeVisible();
  });

  test('an upstream failure shows the BFF’s detail, and Retry loads the page', async ({
    page,
    sim,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(502);
    const ron = subscriber('Ron.Swanson+billing@Example.com');
    await sim.inject('subscribers.get', { kind: 'malformed-json' });
    await page.goto(customerPath(ron.id));
    await expect(
      page.getByRole('heading', { name: 'The customer could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByText('Elastic Path sent an unexpected response.')).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ron Swanson' })).toBeVisible();
  });

  test('a skeleton while the customer loads, the heading at once when the search knew them', async ({
    page,
    sim,
  }) => {
    const leslie = subscriber('Leslie.Knope@FoodnStuff.example');
    await page.goto('/search?q=Food');
    await expect(page.getByRole('link', { name: 'Leslie Knope' })).toBeVisible();
    await sim.latency(1_000);
    await page.getByRole('link', { name: 'Leslie Knope' }).click();
    await expect(page).toHaveURL(customerPath(leslie.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Leslie Knope' })).toBeVisible();
    await expect(page.locator('.skeleton-table').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Subscriptions' })).toBeVisible();
  });

  test('hovering a link prefetches its data: the click asks for nothing more', async ({ page }) => {
    const calls = recordApiCalls(page);
    const cloud = subscriptionByRef('acme-cloud-001');
    await page.goto(subscriptionPath(cloud.id));
    const invoices = page.getByRole('table', { name: 'Invoices' });
    const row = invoices.locator('tbody tr').first();
    await expect(row).toBeVisible();

    const link = row.getByRole('link').first();
    await link.hover();
    // The invoice's payment list; a row the pointer lands on may prefetch its own details.
    const lists = () => calls.filter((c) => c.includes('/payments?'));
    await expect.poll(() => lists().length).toBe(1);
    await link.click();
    await expect(paymentsPage(page).rows.first()).toBeVisible();
    expect(lists()).toHaveLength(1);

    // The same for a customer link: focus is enough.
    await page.goBack();
    const customerLink = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    // The customer's page (read from the store), not the team's notes on them (`/work`, read
    // from the console's own database by the page's notes panel once it is open).
    const customerPages = () =>
      calls.filter((c) => c.startsWith('/api/customers/') && !c.includes('/work'));
    await customerLink.focus();
    await expect.poll(() => customerPages().length).toBe(1);
    await customerLink.click();
    await expect(page.getByRole('table', { name: 'Subscriptions' })).toBeVisible();
    expect(customerPages()).toHaveLength(1);
  });
});
