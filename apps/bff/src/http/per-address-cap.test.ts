/**
 * The connection cap (HTTP_MAX_CONNECTIONS) stops a flood from exhausting the process, but a
 * slow-header flood from one client then took every slot: 15 of 16 normal requests refused.
 * A per-address cap (HTTP_MAX_CONNECTIONS_PER_ADDRESS) leaves the rest for everyone else.
 * The flood comes from 127.0.0.2 (any 127/8 address is this machine), the person from 127.0.0.1.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';

let bff: RunningServer;
const flood: Socket[] = [];

beforeAll(async () => {
  bff = await startServer({
    env: {
      PORT: '0',
      WEB_DIST: 'none',
      HTTP_MAX_CONNECTIONS: '20',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '5',
      HTTP_HEADERS_TIMEOUT_MS: '30000',
    },
    deps: { logSink: () => {} },
  });
});
afterAll(async () => {
  for (const s of flood) s.destroy();
  await bff.close();
});

/** A connection from `localAddress` that starts a header block and never finishes it. */
function slowHeaders(localAddress: string): Promise<Socket> {
  const { port } = new URL(bff.url);
  return new Promise((resolve) => {
    const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress }, () => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
      resolve(socket);
    });
    socket.on('error', () => {});
    flood.push(socket);
  });
}

describe('a per-address connection cap', () => {
  it('one address holding slow connections cannot take the slots of another', async () => {
    for (let i = 0; i < 40; i++) await slowHeaders('127.0.0.2');
    await new Promise((r) => setTimeout(r, 200));
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const answer = await fetch(`${bff.url}/healthz`).catch(() => null);
      statuses.push(answer?.status ?? 0);
    }
    expect(statuses).toEqual(Array(16).fill(200));
    const open = flood.filter((s) => !s.destroyed && !s.readableEnded);
    expect(open.length).toBeLessThanOrEqual(5);
  });
});
