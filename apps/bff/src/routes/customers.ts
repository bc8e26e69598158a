/**
 * `GET /api/customers/{subscriberId}`: the customer, their company, their account's
 * subscriptions and their invoices with the latest attempts (pages/customer-page.ts).
 * The id is validated before anything goes upstream; an unknown one is a 404.
 */
import { customerView, type InvoiceSummary } from '@pc/contract';
import { Hono } from 'hono';
import type { Audit } from '../audit/audit.ts';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import { loadCustomerPage } from '../pages/customer-page.ts';
import type { RetryContextSource } from '../pages/retry-context.ts';
import type { Upstream } from '../upstream/read-resource.ts';
import { noQuery, uuidParams } from './validators.ts';

export function customerRoutes(
  upstream: Upstream,
  retryContext: RetryContextSource,
  audit: Audit,
  now: () => number,
  /** Told of the invoices served, so the store index finds them by their short ids. */
  served?: (invoices: readonly InvoiceSummary[]) => void,
) {
  return new Hono<AppEnv>().get(
    '/customers/:subscriberId',
    uuidParams({ subscriberId: 'subscriberId' }),
    noQuery,
    async (c) => {
      const { subscriberId } = c.req.valid('param');
      const page = await loadCustomerPage(upstream, retryContext, subscriberId, now());
      if (page === null) throw new ApiHttpError(404, 'Customer not found. Check the customer id.');
      served?.(page.invoices);
      c.set('rowsReturned', page.invoices.length);
      const subscriptionIds = page.subscriptions.map((s) => s.id);
      const invoiceIds = page.invoices.map((i) => i.id);
      // The line names what it served, so the trail alone answers "was this person shown it".
      audit.served(
        c,
        'customer.served',
        { subscriberId, rows: page.invoices.length, subscriptionIds, invoiceIds },
        [subscriberId, ...subscriptionIds, ...invoiceIds],
        customerView(subscriberId, page),
      );
      return c.json(page, 200);
    },
  );
}
