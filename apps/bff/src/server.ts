/**
 * Binds the BFF to Node: resolves the upstream (Elastic Path, or the embedded simulator when no
 * credentials are configured), builds the app and listens — with header and request timeouts
 * and a connection cap, so that slow clients cannot hold the server — and drains on request:
 * `/readyz` turns 503, no new connection is accepted, requests in flight finish (up to a
 * bound), keep-alive connections are closed as their last response goes out.
 */

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createSimulator, loadSimulatorData, type Simulator } from '@pc/ep-simulator';
import { type BffConfig, ConfigError, type Env, loadConfig } from './config.ts';
import {
  type BffDeps,
  type BuiltApp,
  createApp,
  defaultDeps,
  type ResolvedUpstream,
} from './create-app.ts';
import { openDatabase } from './db/database.ts';
import {
  answerClientError,
  refuseConnect,
  refuseMalformedRequest,
  refuseMissingHost,
} from './http/protocol-errors.ts';
import { createLogger } from './log/logger.ts';
import { listenForMetrics } from './metrics/metrics-endpoint.ts';
import type { ReadCache } from './upstream/read-cache.ts';
import { createUndiciFetch } from './upstream/undici-fetch.ts';

/** The simulator lives in-process: no port, no network, requests go straight to its app. */
const SIMULATOR_ORIGIN = 'http://ep-simulator.internal';

export interface StartOptions {
  env?: Env;
  /** Use this simulator as the upstream (tests, e2e); implies simulator mode. */
  simulator?: Simulator;
  deps?: Partial<BffDeps>;
  /**
   * Open the console's database from the configuration (main.ts does): the attention list is
   * then shared by every replica. Without it the list is this process's own (most tests).
   */
  openDatabase?: boolean;
}

export interface RunningServer {
  url: string;
  /** `http://host:port/metrics` when METRICS_PORT is set. */
  metricsUrl: string | null;
  config: BffConfig;
  upstream: ResolvedUpstream;
  simulator: Simulator | null;
  /** The replica's read cache: its hit rate for the bench. */
  readCache: ReadCache;
  /**
   * Stops taking new work and waits for requests in flight, at most `graceMs` (default
   * SHUTDOWN_GRACE_MS); then runs `afterRequests` (main.ts flushes the audit there, before the
   * database's close can spend the orchestrator's grace) and closes whatever is left. Resolves
   * true when nothing was cut off.
   */
  drain(graceMs?: number, afterRequests?: () => Promise<void>): Promise<boolean>;
  /** Closes at once, cutting off requests in flight (tests). */
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
  const {
    simulatorDataPath: dataPath,
    realistic = false,
    backlog = false,
  } = config.upstream.mode === 'simulator' ? config.upstream : { simulatorDataPath: undefined };
  const simulator =
    given ??
    createSimulator({
      realistic,
      backlog,
      ...(dataPath && { data: loadSimulatorData(dataPath) }),
    });
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
  // Loaded only when asked for: without the variable, none of OpenTelemetry is imported.
  const tracing = config.otlpEndpoint
    ? (await import('./telemetry/tracing.ts')).startTracing(config.otlpEndpoint)
    : null;
  if (tracing) deps.requestSpan = tracing.middleware;
  if (options.openDatabase && !deps.database) {
    const log = createLogger({ level: config.logLevel, sink: deps.logSink ?? defaultDeps.logSink });
    deps.database = await openDatabase(config.database, log).catch(async (error: unknown) => {
      await pool?.close();
      throw error;
    });
  }
  const database = options.openDatabase ? (deps.database ?? null) : null;
  const built = createApp(config, upstream, deps);
  const server = createNodeServer(built, config);
  let draining: Promise<boolean> | null = null;

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, config)));
    server.listen(config.port, config.host, () => resolve());
  }).catch(async (error: unknown) => {
    await pool?.close();
    await database?.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const metricsServer =
    built.metrics && config.metrics.port !== null
      ? await listenForMetrics(built.metrics.registry, config.host, config.metrics.port).catch(
          async (error: NodeJS.ErrnoException) => {
            server.close();
            await pool?.close();
            throw error.code === 'EADDRINUSE'
              ? new ConfigError(`METRICS_PORT ${config.metrics.port} is already in use.`)
              : error;
          },
        )
      : null;
  const stopMetrics = () => {
    metricsServer?.close();
    metricsServer?.closeAllConnections();
  };
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
  return {
    url: `http://${host}:${port}`,
    metricsUrl: metricsServer
      ? `http://${host}:${(metricsServer.address() as AddressInfo).port}/metrics`
      : null,
    config,
    upstream,
    simulator,
    readCache: built.cache,
    drain(graceMs = config.server.shutdownGraceMs, afterRequests) {
      built.attention.stop();
      built.stopRetention();
      draining ??= drainServer(
        server,
        built,
        { graceMs, delayMs: config.server.shutdownDelayMs },
        closed,
      ).then(async (finished) => {
        await afterRequests?.().catch(() => undefined);
        stopMetrics();
        // Past the grace period upstream calls may still hang: do not wait for them.
        await (finished ? pool?.close() : pool?.destroy());
        await database?.close();
        await tracing?.shutdown();
        return finished;
      });
      return draining;
    },
    close: async () => {
      built.attention.stop();
      built.stopRetention();
      stopMetrics();
      try {
        await new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          server.closeAllConnections();
        });
      } finally {
        await pool?.close();
        await database?.close();
        await tracing?.shutdown();
      }
    },
  };
}

