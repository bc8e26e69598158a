/**
 * Binds a fetch handler to a real port. Used by `Simulator.listen` (tests of real HTTP
 * behaviour: sockets, aborts, headers) and by the CLI.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { ListeningSimulator } from './types.ts';

export interface ListenOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** Default 127.0.0.1: the simulator is never meant to be reachable from other machines. */
  host?: string;
}

type FetchHandler = (request: Request) => Response | Promise<Response>;

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Serves `fetch` over HTTP until `close()`.
 * @example
 * const server = await serveFetch(app.fetch, { port: 0 });
 * await fetch(`${server.url}/oauth/access_token`, …);
 * await server.close();
 */
export function serveFetch(
  fetch: FetchHandler,
  options: ListenOptions = {},
): Promise<ListeningSimulator> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 0;
  // Leave the process's global Request/Response alone: tests share the process with other code.
  const server = createAdaptorServer({
    fetch,
    hostname: host,
    overrideGlobalObjects: false,
  }) as Server;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      let closing: Promise<void> | undefined;
      resolve({
        url: `http://${hostForUrl(host)}:${address.port}`,
        close: () => {
          closing ??= new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive sockets and hanging requests would otherwise hold close() open.
            server.closeAllConnections();
          });
          return closing;
        },
      });
    });
  });
}
