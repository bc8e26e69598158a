#!/usr/bin/env node
/**
 * Playwright cannot download its own browsers on these machines, so the e2e suite uses the
 * system Chromium (Debian's `chromium` package) when there is one. Before `playwright test`:
 * - a Chromium at $PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH or /usr/bin/chromium: nothing to do;
 * - none, and running as root on Debian/Ubuntu: `apt-get install chromium`;
 * - otherwise: nothing; playwright.config.ts falls back to Playwright's own browser
 *   (`npx playwright install chromium` where downloads work).
 */
import '@pc/node/require-24';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

function run(command, args) {
  process.stdout.write(`ensure-chromium: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

const found = findChromium();
if (found) {
  process.stdout.write(`ensure-chromium: using ${found}\n`);
} else if (process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH) {
  process.stderr.write(
    `ensure-chromium: PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH=${process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH} does not exist\n`,
  );
  process.exit(1);
} else if (
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  existsSync('/usr/bin/apt-get')
) {
  const installed =
    run('apt-get', ['update']) &&
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  if (!installed || !findChromium()) {
    process.stderr.write(
      "ensure-chromium: could not install Debian's chromium; Playwright will try its own browser.\n",
    );
  }
} else {
  process.stdout.write(
    'ensure-chromium: no system Chromium; Playwright will use its own (npx playwright install chromium).\n',
  );
}
