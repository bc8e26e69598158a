/** Signing in at the test OpenID Provider's login page, for the tests of the sign-in mode. */
import type { TestIdpUser } from '@pc/bff/testing';
import { expect, type Page } from '@playwright/test';
import { OIDC_APP_URL } from './ports';

/** Fills in the provider's login page the browser was sent to, and submits it. */
export async function signInAtIdp(page: Page, user: Pick<TestIdpUser, 'email' | 'password'>) {
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(OIDC_APP_URL);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
