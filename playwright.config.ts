/**
 * End-to-end tests in a real Chromium against the product as `pnpm start` runs it with the
 * simulator (e2e/support/server.ts). One worker: every test shares one simulator, whose faults
 * and latency a test sets and resets.
 */
import '@pc/node/require-24';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { APP_URL, CONTROL_URL } from './e2e/support/ports';

/** Debian's Chromium (see scripts/ensure-chromium.mjs), else Playwright's own browser. */
function systemChromium(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (fromEnv) return fromEnv;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
}

const executablePath = systemChromium();

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: APP_URL,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    acceptDownloads: true,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // Build first so the suite never runs against a stale dist (about a second when unchanged).
    command: 'pnpm --filter @pc/web build:if-changed && node e2e/support/server.ts',
    // The control API starts last, once every app (and the databases some open) is up.
    url: `${CONTROL_URL}/runtime`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
