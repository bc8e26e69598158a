/**
 * Staff sign-in (AUTH_MODE=oidc) through a real OpenID Provider's login page: the deep link
 * survives the round trip, staff see payments and sign out, an outsider sees the 403 page, and
 * the recent pages (names, companies) are each person's own and do not outlast a sign-out.
 */
import { TEST_OUTSIDER, TEST_SECOND_STAFF, TEST_STAFF } from '@pc/bff/testing';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';
import { OIDC_APP_URL } from './support/ports';
import { signInAtIdp } from './support/sign-in';

/** The console's recent-pages entries in this browser's storage, by key. */
async function storedRecentPages(page: Page): Promise<Record<string, string>> {
  const { origins } = await page.context().storageState();
  const app = origins.find((origin) => origin.origin === OIDC_APP_URL);
  return Object.fromEntries(
    (app?.localStorage ?? [])
      .filter((item) => item.name.includes('recent-pages'))
      .map((item) => [item.name, item.value]),
  );
}

test.describe('staff sign-in', () => {
  test('a deep link survives sign-in; staff see payments and can sign out', async ({
    page,
    invoices,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(401);
    const invoice = invoices.longest;
    const deepLink = `${OIDC_APP_URL}${invoice.path}?offset=25&limit=25&status=succeeded`;
    await page.goto(deepLink);
    await signInAtIdp(page, TEST_STAFF);

    await expect(page).toHaveURL(deepLink);
    const view = paymentsPage(page);
    await expect(view.range).toHaveText(/^Showing 26–50 of \d+$/);
    await expect(view.status('Succeeded')).toBeChecked();
    await expect(page.getByText(`Signed in as ${TEST_STAFF.name}`)).toBeAttached();

    await page.getByRole('button', { name: 'Sign out' }).click();
    // The IdP session ends too: back at the dashboard nobody is signed in, so it sends the
    // browser to sign in again, and the IdP asks for the password.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
    expect(await page.context().cookies(OIDC_APP_URL)).not.toContainEqual(
      expect.objectContaining({ name: '__Host-pc-session' }),
    );
    await signInAtIdp(page, TEST_STAFF);
    await expect(page).toHaveURL(`${OIDC_APP_URL}/`);
    await expect(
      page.getByRole('heading', { name: 'Find a customer, subscription or invoice' }),
    ).toBeVisible();
  });

  test('someone outside the staff list sees the not-authorized page and no payments', async ({
    page,
    invoices,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(401);
    await page.goto(`${OIDC_APP_URL}${invoices.longest.path}`);
    await signInAtIdp(page, TEST_OUTSIDER);

    await expect(page).toHaveURL(`${OIDC_APP_URL}/not-authorized`);
    await expect(
      page.getByRole('heading', { name: 'You are not on the staff list' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Use a different account' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const api = await page.request.get(`${OIDC_APP_URL}/api/me`, { headers: { 'X-CSRF': '1' } });
    expect(api.status()).toBe(401);
  });

  test('recent pages are each person’s own, and sign-out drops them from the browser', async ({
    page,
    invoices,
    consoleWatch,
  }) => {
    consoleWatch.allowHttpErrors(401);
    const idOf = (invoice: { path: string }) => invoice.path.split('/').at(-1) ?? '';
    const first = invoices.longest;
    await page.goto(`${OIDC_APP_URL}${first.path}`);
    await signInAtIdp(page, TEST_STAFF);
    await expect(paymentsPage(page).heading).toBeVisible();
    // The page is listed once the console knows who signed in (/api/me), which may answer after
    // the heading shows: leaving before that would leave nothing to list.
    await expect
      .poll(async () => Object.values(await storedRecentPages(page)).join(''))
      .toContain(idOf(first));
    await page.goto(`${OIDC_APP_URL}/`);
    const recent = page.getByRole('region', { name: 'Recent pages' });
    await expect(recent.getByRole('link')).toHaveCount(1);

    // The session ends without a sign-out (it expired): the next person sees none of it.
    await page.context().clearCookies();
    await page.reload();
    await signInAtIdp(page, TEST_SECOND_STAFF);
    await expect(page.getByText(`Signed in as ${TEST_SECOND_STAFF.name}`)).toBeAttached();
    await expect(recent).toContainText('you open will be listed here');
    await expect(recent.getByRole('link')).toHaveCount(0);

    // Their own visit is theirs; signing out drops it from the browser, and only theirs.
    const second = invoices.byLabel('6 payments');
    await page.goto(`${OIDC_APP_URL}${second.path}`);
    await expect(paymentsPage(page).heading).toBeVisible();
    await expect
      .poll(async () => Object.values(await storedRecentPages(page)).join(''))
      .toContain(idOf(second));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
    const left = await storedRecentPages(page);
    expect(Object.values(left).join('')).not.toContain(idOf(second));
    expect(Object.keys(left)).toEqual([
      `payments-console.recent-pages.v2:${encodeURIComponent(TEST_STAFF.email)}`,
    ]);
  });
});
