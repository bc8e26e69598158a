/**
 * Locators and data for the navigation pages (search, customer, subscription): the search boxes
 * by landmark, the demo directory the simulator serves (accounts, subscribers, subscriptions with
 * their status labels) and its invoices, and a recorder of the BFF calls the pages make.
 */
import type { DemoDirectory, DemoInvoiceEntry } from '@pc/ep-simulator';
import type { Page } from '@playwright/test';
import { control } from './fixtures';

/** The simulator's demo directory (`simulator.demo`), as the e2e server serves it. */
export async function demoDirectory(): Promise<DemoDirectory> {
  return (await (await control('/demo')).json()) as DemoDirectory;
}

/** One of the demo seed's invoices, by its label (`Acme Cloud · #1 · 2026-01 · paid`). */
export async function demoInvoice(label: string): Promise<DemoInvoiceEntry> {
  const demo = (await (await control('/demo-invoices')).json()) as DemoInvoiceEntry[];
  const found = demo.find((d) => d.label === label);
  if (!found) throw new Error(`no demo invoice ${label}`);
  return found;
}

export function searchBoxes(page: Page) {
  return {
    /** The top bar's box, on every page. */
    top: page.getByRole('banner').getByRole('searchbox', { name: 'Search' }),
    /** The home page's larger box. */
    home: page.getByRole('main').getByRole('searchbox', { name: 'Search' }),
  };
}

/** Types `text` into the top bar's search box and presses Enter. */
export async function search(page: Page, text: string): Promise<void> {
  const box = searchBoxes(page).top;
  await box.fill(text);
  await box.press('Enter');
}

/** Paths of the navigation API calls the page makes (search, customers, subscriptions, invoices). */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/app-info')) {
      calls.push(`${url.pathname}${url.search}`);
    }
  });
  return calls;
}

export const customerPath = (id: string) => `/customers/${id}`;
export const subscriptionPath = (id: string) => `/subscriptions/${id}`;

/** The demo subscriber with this email (exactly as stored). */
export function demoSubscriber(demo: DemoDirectory, email: string) {
  const found = demo.subscribers.find((s) => s.email === email);
  if (!found) throw new Error(`no demo subscriber ${email}`);
  return found;
}

/** The demo subscription with this external reference. */
export function demoSubscription(demo: DemoDirectory, ref: string) {
  const found = demo.subscriptions.find((s) => s.externalRef === ref);
  if (!found) throw new Error(`no demo subscription ${ref}`);
  return found;
}
