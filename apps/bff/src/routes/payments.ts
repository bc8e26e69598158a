/**
 * `GET /api/subscriptions/{subscription_uuid}/invoices/{invoice_uuid}/payments` — an invoice's
 * payments by the nested path, kept for every link already shared. Every input is validated
 * before anything goes upstream: a bad id, a bad page value or any unknown query parameter is a
 * 400 naming the parameter. An empty first page is checked against the invoice itself: the real
 * service answers an unknown invoice with an empty list, not a 404.
 */
import { upstreamInvoiceResponseSchema } from '@pc/contract';
import { Hono } from 'hono';
import { type Audit, recordPaymentsViewed } from '../audit/audit.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiHttpError } from '../http/errors.ts';
import {
  paymentListSchema,
  type RequestedPage,
  toPaymentsPage,
} from '../navigation/payments-page.ts';
import { query as queryString } from '../upstream/filter.ts';
import {
  invoicePath,
  invoicePaymentsPath,
  subscriptionInvoicePath,
  subscriptionInvoicePaymentsPath,
} from '../upstream/paths.ts';
import { readResource, type Upstream } from '../upstream/read-resource.ts';
import { pageOf, pageQuery, uuidParams } from './validators.ts';

const NOT_FOUND = 'No such subscription or invoice in Elastic Path.';

export interface PaymentsQuery extends RequestedPage {
  /** With it, the nested path of upstream-api.md §4.1; without, the invoice-only path. */
  subscriptionId?: string;
  invoiceId: string;
}

/**
 * A page of an invoice's payments, by the nested path when `query` names the subscription. An
 * empty first page is checked against the invoice, asked for by the same path.
 * @throws ApiHttpError 404 with `notFound` when Elastic Path does not know the invoice
 */
export async function readInvoicePayments(
  upstream: Upstream,
  query: PaymentsQuery,
  notFound: string,
) {
  const { subscriptionId, invoiceId } = query;
  const search = queryString({ 'page[offset]': query.offset, 'page[limit]': query.limit });
  const list = await readResource(
    upstream,
    paymentListSchema,
    subscriptionId
      ? subscriptionInvoicePaymentsPath(subscriptionId, invoiceId)
      : invoicePaymentsPath(invoiceId),
    search,
  );
  if (list === null) throw new ApiHttpError(404, notFound);
  const page = toPaymentsPage(list, query);
  if (page.data.length === 0 && query.offset === 0) {
    const invoice = await readResource(
      upstream,
      upstreamInvoiceResponseSchema,
      subscriptionId ? subscriptionInvoicePath(subscriptionId, invoiceId) : invoicePath(invoiceId),
    );
    if (invoice === null) throw new ApiHttpError(404, notFound);
  }
  return page;
}

export function paymentsRoutes(upstream: Upstream, audit: Audit) {
  return new Hono<AppEnv>().get(
    '/subscriptions/:subscriptionId/invoices/:invoiceId/payments',
    uuidParams({ subscriptionId: 'subscription_uuid', invoiceId: 'invoice_uuid' }),
    pageQuery,
    async (c) => {
      const { subscriptionId, invoiceId } = c.req.valid('param');
      const { offset, limit } = pageOf(c.req.valid('query'));
      const page = await readInvoicePayments(
        upstream,
        { subscriptionId, invoiceId, offset, limit },
        NOT_FOUND,
      );
      const rows = page.data.length;
      c.set('rowsReturned', rows);
      recordPaymentsViewed(audit, c, { subscriptionId, invoiceId, offset, limit, rows });
      return c.json(page, 200);
    },
  );
}
