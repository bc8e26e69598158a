/**
 * The BFF against a server that follows the spec but is not our simulator: a separate token
 * origin (EP_AUTH_URL), numeric error statuses, `manual_payment` in meta, link objects, no
 * top-level meta, and int64 extremes. Real HTTP through `startServer`, as against a real
 * upstream. The navigation routes likewise: lists without `meta` or `links`, an invoice total at
 * the int64 maximum, no dunning rule and no payment-run schedule (so the next retry is
 * "unknown", never invented).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invoicePageSchema, type PaymentsPage } from '@pc/contract';
import {
  FIXTURE_IDS,
  upstreamInvoiceFixture,
  upstreamPaymentFixture,
} from '@pc/contract/test-fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import type { Env } from '../config.ts';
import { type RunningServer, startServer } from '../server.ts';

const TOKEN = 'independent-token-value';
/** What the web app sends with every API call. */
const API = { headers: { 'X-CSRF': '1' } };
const SECRET = 'independent-secret';
const servers: Server[] = [];
let bff: RunningServer | null = null;

afterEach(async () => {
  await bff?.close();
  bff = null;
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * An upstream whose auth and API share one origin: the token request is answered, every other
 * request goes to `pages`. Then a BFF against it, API only and quiet.
 */
async function bffAgainst(
  pages: (req: IncomingMessage, res: ServerResponse) => void,
  env: Env = {},
) {
  const api = await listen((req, res) => {
    if (!req.url?.startsWith('/oauth')) return pages(req, res);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ access_token: TOKEN, token_type: 'Bearer', expires_in: 3600 }));
  });
  return startServer({
    env: {
      EP_BASE_URL: `${api}/v2`,
      EP_CLIENT_ID: 'c',
      EP_CLIENT_SECRET: SECRET,
      AUTH_MODE: 'none',
      PORT: '0',
      WEB_DIST: 'none',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
}

/** Pages from a fixed map of path to body, each request noted in `seen`; anything else is a 404. */
function fixedPages(bodies: Record<string, string>, seen: string[] = []) {
  return (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-type', 'application/json');
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.push(`${req.method} ${path}`);
    const body = bodies[path];
    if (body === undefined) {
      res.statusCode = 404;
      res.end('{"errors":[{"status":404,"title":"Not Found"}]}');
      return;
    }
    res.end(body);
  };
}

function paymentWith(amount: string) {
  const base = upstreamPaymentFixture();
  const { manual_payment: _, ...attributes } = base.attributes;
  return JSON.stringify({
    ...base,
    attributes,
    meta: { ...base.meta, manual_payment: false },
  }).replace('"amount":1999', `"amount":${amount}`);
}

describe('against an independent spec-following upstream', () => {
  it('fetches a token at EP_AUTH_URL and serves exact pages', async () => {
    const seen: string[] = [];
    const auth = await listen((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${req.headers['content-type']} ${body}`);
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            access_token: TOKEN,
            token_type: 'Bearer',
            expires_in: 3600,
            expires: Math.floor(Date.now() / 1000) + 3600,
            identifier: 'client_credentials',
          }),
        );
      });
    });
    const api = await listen((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== `Bearer ${TOKEN}`) {
        res.statusCode = 401;
        res.end('{"errors":[{"status":401,"title":"Unable to validate access token"}]}');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://x');
      if (!url.pathname.endsWith('/payments')) {
        res.statusCode = 404;
        res.end('{"errors":[{"status":404,"title":"Not Found"}]}');
        return;
      }
      const data = [paymentWith('9223372036854775807'), paymentWith('-9223372036854775808')];
      res.end(
        `{"data":[${data.join(',')}],"links":{"next":{"href":"https://x/next"},"prev":null}}`,
      );
    });

    bff = await startServer({
      env: {
        EP_BASE_URL: `${api}/v2`,
        EP_AUTH_URL: `${auth}/auth`,
        EP_CLIENT_ID: 'independent-client',
        EP_CLIENT_SECRET: SECRET,
        AUTH_MODE: 'none',
        PORT: '0',
        WEB_DIST: 'none',
        LOG_LEVEL: 'error',
      },
    });
    const sid = upstreamPaymentFixture().meta.subscription_id;
    const iid = upstreamPaymentFixture().meta.invoice_id;
    const response = await fetch(
      `${bff.url}/api/subscriptions/${sid}/invoices/${iid}/payments?page[limit]=2`,
      API,
    );
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toContain('"amount":"9223372036854775807"');
    expect(text).toContain('"amount":"-9223372036854775808"');
    const page = JSON.parse(text) as PaymentsPage;
    expect(page.meta).toEqual({
      page: { limit: 2, offset: 0, current: 1, total: null, hasNext: true },
      results: { total: null },
    });
    expect(page.data[0]?.attributes.manual_payment).toBe(false);
    expect(seen).toEqual([
      `POST /auth/oauth/access_token application/x-www-form-urlencoded grant_type=client_credentials&client_id=independent-client&client_secret=${SECRET}`,
    ]);
    expect(text).not.toContain(TOKEN);

    const app = await (await fetch(`${bff.url}/api/app-info`, API)).json();
    expect(app).toEqual({
      simulator: false,
      demoInvoices: [],
      auth: { mode: 'none', warning: null, loginUrl: null },
    });
  });

  it('does not follow a redirect from the upstream', async () => {
    let followed = false;
    const target = await listen((_req, res) => {
      followed = true;
      res.end('{}');
    });
    bff = await bffAgainst((_req, res) => {
      res.statusCode = 302;
      res.setHeader('location', `${target}/collect`);
      res.end();
    });
    const { meta } = upstreamPaymentFixture();
    const response = await fetch(
      `${bff.url}/api/subscriptions/${meta.subscription_id}/invoices/${meta.invoice_id}/payments`,
      API,
    );
    expect(response.status).toBe(502);
    expect(followed).toBe(false);
  });

  it('answers 504 when a real upstream stops half way through a page', async () => {
    bff = await bffAgainst(
      (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.flushHeaders();
        res.write('{"data":[');
      },
      { EP_TIMEOUT_MS: '300' },
    );
    const { meta } = upstreamPaymentFixture();
    const started = performance.now();
    const response = await fetch(
      `${bff.url}/api/subscriptions/${meta.subscription_id}/invoices/${meta.invoice_id}/payments`,
      API,
    );
    expect(response.status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    const body = (await response.json()) as { errors: { detail: string }[] };
    expect(body.errors[0]?.detail).toContain('in time');
  });
});

describe('the navigation routes against an independent spec-following upstream', () => {
  it('serve an invoice exactly, and say the next retry is unknown without a schedule', async () => {
    const iid = FIXTURE_IDS.invoice;
    const invoice = JSON.stringify({ data: upstreamInvoiceFixture() }).replace(
      /"amount":49900,"includes_tax":false},"proration_events"/,
      '"amount":9223372036854775807,"includes_tax":false},"proration_events"',
    );
    const failed = upstreamPaymentFixture({
      attributes: {
        success: false,
        gateway: 'stripe',
        failure_detail: { reason: 'Card Failure' },
        amount: { currency: 'USD', amount: 49900 },
        manual_payment: false,
      },
      meta: { ...upstreamPaymentFixture().meta, invoice_id: iid },
    });
    const seen: string[] = [];
    bff = await bffAgainst(
      fixedPages(
        {
          [`/v2/subscriptions/invoices/${iid}`]: invoice,
          [`/v2/subscriptions/invoices/${iid}/payments`]: JSON.stringify({ data: [failed] }),
          '/v2/subscriptions/dunning-rules': '{"data":[]}',
          '/v2/subscriptions/schedules': '{"data":[]}',
        },
        seen,
      ),
    );
    const response = await fetch(`${bff.url}/api/invoices/${iid}`, API);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toContain('"total":{"amount":"9223372036854775807","currency":"USD"}');
    const page = invoicePageSchema.parse(JSON.parse(text));
    expect(page).toMatchObject({
      attempts: 1,
      attemptLimit: 11,
      retriesLeft: 10,
      rule: { source: 'fallback', interval: 1, unit: 'day', limit: 10 },
      nextRetry: { kind: 'unknown' },
      customer: null,
      subscription: null,
    });
    expect(seen.every((line) => line.startsWith('GET '))).toBe(true);
  });

  it('a 404 with a numeric status is "Invoice not found"', async () => {
    bff = await bffAgainst(fixedPages({}));
    const response = await fetch(`${bff.url}/api/invoices/${FIXTURE_IDS.invoice}`, API);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Invoice not found');
  });
});
