/** The cap holds on the production transport (undici, real sockets) as on a WHATWG Response. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodyTooLargeError, readCappedText } from './body-limit.ts';
import { createUndiciFetch } from './undici-fetch.ts';

const MB = 1024 * 1024;
let origin = '';
const server = createServer((req, res) => {
  const size = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('mb')) * MB;
  const chunked = req.url?.includes('chunked');
  res.writeHead(200, chunked ? {} : { 'content-length': String(size) });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const pump = () => {
    while (sent < size) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  res.on('error', () => {});
  pump();
});
const undici = createUndiciFetch();

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await undici.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('readCappedText', () => {
  it.each(['declared', 'chunked'])('refuses a %s body over the cap, over undici', async (kind) => {
    const response = await undici.fetch(`${origin}/?mb=8&${kind}`, { method: 'GET' });
    await expect(readCappedText(response, 5 * MB)).rejects.toThrow(BodyTooLargeError);
  });

  it('reads a body under the cap whole, over undici and over fetch', async () => {
    const viaUndici = await undici.fetch(`${origin}/?mb=1&chunked`, { method: 'GET' });
    expect((await readCappedText(viaUndici, 5 * MB)).length).toBe(MB);
    const viaFetch = await fetch(`${origin}/?mb=1`);
    expect((await readCappedText(viaFetch, 5 * MB)).length).toBe(MB);
  });
});
