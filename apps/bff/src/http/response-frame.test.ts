import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, IID, paymentsPath, SID } from '../testing/test-harness.ts';
import { requestIdOf } from './response-frame.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { type RunningServer, startServer } from './server.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

/** The frame, checked the same way on both runtimes. */
function expectFramed(response: Response, api: boolean) {
  for (const [name, value] of SECURITY_HEADERS) expect(response.headers.get(name)).toBe(value);
  expect(response.headers.get('x-request-id')).toMatch(/^[\w\-=]+$/);
  if (api) expect(response.headers.get('cache-control')).toBe('no-store');
}

describe('the response frame', () => {
  it("over real HTTP: every response, errors included, carries it beside the route's own headers", async () => {
    const bff = await startServer({
      env: { PORT: '0', WEB_DIST: 'none' },
      deps: { logSink: () => {} },
    });
    running.push(bff);
    const invoice = bff.simulator?.invoices[0];
    if (!invoice) throw new Error('the embedded simulator has no invoice');
    const get = (path: string, headers: Record<string, string> = { 'X-CSRF': '1' }) =>
      fetch(`${bff.url}${path}`, { headers });

    const page = await get(paymentsPath(invoice));
    expect(page.status).toBe(200);
    expectFramed(page, true);
    expect(page.headers.get('content-type')).toBe('application/json');
    expect(page.headers.get('content-length')).toMatch(/^\d+$/);

    const bad = await get(paymentsPath({ subscriptionId: 'x', invoiceId: IID }));
    expect(bad.status).toBe(400);
    expectFramed(bad, true);

    const csrf = await get(paymentsPath(invoice), {});
    expect(csrf.status).toBe(403);
    expectFramed(csrf, true);

    const health = await get('/healthz');
    expectFramed(health, false);
    expect(health.headers.get('cache-control')).toBeNull();

    const notFound = await get('/nowhere');
    expect(notFound.status).toBe(404);
    expectFramed(notFound, false);
  });

  it('over real HTTP: a safe request id from the caller is echoed and logged, an unsafe one replaced', async () => {
    const logs: string[] = [];
    const bff = await startServer({
      env: { PORT: '0', WEB_DIST: 'none' },
      deps: { logSink: (line) => logs.push(line) },
    });
    running.push(bff);
    const kept = await fetch(`${bff.url}/healthz`, { headers: { 'X-Request-Id': 'ticket-4711' } });
    expect(kept.headers.get('x-request-id')).toBe('ticket-4711');
    const replaced = await fetch(`${bff.url}/healthz`, {
      headers: { 'X-Request-Id': 'a b<script>' },
    });
    const id = replaced.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const access = logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'http.request');
    expect(access.map((l) => l.requestId)).toEqual(['ticket-4711', id]);
  });

  it('without a Node response (app.request) the finished response gets the same frame', async () => {
    const h = createHarness();
    expectFramed(await h.request(paymentsPath({ subscriptionId: SID, invoiceId: IID })), true);
    expectFramed(await h.request('/api/nope'), true);
    expectFramed(await h.request('/healthz'), false);
  });

  it('keeps a request id only when it is short and plain', () => {
    expect(requestIdOf('abc-DEF_1=')).toBe('abc-DEF_1=');
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf('')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf('x'.repeat(256))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf('line\nbreak')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
