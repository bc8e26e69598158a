/**
 * Staff sign-in (AUTH_MODE=oidc) through a real OpenID Provider's login page: the deep link
 * survives the round trip, staff see payments and sign out, an outsider sees the 403 page.
 */
import { TEST_OUTSIDER, TEST_STAFF } from '@pc/bff/testing';
import { expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';
import { OIDC_APP_URL } from './support/ports';
import { signInAtIdp } from './support/sign-in';

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
});
