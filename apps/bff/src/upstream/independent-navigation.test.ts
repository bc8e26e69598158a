/**
 * The navigation routes against a server that follows the spec but is not our simulator
 * (real HTTP through `startServer`, as against a real upstream): numeric error statuses, lists
 * without `meta` or `links`, an invoice total at the int64 maximum, no dunning rule and no
 * payment-run schedule (so the next retry is "unknown", never invented).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invoicePageSchema } from '@pc/contract';
import {
  FIXTURE_IDS,
  upstreamInvoiceFixture,
  upstreamPaymentFixture,
} from '@pc/contract/test-fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../http/server.ts';

const API = { headers: { 'X-CSRF': '1' } };
const servers: Server[] = [];
let bff: RunningServer | null = null;

afterEach(async () => {
  await bff?.close();
  bff = null;
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** The upstream: a fixed map from path to body; anything else is a 404 with a numeric status. */
async function upstream(bodies: Record<string, string>): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/oauth')) {
      res.end('{"access_token":"t-independent","token_type":"Bearer","expires_in":3600}');
      return;
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.push(`${req.method} ${path}`);
    const body = bodies[path];
    if (body === undefined) {
      res.statusCode = 404;
      res.end('{"errors":[{"status":404,"title":"Not Found"}]}');
      return;
    }
    res.end(body);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

async function bffAgainst(url: string) {
  bff = await startServer({
    env: {
      EP_BASE_URL: `${url}/v2`,
      EP_CLIENT_ID: 'c',
      EP_CLIENT_SECRET: 'independent-secret',
      PORT: '0',
      WEB_DIST: 'none',
      LOG_LEVEL: 'error',
    },
  });
  return bff.url;
}

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
    const { url, seen } = await upstream({
      [`/v2/subscriptions/invoices/${iid}`]: invoice,
      [`/v2/subscriptions/invoices/${iid}/payments`]: JSON.stringify({ data: [failed] }),
      '/v2/subscriptions/dunning-rules': '{"data":[]}',
      '/v2/subscriptions/schedules': '{"data":[]}',
    });
    const base = await bffAgainst(url);
    const response = await fetch(`${base}/api/invoices/${iid}`, API);
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
    const { url } = await upstream({});
    const base = await bffAgainst(url);
    const response = await fetch(`${base}/api/invoices/${FIXTURE_IDS.invoice}`, API);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Invoice not found');
  });
});
