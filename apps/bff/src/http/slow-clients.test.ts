/**
 * Connections that trickle their headers were held ~60 s each (Node's
 * default), so a slow-header flood could hold the server. Now a header block must be complete
 * within HTTP_HEADERS_TIMEOUT_MS (10 s by default; 1 s here), and no more than
 * HTTP_MAX_CONNECTIONS sockets are held at once.
 */
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { openSocket } from '../testing/raw-http.ts';

let bff: RunningServer | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await bff?.close();
  bff = null;
});

async function start(env: Record<string, string>) {
  bff = await startServer({
    env: { PORT: '0', WEB_DIST: 'none', LOG_LEVEL: 'warn', ...env },
    deps: { logSink: () => {} },
  });
  return bff;
}

/** Opens `count` connections that send a header line every 200 ms and never finish. */
async function trickle(url: string, count: number) {
  const open = new Set<Socket>();
  for (let i = 0; i < count; i++) {
    const socket = await openSocket(url, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    sockets.push(socket);
    open.add(socket);
    socket.on('error', () => {});
    socket.resume();
    socket.on('close', () => open.delete(socket));
    const timer = setInterval(() => {
      if (socket.writable) socket.write('X-Slow: 1\r\n');
    }, 200);
    socket.on('close', () => clearInterval(timer));
  }
  return open;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('slow clients', () => {
  it('200 connections trickling headers are all closed soon after the header timeout', async () => {
    // One address here: the per-address cap (per-address-cap.test.ts) is off for this one.
    const server = await start({
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0',
    });
    const open = await trickle(server.url, 200);
    expect(open.size).toBeGreaterThan(150);
    await wait(3000);
    expect(open.size).toBe(0);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('holds at most HTTP_MAX_CONNECTIONS sockets: the flood beyond is closed at once', async () => {
    const server = await start({
      HTTP_MAX_CONNECTIONS: '50',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0',
      HTTP_HEADERS_TIMEOUT_MS: '1000',
    });
    const open = await trickle(server.url, 120);
    await wait(300);
    expect(open.size).toBeLessThanOrEqual(50);
    // Once the slow ones time out, an ordinary request gets through.
    await wait(2000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
