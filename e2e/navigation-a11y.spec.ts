/**
 * The navigation pages in every state: no serious or critical axe violation, and usable at 390 px
 * (the page never scrolls sideways; a wide table scrolls inside its own region).
 */
import type { DemoDirectory } from '@pc/ep-simulator';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures';
import {
  customerPath,
  demoDirectory,
  demoSubscriber,
  search,
  subscriptionPath,
} from './support/navigation';
import { PAGED_LIMIT, PAGED_SUBSCRIPTION_ID } from './support/navigation-data';

// axe is injected as a script tag, which the product's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

let demo: DemoDirectory;

test.beforeAll(async () => {
  demo = await demoDirectory();
});

const ron = () => demoSubscriber(demo, 'Ron.Swanson+billing@Example.com');

async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

for (const width of [1280, 390]) {
  test.describe(`navigation pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('search results, no match and too short', async ({ page }) => {
      await page.goto('/search?q=Ron%20Swanson');
      await expect(page.getByRole('table', { name: 'Customers' }).locator('tbody tr')).toHaveCount(
        2,
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(await pageScrollsSideways(page)).toBe(false);

      await search(page, 'Vandelay Industries');
      await expect(page.getByRole('heading', { name: /^No customer/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await search(page, 'x');
      await expect(page.getByRole('heading', { name: 'Nothing was searched' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await pageScrollsSideways(page)).toBe(false);
    });

    test('a customer page, loaded and not found', async ({ page, consoleWatch }) => {
      consoleWatch.allowHttpErrors(404);
      await page.goto(customerPath(ron().id));
      await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await pageScrollsSideways(page)).toBe(false);

      await page.goto(customerPath(UNKNOWN));
      await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a subscription page, paged, in error and not found', async ({
      page,
      sim,
      consoleWatch,
    }) => {
      consoleWatch.allowHttpErrors(404, 502);
      await page.goto(`${subscriptionPath(PAGED_SUBSCRIPTION_ID)}?limit=${PAGED_LIMIT}`);
      await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr')).toHaveCount(
        PAGED_LIMIT,
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(await pageScrollsSideways(page)).toBe(false);

      await sim.inject('subscriptions.get', { kind: 'malformed-json' });
      await page.goto(subscriptionPath(demo.subscriptions[0]?.id ?? UNKNOWN));
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(subscriptionPath(UNKNOWN));
      await expect(page.getByRole('heading', { name: 'Subscription not found' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the home page with recent pages', async ({ page }) => {
      await page.goto(customerPath(ron().id));
      await expect(page.getByRole('heading', { level: 1, name: 'Ron Swanson' })).toBeVisible();
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: 'Recent pages' }).getByRole('listitem'),
      ).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await pageScrollsSideways(page)).toBe(false);
    });
  });
}
