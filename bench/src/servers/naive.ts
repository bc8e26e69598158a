/**
 * The floor any proxy pays: one plain Hono route that adds the bearer token and returns the
 * upstream body as it came. No validation, no mapping, no logging, no retries. It takes its
 * token once at startup, before `pnpm bench` starts counting the BFF's token requests.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { announce, serverConfig } from './announce.js';

interface NaiveConfig {
  /** The simulator's origin, e.g. http://127.0.0.1:4010 */
  upstream: string;
  clientId: string;
  clientSecret: string;
}

const config = serverConfig<NaiveConfig>();

const tokenResponse = await fetch(`${config.upstream}/oauth/access_token`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: config.clientId,
    client_secret: config.clientSecret,
  }),
});
const { access_token: token } = (await tokenResponse.json()) as { access_token: string };

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
