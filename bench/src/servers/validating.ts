/**
 * The floor any *validating* proxy pays: the naive proxy plus exactly the BFF's work on the body
 * (`readPaymentsBody`: exact JSON, the compiled list schema, the mapping, then `JSON.stringify`),
 * with the upstream read the way the BFF reads it (undici's `request` on a keep-alive pool).
 * Nothing else: no middleware, no logging, no retries, no timeout, no coalescing.
 *
 * It is not a budget target. Beside naive and bff it splits the BFF's cost in two: what checking
 * and rewriting each page costs (validating/naive), and what the rest of the BFF costs on top:
 * its security middleware, access and audit logs, retries and timeouts (bff/validating).
 */
import { serve } from '@hono/node-server';
import { readPaymentsBody } from '@pc/bff';
import { Hono } from 'hono';
import { Agent, request } from 'undici';
import { announce, serverConfig } from './announce.ts';
import { type ProxyConfig, upstreamToken } from './upstream-token.ts';

const config = serverConfig<ProxyConfig>();
const token = await upstreamToken(config);
const agent = new Agent();

const app = new Hono();
app.get('/api/subscriptions/:subscriptionId/invoices/:invoiceId/payments', async (c) => {
  const url = new URL(c.req.url);
  const upstream = await request(
    `${config.upstream}/v2/subscriptions/subscriptions/${c.req.param('subscriptionId')}/invoices/${c.req.param('invoiceId')}/payments${url.search}`,
    {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      dispatcher: agent,
    },
  );
  const text = await upstream.body.text();
  const offset = Number(url.searchParams.get('page[offset]') ?? 0);
  const limit = url.searchParams.has('page[limit]')
    ? Number(url.searchParams.get('page[limit]'))
    : undefined;
  const read = readPaymentsBody(text, { offset, limit });
  if (upstream.statusCode !== 200 || !read.ok) return c.json({ error: 'bad upstream page' }, 502);
  return c.json(read.page, 200);
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  announce({ url: `http://127.0.0.1:${info.port}` }, closeServer);
});

function closeServer(): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => agent.close().then(() => resolve()));
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}
