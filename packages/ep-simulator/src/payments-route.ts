/**
 * `GET {base_url}/subscriptions/subscriptions/{subscription_uuid}/invoices/{invoice_uuid}/payments`
 * (spec §4.1). The hot path of every benchmark: the page is sliced from pre-serialised payments
 * and only links and meta are serialised per request.
 */
import { Hono } from 'hono';
import { epError, invalidTokenError, jsonResponse } from './ep-errors.ts';
import { renderFault } from './faults.ts';
import { pageLinks, pageMeta, parsePageParams } from './pagination.ts';
import type { SimulatorState } from './simulator-state.ts';

const PATH = '/:subscriptionId/invoices/:invoiceId/payments';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The payments list, to mount at `/v2/subscriptions/subscriptions`.
 * @example app.route('/v2/subscriptions/subscriptions', paymentsRoutes(state))
 */
export function paymentsRoutes(state: SimulatorState): Hono {
  const app = new Hono();

  app.get(PATH, async (c) => {
    state.counters.listRequests++;
    const fault = state.faults.take('list');
    if (fault) return renderFault(fault, 'list', c.req.raw.signal);

    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    if (token === undefined || !state.tokens.isValid(token)) return invalidTokenError();

    const subscriptionId = c.req.param('subscriptionId');
    const invoiceId = c.req.param('invoiceId');
    if (!UUID.test(subscriptionId)) return epError(400, 'subscription_uuid must be a UUID');
    if (!UUID.test(invoiceId)) return epError(400, 'invoice_uuid must be a UUID');

    const url = new URL(c.req.url);
    const parsed = parsePageParams(url.searchParams, state.pageLength);
    if (!parsed.ok) return epError(400, parsed.detail);

    const invoice = state.index.get(subscriptionId, invoiceId);
    // Undocumented upstream; the spec-following mode says 404, the real service an empty list.
    if (!invoice && !state.realistic) {
      return epError(404, `invoice ${invoiceId} of subscription ${subscriptionId} was not found`);
    }
    const payments = invoice?.payments ?? [];
    const { offset, limit } = parsed.page;
    const links = pageLinks(url.origin + url.pathname, parsed.page, payments.length);
    let body = `{"data":[${payments.slice(offset, offset + limit).join(',')}],"links":${JSON.stringify(links)}`;
    // The real service sends no top-level meta (upstream-notes.md).
    if (!state.realistic)
      body += `,"meta":${JSON.stringify(pageMeta(parsed.page, payments.length))}`;
    return jsonResponse(`${body}}`);
  });

  app.all(PATH, (c) => epError(405, `${c.req.method} is not allowed here`, { allow: 'GET, HEAD' }));

  return app;
}
