/**
 * Invoices (docs/upstream/navigation.md#invoices): the store-wide list (filter on subscriber, subscription, outstanding,
 * tax_required), one invoice by id, and a subscription's invoices. Spec mode lists oldest
 * first; realistic mode newest first, as captured (docs/upstream/real-service.md#no-order-guarantee).
 */
import { Hono } from 'hono';
import type { FilterFields } from './filter-match.ts';
import { listResponse, pageOf } from './list-response.ts';
import {
  admit,
  badUuid,
  type ListRequest,
  notFound,
  pageOrError,
  readList,
  single,
} from './route-support.ts';
import type { SimulatorState } from './simulator-state.ts';
import type { SimulatorInvoice } from './types.ts';
import { invoiceWire, resourceJson } from './wire.ts';

const FIELDS: FilterFields<SimulatorInvoice> = {
  subscriber_id: { kind: 'uuid', ops: ['eq'], get: (i) => i.meta.subscriber_id },
  subscription_id: { kind: 'uuid', ops: ['eq'], get: (i) => i.meta.subscription_id },
  outstanding: { kind: 'boolean', ops: ['eq'], get: (i) => i.attributes.outstanding },
  tax_required: { kind: 'boolean', ops: ['eq'], get: (i) => i.attributes.tax_required },
};

function invoiceList(
  state: SimulatorState,
  { url, page, matches: invoices }: ListRequest<SimulatorInvoice>,
): Response {
  const ordered = state.realistic ? [...invoices].reverse() : invoices;
  return listResponse({
    state,
    url,
    page,
    total: ordered.length,
    data: pageOf(ordered, page).map((i) => resourceJson(invoiceWire(i, state.realistic))),
    api: 'subscriptions',
  });
}

/**
 * `GET /` and `GET /:iid`, to mount at `/v2/subscriptions/invoices`.
 * @example app.route('/v2/subscriptions/invoices', invoicesRoutes(state))
 */
export function invoicesRoutes(state: SimulatorState): Hono {
  const app = new Hono();

  app.get('/', async (c) => {
    const list = await readList(state, c, 'invoices.list', state.store.invoices.all, FIELDS);
    return list instanceof Response ? list : invoiceList(state, list);
  });

  app.get('/:invoice_uuid', async (c) => {
    const stop = await admit(state, c, 'invoices.get');
    if (stop) return stop;
    const bad = badUuid(c, 'invoice_uuid');
    if (bad) return bad;
    const invoice = state.store.invoices.get(c.req.param('invoice_uuid'));
    if (!invoice) return notFound('invoice', c.req.param('invoice_uuid'));
    return single(resourceJson(invoiceWire(invoice, state.realistic)));
  });

  return app;
}

/**
 * `GET /:sid/invoices` and `GET /:sid/invoices/:iid`, to mount at
 * `/v2/subscriptions/subscriptions`. An unknown subscription: 404 in spec mode, an empty 200
 * in realistic mode (docs/upstream/real-service.md#unknown-ids-on-nested-lists).
 * @example app.route('/v2/subscriptions/subscriptions', subscriptionInvoicesRoutes(state))
 */
export function subscriptionInvoicesRoutes(state: SimulatorState): Hono {
  const app = new Hono();

  app.get('/:subscription_uuid/invoices', async (c) => {
    const stop = await admit(state, c, 'subscription-invoices.list');
    if (stop) return stop;
    const bad = badUuid(c, 'subscription_uuid');
    if (bad) return bad;
    const url = new URL(c.req.url);
    const page = pageOrError(state, url);
    if (page instanceof Response) return page;
    const invoices = state.store.invoicesOf(c.req.param('subscription_uuid'));
    if (!invoices && !state.realistic)
      return notFound('subscription', c.req.param('subscription_uuid'));
    return invoiceList(state, { url, page, matches: invoices ?? [] });
  });

  app.get('/:subscription_uuid/invoices/:invoice_uuid', async (c) => {
    const stop = await admit(state, c, 'subscription-invoices.get');
    if (stop) return stop;
    const bad = badUuid(c, 'subscription_uuid', 'invoice_uuid');
    if (bad) return bad;
    const invoice = state.store.invoices.get(c.req.param('invoice_uuid'));
    const sid = c.req.param('subscription_uuid').toLowerCase();
    if (!invoice || invoice.meta.subscription_id?.toLowerCase() !== sid)
      return notFound('invoice', c.req.param('invoice_uuid'));
    return single(resourceJson(invoiceWire(invoice, state.realistic)));
  });

  return app;
}
