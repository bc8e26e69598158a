/**
 * Test fixtures (`test.extend`): every test fails on an unexpected console error or page error;
 * `sim` drives the simulator's control API and resets it afterwards; `invoices` names the demo
 * invoices the product shows.
 */
import { createRequire } from 'node:module';
import type { DemoInvoiceEntry, FaultTarget } from '@pc/ep-simulator';
import { test as base, expect, type Page } from '@playwright/test';
import { CONTROL_URL } from './ports';

export { expect };

export type Fault =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'malformed-json' }
  | { kind: 'html' }
  | { kind: 'hang' };

export interface SimControl {
  /** `target`: 'token', 'list' (the payment lists), a route key ('jobs.get') or a family. */
  inject(target: FaultTarget, fault: Fault, times?: number): Promise<void>;
  latency(ms: number): Promise<void>;
  reset(): Promise<void>;
  counters(): Promise<{ tokenRequests: number; listRequests: number }>;
  /**
   * The URLs the simulator was asked for since the test began (tokens left out), whichever app
   * or background refresh asked: filter them to what the test is about.
   */
  requests(): Promise<string[]>;
}

export interface InvoiceInfo {
  subscriptionId: string;
  invoiceId: string;
  label: string;
  payments: number;
  /** The invoice's page at the address links already shared have. */
  path: string;
  /** The same page at `/invoices/{id}`. */
  invoicePath: string;
}

export interface Invoices {
  all: InvoiceInfo[];
  /** The first invoice whose label contains `text`. */
  byLabel(text: string): InvoiceInfo;
  /** The demo seed's invoice with the most payments (246): the one to page through. */
  longest: InvoiceInfo;
  /** The first demo invoice in `state` (with at least `minPayments` payments). */
  inState(state: DemoInvoiceEntry['state'], minPayments?: number): DemoInvoiceEntry & InvoiceInfo;
}

export interface ConsoleWatch {
  /** Chromium logs every non-2xx fetch as a console error; a test that provokes one says so. */
  allowHttpErrors(...statuses: number[]): void;
  /** Allows the console error of a file that fails to download, e.g. '/assets/lazy-views-'. */
  allowFailedDownload(pathPart: string): void;
}

/** A call to the simulator's control API (GET without `body`), failing on a non-2xx answer. */
export async function control(path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${CONTROL_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return response;
}

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: unknown }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 5),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} ${v.targets.join(' ')}`);
}

export const test = base.extend<{
  consoleWatch: ConsoleWatch;
  sim: SimControl;
  invoices: Invoices;
}>({
  consoleWatch: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed = new Set<number>();
      const allowedDownloads: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        const status = /the server responded with a status of (\d{3})/.exec(text)?.[1];
        if (status && allowed.has(Number(status)) && message.location().url.includes('/api/')) {
          return;
        }
        if (allowedDownloads.some((part) => message.location().url.includes(part))) return;
        problems.push(`console.${message.type()}: ${text} (${message.location().url})`);
      });
      await use({
        allowHttpErrors: (...statuses) => {
          for (const status of statuses) allowed.add(status);
        },
        allowFailedDownload: (pathPart) => {
          allowedDownloads.push(pathPart);
        },
      });
      expect(problems, 'no console or page error').toEqual([]);
    },
    { auto: true },
  ],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  sim: async ({}, use) => {
    const sim: SimControl = {
      inject: async (target, fault, times = 1) => {
        await control('/faults', { target, fault, times });
      },
      latency: async (ms) => {
        await control('/latency', { ms });
      },
      reset: async () => {
        await control('/reset', {});
      },
      counters: async () => (await control('/counters')).json(),
      requests: async () => (await control('/requests')).json(),
    };
    await sim.reset();
    await use(sim);
    await sim.reset();
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  invoices: async ({}, use) => {
    const raw = (await (await control('/invoices')).json()) as Omit<
      InvoiceInfo,
      'path' | 'invoicePath'
    >[];
    const demo = (await (await control('/demo-invoices')).json()) as DemoInvoiceEntry[];
    const paths = (invoice: { subscriptionId: string; invoiceId: string }) => ({
      path: `/subscriptions/${invoice.subscriptionId}/invoices/${invoice.invoiceId}`,
      invoicePath: `/invoices/${invoice.invoiceId}`,
    });
    const all = raw.map((invoice) => ({ ...invoice, ...paths(invoice) }));
    const inState = (state: DemoInvoiceEntry['state'], minPayments = 0) => {
      const found = demo.find(
        (d) => d.state === state && d.payments >= minPayments && !d.label.startsWith('E2E'),
      );
      if (!found) throw new Error(`no demo invoice in state ${state}`);
      const ids = { subscriptionId: found.subscriptionId, invoiceId: found.id };
      return { ...found, ...ids, ...paths(ids) };
    };
    const byLabel = (text: string) => {
      const found = all.find((invoice) => invoice.label.includes(text));
      if (!found) throw new Error(`no demo invoice labelled like ${text}`);
      return found;
    };
    const longest = all
      .filter((invoice) => !invoice.label.startsWith('E2E'))
      .reduce((a, b) => (b.payments > a.payments ? b : a));
    await use({ all, byLabel, longest, inState });
  },
});