/** Node's HTTP server around the app, with the socket-level defences. */
function createNodeServer(built: BuiltApp, config: BffConfig): Server {
  const { headersTimeoutMs, requestTimeoutMs, maxConnections } = config.server;
  // @hono/node-server calls `errorHandler` synchronously while handling the request below.
  let handling: IncomingMessage | null = null;
  const listener = getRequestListener(built.app.fetch, {
    hostname: config.host,
    errorHandler: (error) => refuseMalformedRequest(error, handling, built),
  });
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      // How often Node looks for sockets past those timeouts (default 30 s, far too coarse).
      connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
      // Node's own refusal is an empty 400; protocol-errors.ts answers it in the JSON shape.
      requireHostHeader: false,
    },
    (incoming, outgoing) => {
      if (refuseMissingHost(incoming, outgoing, built)) return;
      // While draining, every response ends its connection, so keep-alive clients reconnect
      // to another replica instead of waiting on this one.
      if (built.lifecycle.draining) outgoing.setHeader('connection', 'close');
      handling = incoming;
      const done = listener(incoming, outgoing);
      handling = null;
      return done;
    },
  );
  server.maxConnections = maxConnections;
  capPerAddress(server, config.server.maxConnectionsPerAddress, built.log);
  server.on('clientError', (error: NodeJS.ErrnoException, socket) =>
    answerClientError(error, socket, built),
  );
  server.on('connect', (incoming: IncomingMessage, socket) =>
    refuseConnect(incoming, socket, built),
  );
  return server;
}

/**
 * The global cap alone let one client's slow-header flood take every slot (15 of 16 normal
 * requests refused): connections beyond `cap` from one address are closed as they arrive.
 * Logged once per address while it is over the cap, not once per connection.
 */
function capPerAddress(server: Server, cap: number, log: BuiltApp['log']): void {
  if (cap === 0) return;
  const held = new Map<string, number>();
  const warned = new Set<string>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (held.get(address) ?? 0) + 1;
    if (count > cap) {
      if (!warned.has(address)) {
        warned.add(address);
        log.warn('http.address_cap', { cap });
      }
      socket.destroy();
      return;
    }
    held.set(address, count);
    socket.once('close', () => {
      const left = (held.get(address) ?? 1) - 1;
      if (left > 0) held.set(address, left);
      else {
        held.delete(address);
        warned.delete(address);
      }
    });
  });
}

async function drainServer(
  server: Server,
  built: BuiltApp,
  { graceMs, delayMs }: { graceMs: number; delayMs: number },
  closed: Promise<void>,
): Promise<boolean> {
  built.lifecycle.draining = true;
  built.log.info('server.draining', { graceMs, delayMs });
  // Still accepting while load balancers notice the 503 from /readyz (0 by default: nginx and
  // the like retry a refused connection on another replica at once).
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  // No new connections; idle keep-alive ones close now (Node ≥ 19), busy ones once their
  // response is out (responses started before the drain do not carry `Connection: close`,
  // hence the sweep).
  server.close();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    }),
  ]);
  clearInterval(idleSweep);
  clearTimeout(timer);
  if (!finished) {
    built.log.warn('server.drain_timeout', { graceMs });
    server.closeAllConnections();
  }
  built.log.info('server.drained', { cutOff: !finished });
  return finished;
}
