/**
 * The invoice routes, all read-only and keyed by the invoice id alone:
 * - `GET /api/invoices/{invoiceId}` — the invoice, its customer and subscription, attempts, the
 *   retry limit and the ESTIMATED next retry (pages/invoice-page.ts);
 * - `GET /api/invoices/{invoiceId}/payments` — its payments, paged like the nested route;
 * - `GET /api/invoices/{invoiceId}/payments/{paymentId}` — one payment with its payment run.
 * An unknown invoice is a 404 in both upstream modes: where the real service answers an empty
 * list, the invoice itself is asked for.
 */
import { invoiceView, paymentView } from '@pc/contract';
import { Hono } from 'hono';
import { recordPaymentsServed } from '../audit/audit.ts';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import { loadInvoicePage } from '../pages/invoice-page.ts';
import { loadPaymentDetail } from '../pages/payment-detail.ts';
import { readInvoicePayments } from '../pages/payments-page.ts';
import { DEFAULT_PERSON } from '../store-budget/rate-limiter.ts';
import { currentScope } from '../store-budget/request-scope.ts';
import type { RouteDeps } from './route-deps.ts';
import { noQuery, pageOf, pageQuery, uuidParams } from './validators.ts';

const INVOICE_NOT_FOUND = 'Invoice not found. Check the invoice id.';

/** Mounted at `/api/invoices`. */
export function invoiceRoutes({
  reader,
  retryContext,
  invoiceHeadStarts,
  audit,
  now,
  team,
  invoicesServed,
}: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/:invoiceId', uuidParams({ invoiceId: 'invoiceId' }), noQuery, async (c) => {
      const { invoiceId } = c.req.valid('param');
      // The reads its deep link's HTML started, unless this is a Refresh (it reads anew).
      const headStart = currentScope()?.refresh
        ? undefined
        : await invoiceHeadStarts.take(c.get('user')?.email ?? DEFAULT_PERSON, invoiceId);
      const page =
        headStart === undefined
          ? await loadInvoicePage(reader, retryContext, invoiceId, now())
          : headStart;
      if (page === null) throw new ApiHttpError(404, INVOICE_NOT_FOUND);
      // The store index finds it by its short id from now on.
      invoicesServed?.([page.invoice]);
      // Elastic Path says paid: the team's case on it closes itself (no extra read).
      if (page.invoice.paid) team.settleFromInvoice(c, invoiceId);
      const { subscriptionId, subscriberId } = page.invoice;
      audit.served(
        c,
        'invoice.served',
        { invoiceId, subscriptionId, subscriberId },
        [invoiceId, subscriptionId, subscriberId].filter((id) => id !== null),
        invoiceView(invoiceId, page),
      );
      return c.json(page, 200);
    })
    .get('/:invoiceId/payments', uuidParams({ invoiceId: 'invoiceId' }), pageQuery, async (c) => {
      const { invoiceId } = c.req.valid('param');
      const { offset, limit } = pageOf(c.req.valid('query'));
      const page = await readInvoicePayments(
        reader,
        { invoiceId, offset, limit },
        INVOICE_NOT_FOUND,
      );
      const rows = page.data.length;
      c.set('rowsReturned', rows);
      recordPaymentsServed(audit, c, { invoiceId, offset, limit, rows });
      return c.json(page, 200);
    })
    .get(
      '/:invoiceId/payments/:paymentId',
      uuidParams({ invoiceId: 'invoiceId', paymentId: 'paymentId' }),
      noQuery,
      async (c) => {
        const { invoiceId, paymentId } = c.req.valid('param');
        const detail = await loadPaymentDetail(reader, invoiceId, paymentId);
        if (detail === null) {
          throw new ApiHttpError(404, 'Payment not found on this invoice. Check the ids.');
        }
        audit.served(
          c,
          'payment.served',
          { invoiceId, paymentId },
          [invoiceId, paymentId],
          paymentView(invoiceId, paymentId, true),
        );
        return c.json(detail, 200);
      },
    );
}
