/**
 * What the team-work specs share: a second person in a browser context of their own, signed in
 * at the test identity provider, and the case panel and My work as a person sees them.
 */
import type { TestIdpUser } from '@pc/bff/testing';
import type { Browser, Locator, Page } from '@playwright/test';
import { control, expect } from './fixtures';
import { OIDC_APP_URL } from './ports';
import { signInAtIdp } from './sign-in';

/** Opens `path` on the sign-in app in `page` and signs `user` in on the way. */
export async function openSignedIn(page: Page, user: TestIdpUser, path: string): Promise<void> {
  await page.goto(`${OIDC_APP_URL}${path}`);
  await signInAtIdp(page, user);
  await expect(page).toHaveURL(`${OIDC_APP_URL}${path}`);
}

/**
 * Another person's page in a fresh context, failing the test on any page error there, as the
 * fixtures do for the first page. Close its context when done.
 */
export async function secondPerson(browser: Browser, user: TestIdpUser, path: string) {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await openSignedIn(page, user, path);
  return { page, context, problems };
}

/** The invoice page's case panel. */
export function casePanel(page: Page) {
  const panel = page.getByRole('region', { name: 'Case and notes' });
  return {
    panel,
    state: panel.locator('.case-state'),
    owner: panel.locator('.case-owner strong'),
    colleague: panel.getByLabel('Colleague'),
    assign: panel.getByRole('button', { name: 'Assign', exact: true }),
    assignToMe: panel.getByRole('button', { name: 'Assign to me' }),
    followUp: panel.getByLabel('Follow-up date (UTC)'),
    saveFollowUp: panel.getByRole('button', { name: 'Save follow-up' }),
    promisedBy: panel.getByLabel('Promised by (UTC)'),
    promisedAmount: panel.getByLabel(/^Amount in [A-Z]{3}/),
    recordPromise: panel.getByRole('button', { name: 'Record promise' }),
    note: panel.getByLabel('Note', { exact: true }),
    addNote: panel.getByRole('button', { name: 'Add note' }),
    notes: panel.getByRole('list', { name: /^Notes on this invoice/ }).getByRole('listitem'),
    conflict: panel.locator('.case-conflict'),
  };
}

/** The table rows of a list page (Needs attention, My work), by invoice id. */
export function listRow(page: Page, invoiceId: string): Locator {
  return page.locator(`tr[data-invoice-id="${invoiceId}"]`);
}

/** Moves the sign-in app's "today" for the team's rules (`0`: the real date again). */
export async function shiftWorkClock(shiftDays: number): Promise<void> {
  await control('/work-clock', { shiftDays });
}

/** The real UTC date, as a date input and the API write it. */
export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}
