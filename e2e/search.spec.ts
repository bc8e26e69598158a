/**
 * The search box and `/search?q=` against the simulator's demo data, in both upstream modes.
 *
 * Emails and letter case: the simulator's `eq` compares exactly, case included, and the BFF asks
 * for the email as typed and lower-cased; when neither matches, it asks the account members, whose
 * `ilike` ignores case. So an email is found as stored, typed in any case when the stored email is
 * all lower-case (april.ludgate@acme.example), and typed in any case when the customer has an
 * account member (every demo customer whose email is stored with capitals has one). Company
 * names match in part in any case (a few casings of the longest word: `like` compares case), and
 * people's names through the account members' `ilike`.
 */
import { ADVERSARIAL_SEARCH_TEXTS } from '@pc/contract/search-text-adversarial';
import type { DemoDirectory } from '@pc/ep-simulator';
import { expect, test } from './support/fixtures';
import {
  customerPath,
  demoDirectory,
  demoSubscriber,
  demoSubscription,
  recordApiCalls,
  search,
  searchBoxes,
  subscriptionPath,
} from './support/navigation';
import { paymentsPage } from './support/payments-page';
import { REALISTIC_APP_URL } from './support/ports';

let demo: DemoDirectory;

test.beforeAll(async () => {
  demo = await demoDirectory();
});

const subscriber = (email: string) => demoSubscriber(demo, email);
const subscriptionByRef = (ref: string) => demoSubscription(demo, ref);

/** The security probe's paste: `(`×1300 + `.`×5250 + `x` + `)`×1300. */
const PROBE = ADVERSARIAL_SEARCH_TEXTS.find((t) => t.name === 'the probe') ?? { text: '' };

const searchCalls = (calls: string[]) => calls.filter((call) => call.startsWith('/api/search'));

