/**
 * The floor any proxy pays: one plain Hono route that adds the bearer token and returns the
 * upstream body as it came. No validation, no mapping, no logging, no retries.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { announce, serverConfig } from './announce.ts';
import { type ProxyConfig, upstreamToken } from './upstream-token.ts';

const config = serverConfig<ProxyConfig>();
const token = await upstreamToken(config);

const app = new Hono();
app.get('/api/subscriptions/:subscriptionId/invoices/:invoiceId/payments', async (c) => {
  const { search } = new URL(c.req.url);
  const upstream = await fetch(
    `${config.upstream}/v2/subscriptions/subscriptions/${c.req.param('subscriptionId')}/invoices/${c.req.param('invoiceId')}/payments${search}`,
    { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } },
  );
  return c.body(await upstream.arrayBuffer(), upstream.status as 200, {
    'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
  });
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  announce({ url: `http://127.0.0.1:${info.port}` }, closeServer);
});

function closeServer(): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}
