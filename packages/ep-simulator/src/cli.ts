/**
 * `pnpm simulator`: runs the simulator on a port so the BFF (or curl) can use it as EP_BASE_URL.
 * Settings come from the environment (cli-config.ts); a bad value exits 1 with one line.
 */
import '@pc/node/require-24';
import { Hono } from 'hono';
import { type CliConfig, readCliConfig } from './cli-config.ts';
import { createControlApp } from './control-app.ts';
import { createSimulator } from './create-simulator.ts';
import { serveFetch } from './listen.ts';
import { loadSimulatorData } from './simulator-data.ts';
import type { DemoInvoice, SimulatorData } from './types.ts';

function exitWith(message: string): never {
  console.error(`ep-simulator: ${message}`);
  process.exit(1);
}

function loadData(config: CliConfig): SimulatorData | undefined {
  if (config.dataPath === undefined) return undefined;
  try {
    return loadSimulatorData(config.dataPath);
  } catch (error) {
    return exitWith(`EP_SIMULATOR_DATA ${(error as Error).message}`);
  }
}

/** A handful worth clicking: one per subscription (up to 5) and the longest, which pages. */
function showcase(invoices: DemoInvoice[]): DemoInvoice[] {
  const seen = new Set<string>();
  const picked = invoices
    .filter((i) => !seen.has(i.subscriptionId) && seen.add(i.subscriptionId))
    .slice(0, 5);
  const longest = invoices.reduce<DemoInvoice | undefined>(
    (a, b) => (a && a.payments >= b.payments ? a : b),
    undefined,
  );
  if (longest && !picked.includes(longest)) picked.push(longest);
  return picked;
}

function listenError(error: NodeJS.ErrnoException, config: CliConfig): string {
  if (error.code === 'EADDRINUSE')
    return `SIMULATOR_PORT ${config.port} is already in use on ${config.host}`;
  if (error.code === 'EACCES') return `SIMULATOR_PORT ${config.port} needs more privileges`;
  return `SIMULATOR_HOST ${config.host} cannot be bound (${error.code ?? error.message})`;
}

async function main(): Promise<void> {
  let config: CliConfig;
  try {
    config = readCliConfig(process.env);
  } catch (error) {
    exitWith((error as Error).message);
  }
  const data = loadData(config);
  const sim = createSimulator({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
    latencyMs: config.latencyMs,
    realistic: config.realistic,
    backlog: config.backlog === true,
    ...(data && { data }),
  });

  const root = new Hono();
  if (config.control) root.route('/__control', createControlApp(sim));
  root.all('*', (c) => sim.app.fetch(c.req.raw));

  const server = await serveFetch(root.fetch, { host: config.host, port: config.port }).catch(
    (error: NodeJS.ErrnoException) => exitWith(listenError(error, config)),
  );

  const base = `${server.url}/v2`;
  const lines = [
    `EP simulator listening on ${server.url}${config.realistic ? ' (realistic mode)' : ''}`,
    `  EP_BASE_URL=${base}`,
    '  AUTH_MODE=none  (a BFF with Elastic Path keys must choose its sign-in: docs/auth.md)',
    `  token URL:     ${server.url}/oauth/access_token`,
    `  client_id:     ${sim.credentials.clientId}`,
    `  client_secret: ${sim.credentials.clientSecret}`,
    `  data:          ${config.dataPath ?? 'demo seed'} (${sim.invoices.length} invoice${sim.invoices.length === 1 ? '' : 's'})`,
    ...(config.control
      ? [`  control:       ${server.url}/__control (faults, latency, revoke, reset, counters)`]
      : []),
    'Demo invoices:',
    ...showcase(sim.invoices).map(
      (i) =>
        `  ${i.label}\n    ${base}/subscriptions/subscriptions/${i.subscriptionId}/invoices/${i.invoiceId}/payments`,
    ),
    ...(sim.demo.subscribers.length > 0
      ? [
          'Demo subscribers (find them by exact email, quoted and percent-encoded):',
          ...sim.demo.subscribers.slice(0, 4).map((s) => `  ${s.name} <${s.email}> · ${s.company}`),
          `  e.g. ${base}/subscriptions/subscribers?filter=${encodeURIComponent(`eq(email,"${sim.demo.subscribers[0]?.email}")`)}`,
        ]
      : []),
  ];
  console.log(lines.join('\n'));

  const shutdown = (signal: string) => {
    console.log(`ep-simulator: ${signal}, shutting down`);
    server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await main();
