import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator } from './create-simulator.ts';
import { FORM, fixturePayment, INV, readJson, SUB } from './test-support.ts';
import type { ListeningSimulator } from './types.ts';

const data = { data: Array.from({ length: 30 }, (_, i) => fixturePayment(i + 1)), empty: [] };
const path = `/v2/subscriptions/subscriptions/${SUB}/invoices/${INV}/payments`;
const credentials =
  'grant_type=client_credentials&client_id=demo-client-id&client_secret=demo-client-secret';

let server: ListeningSimulator | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function bearer(url: string): Promise<string> {
  const response = await fetch(`${url}/oauth/access_token`, {
    method: 'POST',
    headers: FORM,
    body: credentials,
  });
  return ((await readJson(response)) as { access_token: string }).access_token;
}

describe('listen() over real HTTP', () => {
  it('binds 127.0.0.1 on a free port and serves tokens and pages with absolute links', async () => {
    const sim = createSimulator({ data });
    server = await sim.listen({ port: 0 });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const response = await fetch(`${server.url}${path}?page[limit]=10`, {
      headers: { authorization: `Bearer ${await bearer(server.url)}`, accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = await readJson(response);
    expect(body.data).toHaveLength(10);
    expect(body.links.next).toBe(`${server.url}${path}?page%5Blimit%5D=10&page%5Boffset%5D=10`);
    expect(sim.counters).toMatchObject({ tokenRequests: 1, listRequests: 1 });
    expect(sim.requests.at(-1)?.headers.accept).toBe('application/json');
  });

  it('lets a client abort a hanging request and then closes promptly', async () => {
    const sim = createSimulator({ data });
    server = await sim.listen();
    const token = await bearer(server.url);
    sim.inject('list', { kind: 'hang' });

    const hanging = fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(100),
    });
    await expect(hanging).rejects.toMatchObject({ name: 'TimeoutError' });
    const next = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(next.status).toBe(200);

    // A second hang still open must not keep close() waiting.
    sim.inject('list', { kind: 'hang' });
    const stuck = fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    }).catch((e) => e);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await stuck).toBeInstanceOf(Error);
  });

  it('stops answering after close()', async () => {
    const sim = createSimulator({ data });
    const listening = await sim.listen({ host: '127.0.0.1', port: 0 });
    await listening.close();
    await expect(fetch(`${listening.url}/oauth/access_token`)).rejects.toThrow();
  });

  it('rejects when the port is taken', async () => {
    const sim = createSimulator({ data });
    server = await sim.listen();
    const port = Number(new URL(server.url).port);
    await expect(sim.listen({ port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
