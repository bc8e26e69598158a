/**
 * The navigation pages' two timed steps, in headless Chromium against the BFF serving
 * the built web app, with the simulator's latency at 300 ms. Each run is a fresh browser context:
 *   search by email: Enter in the home page's search box → the result shown (an email names one
 *     customer, whose page opens with their name as its heading). Budget: 2 × 300 ms + 200 ms,
 *     the BFF's two upstream round trips and the rest;
 *   prefetched invoice: on a subscription page, an invoice row's link hovered until its data
 *     arrived, then clicked → the invoice's heading and first payment rows. Budget: 150 ms.
 * Times are taken inside the page, as in time-to-rows.ts: from the input event's `timeStamp` to
 * the MutationObserver callback that first sees the expected heading (and rows) visible.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import type { NavigationTarget } from './bench-data.ts';
import type { SimulatorControl } from './simulator-control.ts';
import { median, round } from './stats.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from './time-to-rows.ts';
import { apiIdle, openBenchPage } from './time-to-rows-session.ts';

export const NAVIGATION_LATENCY_MS = 300;
const ACTION_TIMEOUT_MS = 15_000;

export interface NavigationTimingRun {
  /** Enter on an email in the search box → the customer's page heading. */
  searchEmailMs: number;
  /** Click on a prefetched invoice row of a subscription page → its heading and first rows. */
  prefetchedInvoiceMs: number;
}

export type NavigationMetric = keyof NavigationTimingRun;

export type NavigationTimingResult =
  | {
      measured: true;
      upstreamLatencyMs: number;
      runs: NavigationTimingRun[];
      median: NavigationTimingRun;
      pageErrors: string[];
    }
  | { measured: false; reason: string };

export interface NavigationTimingOptions {
  baseUrl: string;
  control: SimulatorControl;
  target: NavigationTarget;
  runs: number;
  onRun?: (run: number) => void;
}

// ---- In the page: serialised by Playwright, no closures or imports. ----

declare global {
  interface Window {
    __benchNavigation?: { start: number; end: number } | null;
  }
}

/** Arms a watcher: start at the first `trigger` event, end when `heading` (and rows) show. */
function armNavigationWatcher(args: {
  trigger: 'keydown' | 'click';
  heading: string;
  needRows: boolean;
}) {
  let start: number | null = null;
  window.__benchNavigation = null;
  const onEvent = (event: Event) => {
    if (args.trigger === 'keydown' && (event as KeyboardEvent).key !== 'Enter') return;
    start ??= event.timeStamp;
    window.removeEventListener(args.trigger, onEvent, { capture: true });
  };
  window.addEventListener(args.trigger, onEvent, { capture: true });
  const met = () => {
    const heading = document.querySelector('main h1');
    if (!heading?.checkVisibility() || heading.textContent?.trim() !== args.heading) return false;
    if (!args.needRows) return true;
    return [...document.querySelectorAll('main tbody tr')].some(
      (row) => row.checkVisibility() && !row.querySelector('td[colspan]'),
    );
  };
  const observer = new MutationObserver(() => {
    if (start === null || !met()) return;
    observer.disconnect();
    window.__benchNavigation = { start, end: performance.now() };
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

// ---- In Node. ----

async function timed(
  page: Page,
  watcher: Parameters<typeof armNavigationWatcher>[0],
  act: () => Promise<void>,
): Promise<number> {
  await page.evaluate(armNavigationWatcher, watcher);
  await act();
  const handle = await page.waitForFunction(() => window.__benchNavigation, null, {
    timeout: ACTION_TIMEOUT_MS,
  });
  const result = (await handle.jsonValue()) as { start: number; end: number };
  return result.end - result.start;
}

async function oneRun(
  browser: Browser,
  options: NavigationTimingOptions,
  pageErrors: string[],
): Promise<NavigationTimingRun> {
  const context = await browser.newContext({
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const { page, inflight } = await openBenchPage(context, pageErrors);
    const { target } = options;

    // The home page as a person finds it: its lists drawn (the views' chunk is then loaded).
    await page.goto(`${options.baseUrl}/`);
    await page.getByRole('heading', { name: 'Recent pages' }).waitFor();
    await apiIdle(page, inflight);
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
    await box.fill(target.email);
    const searchEmailMs = await timed(
      page,
      { trigger: 'keydown', heading: target.customerName, needRows: false },
      () => box.press('Enter'),
    );
    await apiIdle(page, inflight);

    await page.goto(`${options.baseUrl}/subscriptions/${target.subscriptionId}`);
    const invoiceLink = page
      .getByRole('table', { name: 'Invoices' })
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .first();
    await invoiceLink.waitFor();
    await apiIdle(page, inflight);
    await invoiceLink.hover();
    // The hover's prefetch (the router waits 50 ms for intent) and its answer.
    await page.waitForTimeout(100);
    await apiIdle(page, inflight);
    const prefetchedInvoiceMs = await timed(
      page,
      { trigger: 'click', heading: target.invoiceHeading, needRows: true },
      () => invoiceLink.click(),
    );
    return {
      searchEmailMs: round(searchEmailMs, 1),
      prefetchedInvoiceMs: round(prefetchedInvoiceMs, 1),
    };
  } finally {
    await context.close();
  }
}

export async function measureNavigationTiming(
  options: NavigationTimingOptions,
): Promise<NavigationTimingResult> {
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
  const pageErrors: string[] = [];
  try {
    // One discarded session first: first-use costs are not the app's.
    await options.control.setLatency(0);
    await oneRun(browser, options, []);
    await options.control.setLatency(NAVIGATION_LATENCY_MS);
    const runs: NavigationTimingRun[] = [];
    for (let run = 1; run <= options.runs; run += 1) {
      options.onRun?.(run);
      runs.push(await oneRun(browser, options, pageErrors));
    }
    const of = (metric: NavigationMetric) => round(median(runs.map((r) => r[metric])), 1);
    return {
      measured: true,
      upstreamLatencyMs: NAVIGATION_LATENCY_MS,
      runs,
      median: {
        searchEmailMs: of('searchEmailMs'),
        prefetchedInvoiceMs: of('prefetchedInvoiceMs'),
      },
      pageErrors: [...new Set(pageErrors)],
    };
  } finally {
    await options.control.setLatency(0);
    await browser.close();
  }
}
