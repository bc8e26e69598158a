/**
 * `GET /api/subscriptions/{subscription_uuid}/invoices/{invoice_uuid}/payments` — an invoice's
 * payments by the nested path, kept for every link already shared. Every input is validated
 * before anything goes upstream: a bad id, a bad page value or any unknown query parameter is a
 * 400 naming the parameter. An empty first page is checked against the invoice itself: the real
 * service answers an unknown invoice with an empty list, not a 404.
 */
import { Hono } from 'hono';
import { recordPaymentsServed } from '../audit/audit.ts';
import type { AppEnv } from '../core/app-env.ts';
import { readInvoicePayments } from '../pages/payments-page.ts';
import type { RouteDeps } from './route-deps.ts';
import { pageOf, pageQuery, uuidParams } from './validators.ts';

const NOT_FOUND = 'No such subscription or invoice in Elastic Path.';

/** Mounted at `/api/subscriptions`, beside the subscription's own routes. */
export function paymentsRoutes({ reader, audit }: RouteDeps) {
  return new Hono<AppEnv>().get(
    '/:subscriptionId/invoices/:invoiceId/payments',
    uuidParams({ subscriptionId: 'subscription_uuid', invoiceId: 'invoice_uuid' }),
    pageQuery,
    async (c) => {
      const { subscriptionId, invoiceId } = c.req.valid('param');
      const { offset, limit } = pageOf(c.req.valid('query'));
      const page = await readInvoicePayments(
        reader,
        { subscriptionId, invoiceId, offset, limit },
        NOT_FOUND,
      );
      const rows = page.data.length;
      c.set('rowsReturned', rows);
      recordPaymentsServed(audit, c, { subscriptionId, invoiceId, offset, limit, rows });
      return c.json(page, 200);
    },
  );
}
