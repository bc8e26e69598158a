/**
 * Over a real socket (the Node server, not `app.request`), an answer that read Elastic Path says
 * when and from where, and still arrives whole: the read scope sets `X-Read-At`/`X-Read-From` on
 * the answer already made, in place, rather than copying the response into a stream.
 */
import { createSimulator, demoSeed } from '@pc/ep-simulator';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

describe('the read scope over the Node server', () => {
  it('puts X-Read-At and X-Read-From on the answer, whose body is whole', async () => {
    const simulator = createSimulator({ data: demoSeed() });
    const server = await startServer({
      env: { PORT: '0', WEB_DIST: 'none', LOG_LEVEL: 'error' },
      simulator,
      deps: { logSink: () => {} },
    });
    running.push(server);
    const invoice = simulator.invoices.find((i) => i.payments >= 246);
    if (!invoice) throw new Error('no long demo invoice');
    const url = `${server.url}/api/invoices/${invoice.invoiceId}/payments?page[limit]=100`;
    const headers = { 'X-CSRF': '1' };

    const first = await fetch(url, { headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-read-from')).toBe('elastic-path');
    expect(Number.isNaN(Date.parse(first.headers.get('x-read-at') ?? ''))).toBe(false);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await first.json()) as { data: unknown[] };
    expect(body.data).toHaveLength(100);

    const again = await fetch(url, { headers });
    expect(again.headers.get('x-read-from')).toBe('cache');
    expect(((await again.json()) as { data: unknown[] }).data).toHaveLength(100);
  });
});
