/**
 * Two people signed in at once (AUTH_MODE=oidc, two staff accounts at the test OpenID Provider):
 * a heavy user's burst of calls does not make a light user's page wait behind all of it. The
 * replica's rate limiter (20 calls a second) serves each person's queue in turn, so the light
 * user's calls reach the store while the heavy user's queue is still far from drained. Counted in
 * the order of the simulator's request log, never timed.
 *
 * The burst goes through the heavy user's signed-in context (its session cookie) but not through
 * a tab: a browser opens at most 6 connections to one host, which no queue of 40 outlives.
 */
import { TEST_SECOND_STAFF, TEST_STAFF } from '@pc/bff/testing';
import { control, expect, test } from './support/fixtures';
import { paymentsPage } from './support/payments-page';
import { OIDC_APP_URL } from './support/ports';
import { signInAtIdp } from './support/sign-in';

/** Calls in the heavy user's burst: the most one person may have waiting (2 × 20 a second). */
const BURST = 40;

/** The sign-in app's upstream calls, in order; other apps on its simulator are not counted. */
async function upstreamLog(): Promise<string[]> {
  return (await (await control('/oidc-app/requests')).json()) as string[];
}

test('a heavy user’s burst does not hold a light user’s page behind it', async ({
  page,
  browser,
  invoices,
  consoleWatch,
}) => {
  test.setTimeout(60_000);
  // Before sign-in the app asks who is signed in, and hears 401.
  consoleWatch.allowHttpErrors(401);
  const heavyContext = await browser.newContext();
  try {
    const heavy = await heavyContext.newPage();
    await heavy.goto(`${OIDC_APP_URL}/`);
    await signInAtIdp(heavy, TEST_STAFF);
    await expect(heavy.getByText(`Signed in as ${TEST_STAFF.name}`)).toBeAttached();
    await page.goto(`${OIDC_APP_URL}/`);
    await signInAtIdp(page, TEST_SECOND_STAFF);
    await expect(page.getByText(`Signed in as ${TEST_SECOND_STAFF.name}`)).toBeAttached();

    // The heavy user asks for 40 one-row pages of the longest invoice at once: 40 distinct calls.
    const busy = invoices.longest;
    const light = invoices.byLabel('6 payments');
    expect(light.invoiceId).not.toBe(busy.invoiceId);
    const isHeavy = (url: string) => url.includes(busy.invoiceId);
    await control('/oidc-app/requests/clear', {});
    const burst = Promise.all(
      Array.from({ length: BURST }, (_, offset) =>
        heavyContext.request.get(
          `${OIDC_APP_URL}/api/invoices/${busy.invoiceId}/payments?page%5Boffset%5D=${offset}&page%5Blimit%5D=1`,
          { headers: { 'X-CSRF': '1' } },
        ),
      ),
    );
    // The light user opens a small invoice once the heavy user's calls have started.
    await expect.poll(async () => (await upstreamLog()).filter(isHeavy).length).toBeGreaterThan(0);
    await page.goto(`${OIDC_APP_URL}${light.path}`);
    await expect(paymentsPage(page).rows).toHaveCount(6);
    const statuses = (await burst).map((response) => response.status());
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const log = await upstreamLog();
    const heavyCalls = log.filter(isHeavy);
    expect(heavyCalls).toHaveLength(BURST);
    const lightAt = log.flatMap((url, i) => (isHeavy(url) ? [] : [i]));
    expect(lightAt.length).toBeGreaterThan(0);
    const heavyAfter = (at: number) => log.slice(at + 1).filter(isHeavy).length;
    const first = lightAt[0] as number;
    const last = lightAt.at(-1) as number;
    const figures = {
      heavyBeforeLightsFirst: BURST - heavyAfter(first),
      heavyBetweenLightsFirstAndLast: heavyAfter(first) - heavyAfter(last),
      heavyAfterLightsLast: heavyAfter(last),
      lightCalls: lightAt.length,
    };
    test.info().annotations.push({ type: 'call order', description: JSON.stringify(figures) });
    // One queue for everyone would have served the whole burst first: none after the light page.
    expect(figures.heavyAfterLightsLast, JSON.stringify(figures)).toBeGreaterThan(0);
    // Each of the light user's calls waits about one turn, not the heavy user's queue.
    expect(figures.heavyBetweenLightsFirstAndLast, JSON.stringify(figures)).toBeLessThanOrEqual(
      2 * figures.lightCalls,
    );
  } finally {
    await heavyContext.close();
  }
});
