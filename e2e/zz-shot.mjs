import { chromium } from '@playwright/test';

const [, , url, out, ...rest] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const dark = rest.includes('dark');
const context = await browser.newContext({
  viewport: { width: 1280, height: 900 },
  locale: 'en-US',
  timezoneId: 'UTC',
  colorScheme: dark ? 'dark' : 'light',
});
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(url);
await page.waitForTimeout(2500);
if (rest.includes('click')) {
  await page.locator('tbody tr[data-payment-id]').first().click();
  await page.waitForTimeout(1000);
}
await page.screenshot({ path: out, fullPage: !rest.includes('click') });
console.log(page.url());
await browser.close();
