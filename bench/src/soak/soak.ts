/**
 * `pnpm soak`: one BFF process (as `pnpm start` runs it) against the simulator over HTTP, 60 s at
 * concurrency 50 through a rotating matrix of faults and recoveries (fault-matrix.ts). It checks
 * that every status is the one the error mapping defines for the fault, that every recovery
 * window is all 200, that token requests stay within custody's bounds, and that the BFF's
 * resident memory after the run is within 20 % of before; prints a table; exits 1 on a miss.
 *
 * The store's rate limit is raised out of the way (EP_MAX_RPS) so that what is measured is the
 * fault handling, not the limiter.
 */
import '@pc/node/require-24';
import { readFileSync } from 'node:fs';
import { runLoad, startBffProcess } from '@pc/bff/testing';
import { createSimulator } from '@pc/ep-simulator';
import { FAULT_MS, PHASES, RECOVERY_MS, SETTLE_MS, SOAK_TIMEOUT_MS } from './fault-matrix.ts';
import { type PhaseCounts, printSoakReport, type WindowKind } from './soak-report.ts';

const CONCURRENCY = 50;
/** Warm-up at full load, then idle, before memory is read: the heap has grown to its working size. */
const WARM_UP_MS = 10_000;
const IDLE_MS = 5000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1]);
  return Math.round(kb / 102.4) / 10;
}

const sim = createSimulator();
const upstream = await sim.listen({ port: 0 });
const bff = await startBffProcess({
  EP_BASE_URL: `${upstream.url}/v2`,
  EP_CLIENT_ID: sim.credentials.clientId,
  EP_CLIENT_SECRET: sim.credentials.clientSecret,
  AUTH_MODE: 'none',
  // The load generator is one client address.
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0',
  EP_TIMEOUT_MS: String(SOAK_TIMEOUT_MS),
  EP_MAX_RPS: '1000',
  EP_MAX_IN_FLIGHT: '64',
  LOG_LEVEL: 'warn',
});
const pid = bff.child.pid ?? 0;

// A few invoices and pages, so that identical requests coalesce only some of the time.
const urls = sim.invoices
  .filter((i) => i.payments >= 10)
  .slice(0, 5)
  .flatMap((i) =>
    [0, 10].map(
      (offset) =>
        `${bff.url}/api/subscriptions/${i.subscriptionId}/invoices/${i.invoiceId}/payments?page[offset]=${offset}&page[limit]=10`,
    ),
  );

let window: { phase: number; kind: WindowKind } = { phase: -1, kind: 'recovery' };
const counts: PhaseCounts[] = PHASES.map(() => ({
  fault: new Map(),
  between: new Map(),
  recovery: new Map(),
}));

async function send(worker: number): Promise<number> {
  const started = window;
  let status = 0;
  try {
    const response = await fetch(urls[worker % urls.length] ?? '', { headers: { 'X-CSRF': '1' } });
    await response.arrayBuffer();
    status = response.status;
  } catch {
    status = 0;
  }
  if (started.phase >= 0) {
    const kind: WindowKind = window === started ? started.kind : 'between';
    const bucket = counts[started.phase]?.[kind === 'between' ? 'between' : kind];
    bucket?.set(status, (bucket.get(status) ?? 0) + 1);
  }
  return status;
}

process.stderr.write(`soak: warm-up ${WARM_UP_MS / 1000} s at concurrency ${CONCURRENCY}\n`);
await runLoad({ concurrency: CONCURRENCY, durationMs: WARM_UP_MS, send });
await sleep(IDLE_MS);
const rssBefore = rssMb(pid);
// Counted from here on; the phases reset the simulator's counters, so they are summed.
let tokenRequests = sim.counters.tokenRequests;
sim.reset();
const rssByPhase: number[] = [];

const phaseMs = FAULT_MS + SETTLE_MS + RECOVERY_MS;
process.stderr.write(`soak: ${PHASES.length} phases × ${phaseMs / 1000} s\n`);
const started = performance.now();
const load = runLoad({ concurrency: CONCURRENCY, durationMs: PHASES.length * phaseMs, send });
for (const [phase, fault] of PHASES.entries()) {
  window = { phase, kind: 'fault' };
  fault.inject(sim);
  await sleep(FAULT_MS);
  tokenRequests += sim.counters.tokenRequests;
  sim.reset();
  rssByPhase.push(rssMb(pid));
  window = { phase, kind: 'between' };
  await sleep(SETTLE_MS);
  window = { phase, kind: 'recovery' };
  await sleep(RECOVERY_MS);
}
const result = await load;
const seconds = (performance.now() - started) / 1000;
tokenRequests += sim.counters.tokenRequests;
await sleep(IDLE_MS);
const rssAfter = rssMb(pid);
process.stderr.write(
  `soak: BFF resident memory at each phase's end: ${rssByPhase.join(', ')} MB\n`,
);
await bff.stop();
await upstream.close();

const ok = printSoakReport({
  counts,
  total: result.total,
  seconds,
  concurrency: CONCURRENCY,
  tokenRequests,
  revocations: PHASES.filter((p) => p.name === 'revoked tokens').length,
  rssBefore,
  rssAfter,
});
process.exit(ok ? 0 : 1);
