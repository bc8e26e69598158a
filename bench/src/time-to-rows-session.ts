/**
 * One staff session in a fresh browser context (empty cache), timed step by step. Before each
 * action the page is left to finish its API requests (the whole invoice's pages included), as a
 * person reading the page would. Export is timed from Node: click → the file is on disk.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import type { BenchInvoice } from './bench-data.ts';
import { round } from './stats.ts';
import {
  armWatcher,
  mainThreadIdle,
  rowsSignature,
  type WatcherArgs,
  watchHeaderAndFirstRow,
} from './time-to-rows-page.ts';

const ACTION_TIMEOUT_MS = 15_000;
const API_QUIET_MS = 150;

export interface TimeToRowsRun {
  /** Navigation start → the invoice's header and its first payment row on screen, cold cache. */
  coldFirstRowMs: number;
  /** Next page click → the next page's rows (the whole invoice is loaded: no request). */
  nextPageMs: number;
  /** Filter by status All → Failed on the 25-row page (after Next) → rows updated. */
  filter25Ms: number;
  /** Failed → All → the 25 rows back. */
  filterClear25Ms: number;
  /** Rows per page changed to 100 → 100 rows. */
  rowsPerPageMs: number;
  /** All → Failed on the 100-row page → rows updated. */
  filter100Ms: number;
  /** Failed → All → the 100 rows back. */
  filterClear100Ms: number;
  /** Amount header click → the 100 rows in the new order, sorted over the whole invoice. */
  sortMs: number;
  /** Row click → the payment's details with its payment run shown (prefetched on hover). */
  detailMs: number;
  /** Export CSV click (Node's clock) → the file is saved. */
  exportCsvMs: number;
  /** Data lines in the saved CSV (header excluded). */
  csvRows: number;
}

export interface Session {
  baseUrl: string;
  invoice: BenchInvoice;
  /** Where exported files are saved. */
  downloads: string;
}

/**
 * Resolves once the page's main thread is idle and no /api request has been in flight for
 * API_QUIET_MS. Idle first: a request may start only after the rows are drawn, and on a slow
 * machine drawing them takes longer than the quiet period.
 */
export async function apiIdle(page: Page, inflight: Set<Request>): Promise<void> {
  const deadline = Date.now() + ACTION_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.evaluate(mainThreadIdle);
    if (inflight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= API_QUIET_MS) return;
    await page.waitForTimeout(25);
  }
  throw new Error('the page kept API requests in flight');
}

/**
 * A page of a fresh context that records its errors in `pageErrors` and keeps `inflight`, the
 * /api requests not answered yet (for `apiIdle`).
 */
export async function openBenchPage(
  context: BrowserContext,
  pageErrors: string[],
): Promise<{ page: Page; inflight: Set<Request> }> {
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
  });
  const inflight = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inflight.add(request);
  });
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  return { page, inflight };
}

/** Milliseconds from the action's input event to the DOM the watcher waits for. */
async function timedAction(
  page: Page,
  watcher: WatcherArgs,
  act: () => Promise<void>,
): Promise<number> {
  await page.evaluate(armWatcher, watcher);
  await act();
  const handle = await page.waitForFunction(() => window.__benchResult, null, {
    timeout: ACTION_TIMEOUT_MS,
  });
  const result = (await handle.jsonValue()) as NonNullable<Window['__benchResult']>;
  return result.end - result.start;
}

/** Waits for the shown rows to change, after a click. */
async function rowsChange(page: Page, needRows: boolean): Promise<WatcherArgs> {
  return {
    trigger: 'click',
    expect: { kind: 'rows-changed', before: await page.evaluate(rowsSignature), needRows },
  };
}

/** Filter by status All → Failed, then back to All (`rows` rows again); both timed. */
async function filterBothWays(
  page: Page,
  rows: number,
): Promise<{ toFailed: number; toAll: number }> {
  const group = page.getByRole('group', { name: 'Filter by status' });
  const toFailed = await timedAction(page, await rowsChange(page, false), () =>
    group.getByRole('radio', { name: /^Failed/ }).check(),
  );
  const toAll = await timedAction(
    page,
    { trigger: 'click', expect: { kind: 'row-count', count: rows } },
    () => group.getByRole('radio', { name: /^All/ }).check(),
  );
  return { toFailed, toAll };
}

export async function oneRun(
  browser: Browser,
  session: Session,
  pageErrors: string[],
): Promise<TimeToRowsRun> {
  const context = await browser.newContext({
    acceptDownloads: true,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const { page, inflight } = await openBenchPage(context, pageErrors);
    await page.addInitScript(watchHeaderAndFirstRow);

    const { subscriptionId, invoiceId } = session.invoice;
    await page.goto(`${session.baseUrl}/subscriptions/${subscriptionId}/invoices/${invoiceId}`);
    const firstRow = await page.waitForFunction(() => window.__benchFirstRowAt, null, {
      timeout: ACTION_TIMEOUT_MS,
    });
    const coldFirstRowMs = (await firstRow.jsonValue()) as number;
    await apiIdle(page, inflight);

    const nextPageMs = await timedAction(page, await rowsChange(page, true), () =>
      page.getByRole('button', { name: 'Next page' }).click(),
    );
    await apiIdle(page, inflight);
    const filter25 = await filterBothWays(page, 25);
    await apiIdle(page, inflight);

    const rowsPerPageMs = await timedAction(
      page,
      { trigger: 'change', expect: { kind: 'row-count', count: 100 } },
      async () => {
        await page.getByLabel('Rows per page').selectOption('100');
      },
    );
    await apiIdle(page, inflight);
    const filter100 = await filterBothWays(page, 100);
    await apiIdle(page, inflight);

    const sortMs = await timedAction(page, await rowsChange(page, true), () =>
      page.getByRole('button', { name: 'Amount' }).click(),
    );
    await apiIdle(page, inflight);

    // Hovering a row fetches its details (the payment and its run) ahead; then the click.
    const row = page.locator('tbody tr[data-payment-id]:visible').nth(3);
    const paymentId = await row.getAttribute('data-payment-id');
    const prefetched = page.waitForResponse((response) =>
      response.url().endsWith(`/payments/${paymentId}`),
    );
    await row.hover();
    await prefetched;
    await apiIdle(page, inflight);
    const detailMs = await timedAction(
      page,
      { trigger: 'click', expect: { kind: 'visible', selector: 'dialog[open] dl[data-job]' } },
      () => row.locator('td').nth(2).click(),
    );
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await apiIdle(page, inflight);

    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await exportButton.waitFor();
    const started = performance.now();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    const file = join(session.downloads, `${Date.now()}-${download.suggestedFilename()}`);
    await download.saveAs(file);
    const exportCsvMs = performance.now() - started;
    const csvRows =
      readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .filter((line) => line !== '').length - 1;

    return {
      coldFirstRowMs: round(coldFirstRowMs, 1),
      nextPageMs: round(nextPageMs, 1),
      filter25Ms: round(filter25.toFailed, 1),
      filterClear25Ms: round(filter25.toAll, 1),
      rowsPerPageMs: round(rowsPerPageMs, 1),
      filter100Ms: round(filter100.toFailed, 1),
      filterClear100Ms: round(filter100.toAll, 1),
      sortMs: round(sortMs, 1),
      detailMs: round(detailMs, 1),
      exportCsvMs: round(exportCsvMs, 1),
      csvRows,
    };
  } finally {
    await context.close();
  }
}