for (const mode of ['spec', 'realistic'] as const) {
  test.describe(`search (${mode} upstream)`, () => {
    if (mode === 'realistic') test.use({ baseURL: REALISTIC_APP_URL });

    test('an email as stored opens the customer’s page', async ({ page }) => {
      const ron = subscriber('Ron.Swanson+billing@Example.com');
      await page.goto('/');
      await search(page, ron.email);
      await expect(page).toHaveURL(customerPath(ron.id));
      await expect(page.getByRole('heading', { level: 1, name: 'Ron Swanson' })).toBeVisible();
      await expect(page.getByText(ron.email, { exact: true })).toBeVisible();
    });

    test('an email in other letter case: found exactly, or through the account member', async ({
      page,
    }) => {
      const april = subscriber('april.ludgate@acme.example');
      await page.goto('/');
      await search(page, 'APRIL.Ludgate@ACME.example');
      await expect(page).toHaveURL(customerPath(april.id));
      await expect(page.getByRole('heading', { level: 1, name: 'April Ludgate' })).toBeVisible();

      // Stored with capitals: typed all lower-case, the account member finds it.
      const ron = subscriber('Ron.Swanson+billing@Example.com');
      await search(page, 'ron.swanson+billing@example.com');
      await expect(page).toHaveURL(customerPath(ron.id));
      await expect(page.getByRole('heading', { level: 1, name: 'Ron Swanson' })).toBeVisible();

      // Nobody has it: the hint says where it was looked for (the index, or Elastic Path).
      await search(page, 'nobody@nowhere.example');
      await expect(
        page.getByRole('heading', {
          name: 'No customer, subscription or invoice matches “nobody@nowhere.example”',
        }),
      ).toBeVisible();
      await expect(page.getByText(/an email must be complete/)).toBeVisible();
    });

    test('what tickets paste: mailto:, Name <email>, a typographic apostrophe', async ({
      page,
    }) => {
      const ron = subscriber('Ron.Swanson+billing@Example.com');
      await page.goto('/');
      await search(page, 'mailto:Ron.Swanson+billing@Example.com');
      await expect(page).toHaveURL(customerPath(ron.id));
      await search(page, 'Ron Swanson <ron.swanson+billing@example.com>');
      await expect(page).toHaveURL(customerPath(ron.id));
      await expect(page.getByRole('heading', { level: 1, name: 'Ron Swanson' })).toBeVisible();

      await search(page, 'Food ’n Stuff');
      await expect(
        page.getByRole('heading', { level: 1, name: "Results for “Food 'n Stuff”" }),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: 'Customers' }).locator('tbody tr')).toHaveCount(
        2,
      );
    });

    test('a gateway’s payment id is answered honestly, without a search', async ({ page }) => {
      const calls = recordApiCalls(page);
      await page.goto('/');
      await search(page, 'pi_3MtwBwLkdIwHu7ix28a3tqPa');
      await expect(page.getByRole('heading', { name: 'Nothing was searched' })).toBeVisible();
      await expect(page.getByText(/looks like a Stripe payment reference/)).toBeVisible();
      await expect(page.getByText(/look it up in Stripe/)).toBeVisible();
      expect(searchCalls(calls)).toEqual([]);
    });

    test('part of a company name lists its customers, told apart', async ({ page }) => {
      await page.goto('/');
      await search(page, 'Food');
      await expect(page).toHaveURL('/search?q=Food');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Results for “Food”' }),
      ).toBeVisible();
      const customers = page.getByRole('table', { name: 'Customers' });
      await expect(customers.getByRole('heading', { name: 'Customers' })).toBeVisible();
      await expect(customers.locator('tbody tr')).toHaveCount(2);
      await expect(customers.getByRole('columnheader')).toHaveText([
        'Name',
        'Email',
        'Company',
        'Owes',
      ]);
      await expect(customers.locator('tbody tr').first()).toContainText('Leslie Knope');
      await expect(customers.locator('tbody tr').first()).toContainText("Food 'n Stuff");
      await expect(customers.locator('tbody tr').nth(1)).toContainText('ron@foodnstuff.example');
      await expect(page.getByRole('table', { name: 'Subscriptions' })).toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Invoices' })).toHaveCount(0);

      await customers.getByRole('link', { name: 'Leslie Knope' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Leslie Knope' })).toBeVisible();
    });

    test('the ticket’s spellings: names and companies in any case and in part, a reference in capitals', async ({
      page,
    }) => {
      const ron = subscriber('Ron.Swanson+billing@Example.com');
      await page.goto('/');
      const customers = page.getByRole('table', { name: 'Customers' });
      for (const q of ['food', "FOOD 'N STUFF"]) {
        await search(page, q);
        await expect(customers.locator('tbody tr')).toHaveCount(2);
        // Told apart by what they owe, from the list.
        await expect(customers.locator('tbody tr').first()).toContainText('Leslie Knope');
        await expect(customers.locator('tbody tr').first()).toContainText('Invoice outstanding');
        await expect(customers.locator('tbody tr').nth(1)).toContainText('Nothing owed');
      }
      // Both Ron Swansons: the one of Acme found through his account member, in any case.
      await search(page, 'ron swanson');
      await expect(customers.locator('tbody tr')).toHaveCount(2);
      await expect(customers).toContainText('Acme Corporation');
      await expect(customers).toContainText("Food 'n Stuff");
      await search(page, 'Swanson');
      await expect(page).toHaveURL(customerPath(ron.id));
      await expect(page.getByRole('heading', { level: 1, name: 'Ron Swanson' })).toBeVisible();

      const cloud = subscriptionByRef('acme-cloud-001');
      await search(page, 'ACME-CLOUD-001');
      await expect(page).toHaveURL(subscriptionPath(cloud.id));
    });

    test('a company with one customer opens that customer', async ({ page }) => {
      const hank = subscriber('Hank.Scorpio@Globex.example');
      await page.goto('/');
      await search(page, 'Globex');
      await expect(page).toHaveURL(customerPath(hank.id));
      await expect(page.getByRole('heading', { level: 1, name: 'Hank Scorpio' })).toBeVisible();
    });

    test('two people of the same name: both listed, with email and company', async ({ page }) => {
      await page.goto('/');
      await search(page, 'Ron Swanson');
      const rows = page.getByRole('table', { name: 'Customers' }).locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'Acme Corporation' })).toContainText(
        'Ron.Swanson+billing@Example.com',
      );
      await expect(rows.filter({ hasText: "Food 'n Stuff" })).toContainText(
        'ron@foodnstuff.example',
      );
    });

    test('“Nothing owed” says when a paid invoice collected more than it billed; the customer then opens from what was read', async ({
      page,
    }) => {
      const acmeRon = subscriber('Ron.Swanson+billing@Example.com');
      const calls = recordApiCalls(page);
      await page.goto('/');
      await search(page, 'Ron Swanson');
      const rows = page.getByRole('table', { name: 'Customers' }).locator('tbody tr');
      const acme = rows.filter({ hasText: 'Acme Corporation' });
      await expect(acme).toContainText('Nothing owed');
      await expect(acme).toContainText('Collected $399.20 more than billed');
      const food = rows.filter({ hasText: "Food 'n Stuff" });
      await expect(food).toContainText('Nothing owed');
      await expect(food).not.toContainText('more than billed');
      // Each "Nothing owed" customer's page was asked for once, as a prefetch.
      expect(calls.filter((c) => c === `/api/customers/${acmeRon.id}`)).toHaveLength(1);

      await acme.getByRole('link', { name: 'Ron Swanson' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ron Swanson' })).toBeVisible();
      await expect(page.getByText('Collected $399.20 more than it billed')).toBeVisible();
      expect(calls.filter((c) => c === `/api/customers/${acmeRon.id}`)).toHaveLength(1);
    });

    test('a subscription’s external reference opens the subscription', async ({ page }) => {
      const cloud = subscriptionByRef('acme-cloud-001');
      await page.goto('/');
      await search(page, 'acme-cloud-001');
      await expect(page).toHaveURL(subscriptionPath(cloud.id));
      await expect(page.getByRole('heading', { level: 1, name: 'Cloud Platform' })).toBeVisible();
    });

    test('each kind of UUID, as pasted with spaces or braces, opens its page', async ({
      page,
      invoices,
    }) => {
      const ron = subscriber('Ron.Swanson+billing@Example.com');
      const cloud = subscriptionByRef('acme-cloud-001');
      const acme = invoices.byLabel('6 payments');
      await page.goto('/');

      await search(page, `  {${ron.id.toUpperCase()}} `);
      await expect(page).toHaveURL(customerPath(ron.id));
      await expect(page.getByRole('heading', { level: 1, name: 'Ron Swanson' })).toBeVisible();

      await search(page, `\t${cloud.id} `);
      await expect(page).toHaveURL(subscriptionPath(cloud.id));
      await expect(page.getByRole('heading', { level: 1, name: 'Cloud Platform' })).toBeVisible();

      await search(page, `{ ${acme.invoiceId} }`);
      await expect(page).toHaveURL(new RegExp(`/invoices/${acme.invoiceId}`));
      await expect(paymentsPage(page).rows).toHaveCount(6);
    });
  });
}

