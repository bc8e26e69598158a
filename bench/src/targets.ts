/**
 * The three load targets, each in its own process: the simulator (`direct`), the minimal
 * pass-through proxy (`naive`) and our BFF (`bff`), plus the request paths and headers each one
 * takes for the same page. The BFF serves the built web app too when there is one, so the
 * time-to-rows phase uses the very process the load phase measured.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchInvoice } from './bench-data.ts';
import type { PageRef } from './load.ts';
import {
  type ServerProcess,
  type StartServerOptions,
  startServerProcess,
} from './server-process.ts';
import {
  CREDENTIALS,
  httpSimulatorControl,
  requestToken,
  type SimulatorControl,
} from './simulator-control.ts';

export type TargetName = 'direct' | 'naive' | 'bff';
export const TARGET_NAMES: TargetName[] = ['direct', 'naive', 'bff'];

/** What marks a line of the BFF's access log (one per request served). */
const ACCESS_LOG_MARK = '"msg":"http.request"';

export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/** Every load-test request carries the BFF's CSRF header, whichever target it goes to. */
export const COMMON_HEADERS = { 'X-CSRF': '1', Accept: 'application/json' };

export interface Target {
  name: TargetName;
  url: string;
  pid: number;
  pathOf: (page: PageRef) => string;
  headers: Record<string, string>;
}

export interface Targets {
  simulator: ServerProcess;
  control: SimulatorControl;
  bff: ServerProcess;
  list: Target[];
  /** Token requests the simulator had seen before the BFF started. */
  tokenRequestsBeforeBff: number;
  close(): Promise<void>;
}

/** `/api/…/payments?page[offset]=…&page[limit]=…`, brackets percent-encoded as browsers send them. */
export function bffPath(invoice: BenchInvoice, page: PageRef): string {
  return `/api/subscriptions/${invoice.subscriptionId}/invoices/${invoice.invoiceId}/payments?page%5Boffset%5D=${page.offset}&page%5Blimit%5D=${page.limit}`;
}

/** The same page straight from the simulator, as the BFF asks for it upstream. */
export function upstreamPath(invoice: BenchInvoice, page: PageRef): string {
  return `/v2/subscriptions/subscriptions/${invoice.subscriptionId}/invoices/${invoice.invoiceId}/payments?page%5Boffset%5D=${page.offset}&page%5Blimit%5D=${page.limit}`;
}

export function webDistIfBuilt(): string | null {
  return existsSync(`${WEB_DIST}/index.html`) ? WEB_DIST : null;
}

/** Starts a BFF child against the simulator at `upstream`, as `pnpm start` runs it. */
export function startBff(
  upstream: string,
  options: StartServerOptions = {},
): Promise<ServerProcess> {
  return startServerProcess(
    'bff',
    { upstream, ...CREDENTIALS, webDist: webDistIfBuilt() },
    {
      countLinesContaining: ACCESS_LOG_MARK,
      ...options,
    },
  );
}

export async function startTargets(
  invoice: BenchInvoice,
  options: { bff?: StartServerOptions } = {},
): Promise<Targets> {
  const started: ServerProcess[] = [];
  const closeAll = () => Promise.all(started.map((p) => p.close())).then(() => undefined);
  try {
    const simulator = await startServerProcess('simulator', {});
    started.push(simulator);
    const naive = await startServerProcess('naive', { upstream: simulator.url, ...CREDENTIALS });
    started.push(naive);
    const directToken = await requestToken(simulator.url);
    const control = httpSimulatorControl(simulator.url);
    const { tokenRequests } = await control.counters();
    const bff = await startBff(simulator.url, options.bff);
    started.push(bff);
    const viaBff = (page: PageRef) => bffPath(invoice, page);
    return {
      simulator,
      control,
      bff,
      tokenRequestsBeforeBff: tokenRequests,
      list: [
        {
          name: 'direct',
          url: simulator.url,
          pid: simulator.pid,
          pathOf: (page) => upstreamPath(invoice, page),
          headers: { ...COMMON_HEADERS, Authorization: `Bearer ${directToken}` },
        },
        { name: 'naive', url: naive.url, pid: naive.pid, pathOf: viaBff, headers: COMMON_HEADERS },
        { name: 'bff', url: bff.url, pid: bff.pid, pathOf: viaBff, headers: COMMON_HEADERS },
      ],
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
