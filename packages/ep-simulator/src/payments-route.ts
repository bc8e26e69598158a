/**
 * An invoice's payments (docs/upstream/payments-api.md#list-payments-of-an-invoice, docs/upstream/navigation.md#payments-of-an-invoice): the list and one
 * payment, on the nested path `…/subscriptions/{sid}/invoices/{iid}/payments` and the
 * invoice-only path `…/invoices/{iid}/payments`. The list is the hot path of every benchmark:
 * the page is sliced from pre-serialised payments and only links and meta are serialised per
 * request.
 */
import { type Context, Hono } from 'hono';
import { epError, jsonResponse } from './ep-errors.ts';
import type { IndexedInvoice } from './invoice-index.ts';
import { pageLinks, pageMeta } from './pagination.ts';
import { admit, badUuid, notFound, pageOrError, single } from './route-support.ts';
import type { SimulatorState } from './simulator-state.ts';

const NESTED = '/:subscription_uuid/invoices/:invoice_uuid/payments';
const INVOICE_ONLY = '/:invoice_uuid/payments';

function paymentList(
  state: SimulatorState,
  c: Context,
  invoice: IndexedInvoice | undefined,
  unknown: () => Response,
): Response {
  const url = new URL(c.req.url);
  const page = pageOrError(state, url);
  if (page instanceof Response) return page;
  // Undocumented upstream; the spec-following mode says 404, the real service an empty list.
  if (!invoice && !state.realistic) return unknown();
  const payments = invoice?.payments ?? [];
  const { offset, limit } = page;
  const links = pageLinks(url.origin + url.pathname, page, payments.length);
  let body = `{"data":[${payments.slice(offset, offset + limit).join(',')}],"links":${JSON.stringify(links)}`;
  // The real service sends no top-level meta (docs/upstream/real-service.md#payments-list).
  if (!state.realistic) body += `,"meta":${JSON.stringify(pageMeta(page, payments.length))}`;
  return jsonResponse(`${body}}`);
}

function onePayment(invoice: IndexedInvoice | undefined, paymentId: string): Response {
  const at = invoice?.ids.indexOf(paymentId.toLowerCase()) ?? -1;
  const json = at >= 0 ? invoice?.payments[at] : undefined;
  return json ? single(json) : notFound('payment', paymentId);
}

const notAllowed = (c: Context) =>
  epError(405, `${c.req.method} is not allowed here`, { allow: 'GET, HEAD' });

/**
 * The nested payment routes, to mount at `/v2/subscriptions/subscriptions`.
 * @example app.route('/v2/subscriptions/subscriptions', paymentsRoutes(state))
 */
export function paymentsRoutes(state: SimulatorState): Hono {
  const app = new Hono();

  app.get(NESTED, async (c) => {
    const stop = await admit(state, c, 'payments.list');
    if (stop) return stop;
    const bad = badUuid(c, 'subscription_uuid', 'invoice_uuid');
    if (bad) return bad;
    const { subscription_uuid: subscriptionId, invoice_uuid: invoiceId } = c.req.param();
    return paymentList(state, c, state.store.payments.get(subscriptionId, invoiceId), () =>
      epError(404, `invoice ${invoiceId} of subscription ${subscriptionId} was not found`),
    );
  });

  app.get(`${NESTED}/:payment_uuid`, async (c) => {
    const stop = await admit(state, c, 'payments.get');
    if (stop) return stop;
    const bad = badUuid(c, 'subscription_uuid', 'invoice_uuid', 'payment_uuid');
    if (bad) return bad;
    const {
      subscription_uuid: subscriptionId,
      invoice_uuid: invoiceId,
      payment_uuid: paymentId,
    } = c.req.param();
    return onePayment(state.store.payments.get(subscriptionId, invoiceId), paymentId);
  });

  app.all(NESTED, notAllowed);
  return app;
}

/**
 * The invoice-only payment routes, to mount at `/v2/subscriptions/invoices`.
 * @example app.route('/v2/subscriptions/invoices', invoicePaymentsRoutes(state))
 */
export function invoicePaymentsRoutes(state: SimulatorState): Hono {
  const app = new Hono();

  app.get(INVOICE_ONLY, async (c) => {
    const stop = await admit(state, c, 'invoice-payments.list');
    if (stop) return stop;
    const bad = badUuid(c, 'invoice_uuid');
    if (bad) return bad;
    const invoiceId = c.req.param('invoice_uuid');
    return paymentList(state, c, state.store.payments.byInvoice(invoiceId), () =>
      notFound('invoice', invoiceId),
    );
  });

  app.get(`${INVOICE_ONLY}/:payment_uuid`, async (c) => {
    const stop = await admit(state, c, 'invoice-payments.get');
    if (stop) return stop;
    const bad = badUuid(c, 'invoice_uuid', 'payment_uuid');
    if (bad) return bad;
    const { invoice_uuid: invoiceId, payment_uuid: paymentId } = c.req.param();
    return onePayment(state.store.payments.byInvoice(invoiceId), paymentId);
  });

  return app;
}
