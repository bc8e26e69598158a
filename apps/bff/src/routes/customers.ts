/**
 * `GET /api/customers/{subscriberId}`: the customer, their company, their account's
 * subscriptions and their invoices with the latest attempts (pages/customer-page.ts).
 * The id is validated before anything goes upstream; an unknown one is a 404.
 */
import { customerView } from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import { loadCustomerPage } from '../pages/customer-page.ts';
import type { RouteDeps } from './route-deps.ts';
import { noQuery, uuidParams } from './validators.ts';

/** Mounted at `/api/customers`. */
export function customerRoutes({ reader, retryContext, audit, now, invoicesServed }: RouteDeps) {
  return new Hono<AppEnv>().get(
    '/:subscriberId',
    uuidParams({ subscriberId: 'subscriberId' }),
    noQuery,
    async (c) => {
      const { subscriberId } = c.req.valid('param');
      const page = await loadCustomerPage(reader, retryContext, subscriberId, now());
      if (page === null) throw new ApiHttpError(404, 'Customer not found. Check the customer id.');
      // The store index finds these invoices by their short ids from now on.
      invoicesServed?.(page.invoices);
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
