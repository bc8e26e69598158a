/**
 * Builds a BFF wired to an in-process simulator, with captured logs and controllable time, for
 * the BFF's tests. Nothing here is mocked: the simulator is the same one `pnpm start` embeds.
 * By default it runs as `pnpm start` does with no configuration (loopback, AUTH_MODE=none), and
 * `request` sends `X-CSRF: 1` as the web app does; `rawRequest` sends only what it is given.
 */

import { createSimulator, type Simulator, type SimulatorOptions } from '@pc/ep-simulator';
import type { Hono } from 'hono';
import type { AttentionSnapshot } from '../attention/attention-snapshot.ts';
import { type Env, loadConfig } from '../config.ts';
import { type BffDeps, createApp, type ResolvedUpstream } from '../create-app.ts';
import type { SearchIndex } from '../search/create-search-index.ts';
import type { ReadCache } from '../upstream/read-cache.ts';

export const SID = '0f9b1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
export const IID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
/** A well-formed id that no demo record has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export interface Harness {
  sim: Simulator;
  /** Like the web app: adds `X-CSRF: 1` unless the headers already say otherwise. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  rawRequest: (path: string, init?: RequestInit) => Promise<Response>;
  logs: string[];
  sleeps: number[];
  clock: { now: number };
  upstream: ResolvedUpstream;
  /** The app's read cache (upstream/read-cache.ts). */
  cache: ReadCache;
  /** The app's attention snapshot (attention/attention-snapshot.ts). */
  attention: AttentionSnapshot;
  /** The store index and its sync, when the app has a database (search/create-search-index.ts). */
  searchIndex: SearchIndex | null;
  /** Every route the app declares (method and path), for tests that must cover them all. */
  routes: Hono['routes'];
  /** The first invoice of the demo seed with at least `min` payments. */
  invoiceWith(min: number): { subscriptionId: string; invoiceId: string; payments: number };
  /** The demo subscriber with this email, as stored. */
  subscriber(email: string): Simulator['demo']['subscribers'][number];
}

export function createHarness(
  options: { sim?: SimulatorOptions; env?: Env; deps?: Partial<BffDeps>; realSleep?: boolean } = {},
): Harness {
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  const sim = createSimulator({ now: () => clock.now, ...options.sim });
  const logs: string[] = [];
  const sleeps: number[] = [];
  // The upstream rate limits are raised, and the read cache switched off, out of the way unless
  // a test is about them: most tests count the calls one request makes.
  const config = loadConfig({
    WEB_DIST: 'none',
    EP_TIMEOUT_MS: '500',
    EP_MAX_IN_FLIGHT: '1000',
    EP_MAX_RPS: '100000',
    EP_CACHE_TTL_S: '0',
    EP_CACHE_CONFIG_TTL_S: '0',
    // A test runs the store index's passes itself (`searchIndex.sync.pass()`), when it has one.
    SEARCH_SYNC_ON_START: '0',
    ...options.env,
  });
  const upstream: ResolvedUpstream = {
    baseUrl: 'http://ep.test/v2',
    authUrl: 'http://ep.test',
    ...sim.credentials,
    simulator: true,
    demoInvoices: [],
  };
  const { app, cache, attention, searchIndex } = createApp(config, upstream, {
    fetch: sim.fetch as typeof fetch,
    now: () => clock.now,
    sleep: async (ms) => {
      sleeps.push(ms);
      if (options.realSleep) await new Promise((r) => setTimeout(r, ms));
    },
    random: () => 0.5,
    logSink: (line) => logs.push(line),
    ...options.deps,
  });
  return {
    sim,
    request: (path, init) => {
      const headers = new Headers(init?.headers);
      if (!headers.has('x-csrf')) headers.set('X-CSRF', '1');
      return Promise.resolve(app.request(path, { ...init, headers }));
    },
    rawRequest: (path, init) => Promise.resolve(app.request(path, init)),
    logs,
    sleeps,
    clock,
    upstream,
    cache,
    attention,
    searchIndex,
    routes: app.routes,
    invoiceWith(min) {
      const found = sim.invoices.find((i) => i.payments >= min);
      if (!found) throw new Error(`no demo invoice with ${min}+ payments`);
      return found;
    },
    subscriber(email) {
      const found = sim.demo.subscribers.find((s) => s.email === email);
      if (!found) throw new Error(`no demo subscriber ${email}`);
      return found;
    },
  };
}

export function paymentsPath(
  invoice: { subscriptionId: string; invoiceId: string },
  query = '',
): string {
  return `/api/subscriptions/${invoice.subscriptionId}/invoices/${invoice.invoiceId}/payments${query}`;
}
