/**
 * Both transports against a real HTTP server on loopback: what the payments client relies on
 * (status, headers, body, redirects handed back, the signal bounding headers and body alike)
 * must hold whichever one carries the request.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchTransport, type UpstreamGet, undiciTransport } from './transport.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** A server whose handler sees the request's path and headers; every test gets its own. */
async function listen(
  handler: (path: string, headers: Record<string, unknown>, res: ServerResponse) => void,
): Promise<string> {
  const server = createServer((req, res) => handler(req.url ?? '', req.headers, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const transports: [string, () => UpstreamGet][] = [
  [
    'undici',
    () => {
      const agent = new Agent();
      cleanups.push(() => agent.destroy());
      return undiciTransport(agent);
    },
  ],
  ['fetch', () => fetchTransport(globalThis.fetch)],
];

const never = () => AbortSignal.timeout(10_000);

describe.each(transports)('%s transport', (_name, make) => {
  it('sends the headers it is given and returns status, headers and body', async () => {
    let seen: Record<string, unknown> = {};
    const origin = await listen((path, headers, res) => {
      seen = { path, ...headers };
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Retry-After', '7');
      res.statusCode = 429;
      res.end('{"errors":[]}');
    });
    const reply = await make()(`${origin}/v2/x?page%5Boffset%5D=5`, {
      headers: { Accept: 'application/json', Authorization: 'Bearer t' },
      signal: never(),
    });
    expect(reply.status).toBe(429);
    expect(reply.header('Retry-After')).toBe('7');
    expect(reply.header('x-absent')).toBeNull();
    expect(await reply.text()).toBe('{"errors":[]}');
    expect(seen).toMatchObject({
      path: '/v2/x?page%5Boffset%5D=5',
      accept: 'application/json',
      authorization: 'Bearer t',
    });
  });

  it('hands a redirect back instead of following it', async () => {
    let followed = false;
    const target = await listen((_path, _headers, res) => {
      followed = true;
      res.end('{}');
    });
    const origin = await listen((_path, _headers, res) => {
      res.statusCode = 302;
      res.setHeader('Location', `${target}/collect`);
      res.end();
    });
    const reply = await make()(`${origin}/v2/x`, { headers: {}, signal: never() });
    expect(reply.status).toBe(302);
    await reply.discard();
    expect(followed).toBe(false);
  });

  it('rejects when the signal fires before the headers come', async () => {
    const origin = await listen(() => {
      // Never answers.
    });
    const signal = AbortSignal.timeout(100);
    await expect(make()(`${origin}/v2/x`, { headers: {}, signal })).rejects.toThrow();
    expect(signal.aborted).toBe(true);
  });

  it('rejects reading the body when the signal fires half way through it', async () => {
    const origin = await listen((_path, _headers, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.flushHeaders();
      res.write('{"data":[');
      // The rest never comes.
    });
    const signal = AbortSignal.timeout(200);
    const reply = await make()(`${origin}/v2/x`, { headers: {}, signal });
    expect(reply.status).toBe(200);
    await expect(reply.text()).rejects.toThrow();
    expect(signal.aborted).toBe(true);
  });

  it('rejects when nothing listens', async () => {
    const origin = await listen(() => {});
    await cleanups.pop()?.();
    await expect(make()(`${origin}/v2/x`, { headers: {}, signal: never() })).rejects.toThrow();
  });
});