test.describe('search in the browser', () => {
  test('the search box is in the top bar of every page and larger on home; / focuses it', async ({
    page,
    invoices,
  }) => {
    await page.goto('/');
    const boxes = searchBoxes(page);
    await expect(boxes.home).toHaveAttribute(
      'placeholder',
      'Email, company, subscription ref or any ID',
    );
    await expect(boxes.top).toBeVisible();
    await page.keyboard.press('/');
    await expect(boxes.home).toBeFocused();

    await page.goto(invoices.byLabel('6 payments').path);
    await expect(paymentsPage(page).rows).toHaveCount(6);
    await page.keyboard.press('/');
    await expect(searchBoxes(page).top).toBeFocused();
    // Typed into a field, / is a character.
    await page.keyboard.type('a/b');
    await expect(searchBoxes(page).top).toHaveValue('a/b');
  });

  test('the home page’s box searches too', async ({ page }) => {
    await page.goto('/');
    await searchBoxes(page).home.fill('Initech');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('table', { name: 'Customers' }).locator('tbody tr')).toHaveCount(2);
    // The top bar says what was searched.
    await expect(searchBoxes(page).top).toHaveValue('Initech');
  });

  test('a pasted link opens its page without a search', async ({ page, invoices }) => {
    const calls = recordApiCalls(page);
    const ron = subscriber('Ron.Swanson+billing@Example.com');
    const acme = invoices.byLabel('6 payments');
    await page.goto('/');
    await search(page, `https://console.elsewhere.example/customers/${ron.id.toUpperCase()}`);
    await expect(page).toHaveURL(customerPath(ron.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Ron Swanson' })).toBeVisible();

    await search(page, `http://127.0.0.1:3000${acme.path}?status=failed`);
    await expect(page).toHaveURL(`${acme.path}?status=failed`);
    await expect(paymentsPage(page).status('Failed')).toBeChecked();
    expect(searchCalls(calls)).toEqual([]);

    // Back skips the search step: the link replaced it.
    await page.goBack();
    await expect(page).toHaveURL(customerPath(ron.id));
  });

  test('a search that takes longer than 3 s says it is still searching, then answers', async ({
    page,
    sim,
  }) => {
    await page.goto('/');
    // A text search is 4 round trips: over 3 s at 1 s each.
    await sim.latency(1_000);
    await search(page, 'food');
    await expect(page.getByText(/Still searching/)).toBeVisible({ timeout: 4_500 });
    await expect(page.getByRole('table', { name: 'Customers' }).locator('tbody tr')).toHaveCount(
      2,
      { timeout: 10_000 },
    );
    await expect(page.getByText(/Still searching/)).toHaveCount(0);
  });

  test('no match: a message with a hint', async ({ page }) => {
    await page.goto('/');
    await search(page, 'Vandelay Industries');
    await expect(
      page.getByRole('heading', {
        name: 'No customer, subscription or invoice matches “Vandelay Industries”',
      }),
    ).toBeVisible();
    // What was searched, and in what: the index (its normal form, as of when) or, before its
    // first pass, Elastic Path's own filters.
    await expect(
      page.getByText(
        /Searched for “vandelay industries” .* as Elastic Path listed them on|Elastic Path was asked directly: it finds a company by its name in part/,
      ),
    ).toBeVisible();
  });

  test('text shorter than 2 characters: a message and no request', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/');
    await search(page, ' x ');
    await expect(page.getByRole('heading', { name: 'Nothing was searched' })).toBeVisible();
    await expect(page.getByText(/Type at least 2 characters/)).toBeVisible();
    await search(page, 'acme*');
    await expect(page.getByText(/Leave out the \*/)).toBeVisible();
    expect(searchCalls(calls)).toEqual([]);
  });

  test('text over 200 characters, the probe’s 7,851 included: a message and no request', async ({
    page,
  }) => {
    const calls = recordApiCalls(page);
    await page.goto('/');
    await search(page, PROBE.text);
    await expect(page.getByRole('heading', { name: 'Nothing was searched' })).toBeVisible();
    await expect(page.getByText(/can be at most 200 characters long/)).toBeVisible();
    await search(page, 'x'.repeat(201));
    await expect(page.getByText(/can be at most 200 characters long/)).toBeVisible();
    expect(searchCalls(calls)).toEqual([]);
  });

  test('back and forward walk through search, customer and subscription', async ({ page }) => {
    const leslie = subscriber('Leslie.Knope@FoodnStuff.example');
    await page.goto('/');
    await search(page, 'Food');
    await page.getByRole('link', { name: 'Leslie Knope' }).click();
    await expect(page).toHaveURL(customerPath(leslie.id));
    const subscriptions = page.getByRole('table', { name: 'Subscriptions' });
    await subscriptions.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/subscriptions\/[0-9a-f-]{36}$/);
    const subscriptionUrl = page.url();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Leslie Knope' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/search?q=Food');
    await expect(page.getByRole('table', { name: 'Customers' }).locator('tbody tr')).toHaveCount(2);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(customerPath(leslie.id));
    await page.goForward();
    await expect(page).toHaveURL(subscriptionUrl);
  });

  test('the home page lists the pages this browser opened last', async ({ page }) => {
    const ron = subscriber('Ron.Swanson+billing@Example.com');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recent pages' })).toBeVisible();
    await search(page, ron.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Ron Swanson' })).toBeVisible();
    await page.getByRole('table', { name: 'Subscriptions' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cloud Platform' })).toBeVisible();
    await page.getByRole('link', { name: 'Payments Console' }).click();

    const recent = page.getByRole('region', { name: 'Recent pages' }).getByRole('listitem');
    await expect(recent).toHaveCount(2);
    await expect(recent.first()).toContainText('Cloud Platform');
    await expect(recent.nth(1)).toContainText('Ron Swanson');
    await recent.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(customerPath(ron.id));

    // Kept in the browser: a reload keeps it, Clear empties it.
    await page.goto('/');
    await expect(recent).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(recent).toHaveCount(0);
  });
});
