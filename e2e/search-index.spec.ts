/**
 * Search from the store index, in a real browser, in both simulator modes: the apps with a
 * database (support/server.ts `POST /index-apps`) finish their first pass, then every spelling a
 * ticket gave finds its customer among the first three, without a second search, and the short
 * id the console prints beside an invoice opens it once the console has shown that invoice.
 */
import type { SearchResult } from '@pc/contract';
import type { DemoInvoiceEntry } from '@pc/ep-simulator';
import type { APIRequestContext, Page } from '@playwright/test';
import { control, expect, test } from './support/fixtures';
import { search } from './support/navigation';

test.afterAll(async () => {
  await control('/index-apps/remove', {});
});

const SPELLINGS = [
  ['food n stuff', 'Leslie Knope'],
  ['Food ’n’ Stuff', 'Leslie Knope'],
  ['Al-Bahar Logistics WLL', 'Fatima Al-Sabah'],
  ['Sakura Learnig', 'Yuki Tanaka'],
] as const;

/** The customer's page opened (a single result), or their row among the first three. */
async function expectFound(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  const firstRows = page.locator('table').first().locator('tbody tr').filter({ hasText: name });
  await expect(heading.or(firstRows.first())).toBeVisible();
  if (await heading.isVisible()) return;
  const names = await page.locator('table').first().locator('tbody tr').allInnerTexts();
  expect(names.slice(0, 3).some((row) => row.includes(name))).toBe(true);
}

/** What `url`'s app answers for `q`, and from where. */
async function searchAnswer(request: APIRequestContext, url: string, q: string) {
  const answer = await request.get(`${url}/api/search?q=${encodeURIComponent(q)}`, {
    headers: { 'X-CSRF': '1' },
  });
  return (await answer.json()) as SearchResult;
}

for (const [mode, at] of [
  ['spec', 0],
  ['realistic', 1],
] as const) {
  test.describe(`search from the store index (${mode} upstream)`, () => {
    let url = '';
    test.beforeAll(async ({ request }) => {
      test.setTimeout(90_000);
      const started = (await (await control('/index-apps', {})).json()) as { urls: string[] };
      url = started.urls[at] ?? '';
      // The first passes start within 10 s and read the demo store in a few calls. Both apps
      // run in this server's process: the tests start once neither pass is still writing.
      for (const app of started.urls) {
        await expect
          .poll(async () => (await searchAnswer(request, app, 'food')).source?.index, {
            timeout: 60_000,
          })
          .toBe('complete');
      }
    });

    for (const [q, name] of SPELLINGS) {
      test(`“${q}” finds ${name}`, async ({ page, request }) => {
        // The index itself answers this spelling (a read past its 250 ms deadline, under load,
        // would be answered by Elastic Path instead, which does not know the spelling).
        await expect
          .poll(async () => (await searchAnswer(request, url, q)).source?.answeredBy)
          .toBe('index');
        await page.goto(`${url}/`);
        await search(page, q);
        await expectFound(page, name);
        // A list prefetches its customers' pages, which the index learns from: done before the next.
        await page.waitForLoadState('networkidle');
      });
    }

    test('the short id beside an invoice finds it once the console has shown it', async ({
      page,
      request,
    }) => {
      const invoices = (await (await control('/demo-invoices')).json()) as DemoInvoiceEntry[];
      const invoice = invoices.find((i) => i.id.startsWith('030508de'));
      if (!invoice) throw new Error('no demo invoice 030508de');
      await page.goto(`${url}/invoices/${invoice.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The index learns what a page served after answering it: within moments, not at once.
      await expect
        .poll(async () => {
          const answer = await searchAnswer(request, url, '030508de');
          return answer.invoices.items.some((found) => found.id === invoice.id);
        })
        .toBe(true);
      await page.goto(`${url}/`);
      await search(page, '030508de');
      await expect(page).toHaveURL(new RegExp(invoice.id));
    });
  });
}
