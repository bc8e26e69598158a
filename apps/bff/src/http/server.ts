/**
 * Binds the BFF to Node: resolves the upstream (Elastic Path, or the embedded simulator when no
 * credentials are configured), builds the app and listens.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSimulator, loadSimulatorData, type Simulator } from '@pc/ep-simulator';
import { type BffConfig, ConfigError, type Env, loadConfig } from '../config.ts';
import { createUndiciFetch } from '../upstream/undici-fetch.ts';
import { type BffDeps, createApp, type ResolvedUpstream } from './create-app.ts';

/** The simulator lives in-process: no port, no network, requests go straight to its app. */
const SIMULATOR_ORIGIN = 'http://ep-simulator.internal';

export interface StartOptions {
  env?: Env;
  /** Use this simulator as the upstream (tests, e2e); implies simulator mode. */
  simulator?: Simulator;
  deps?: Partial<BffDeps>;
}

export interface RunningServer {
  url: string;
  config: BffConfig;
  upstream: ResolvedUpstream;
  simulator: Simulator | null;
  close(): Promise<void>;
}

function resolveUpstream(
  config: BffConfig,
  given: Simulator | undefined,
): { upstream: ResolvedUpstream; simulator: Simulator | null } {
  if (config.upstream.mode === 'elastic-path' && !given) {
    const { baseUrl, authUrl, clientId, clientSecret } = config.upstream;
    return {
      upstream: { baseUrl, authUrl, clientId, clientSecret, simulator: false, demoInvoices: [] },
      simulator: null,
    };
  }
  const dataPath =
    config.upstream.mode === 'simulator' ? config.upstream.simulatorDataPath : undefined;
  const simulator = given ?? createSimulator(dataPath ? { data: loadSimulatorData(dataPath) } : {});
  return {
    upstream: {
      baseUrl: `${SIMULATOR_ORIGIN}/v2`,
      authUrl: SIMULATOR_ORIGIN,
      ...simulator.credentials,
      simulator: true,
      demoInvoices: simulator.invoices.map(({ subscriptionId, invoiceId, label }) => ({
        subscriptionId,
        invoiceId,
        label,
      })),
    },
    simulator,
  };
}

/** A port in use or an address that cannot be bound is a configuration problem: say which. */
function listenError(error: NodeJS.ErrnoException, config: BffConfig): Error {
  const where = `${config.host}:${config.port}`;
  if (error.code === 'EADDRINUSE')
    return new ConfigError(`PORT ${config.port} is already in use on ${config.host}.`);
  if (error.code === 'EACCES')
    return new ConfigError(`No permission to listen on ${where} (PORT).`);
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return new ConfigError(`HOST ${config.host} is not an address of this machine.`);
  }
  return error;
}

/** @throws ConfigError when the environment is invalid or incomplete, or the port cannot be bound. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(options.env ?? {});
  const { upstream, simulator } = resolveUpstream(config, options.simulator);
  const deps: Partial<BffDeps> = { ...options.deps };
  if (simulator && !deps.fetch) deps.fetch = simulator.fetch as typeof fetch;
  // A real upstream over the network: a keep-alive pool of our own, closed with the server.
  const pool = deps.fetch ? null : createUndiciFetch();
  if (pool) deps.fetch = pool.fetch;
  const { app } = createApp(config, upstream, deps);

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(s),
    );
    s.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, config)));
  }).catch(async (error: unknown) => {
    await pool?.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    config,
    upstream,
    simulator,
    close: async () => {
      try {
        await new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
      } finally {
        await pool?.close();
      }
    },
  };
}
