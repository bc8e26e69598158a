/**
 * `GET /api/subscriptions/{subscriptionId}` (the subscription, its customer and lifecycle
 * history) and `GET /api/subscriptions/{subscriptionId}/invoices` (its invoices, newest first,
 * paged like the payments route). Read-only; ids validated before anything goes upstream.
 */
import { subscriptionView } from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import { loadSubscriptionInvoices, loadSubscriptionPage } from '../pages/subscription-page.ts';
import type { RouteDeps } from './route-deps.ts';
import { noQuery, pageOf, pageQuery, uuidParams } from './validators.ts';

const NOT_FOUND = 'Subscription not found. Check the subscription id.';

/** Mounted at `/api/subscriptions`. */
export function subscriptionRoutes({ reader, audit, now }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(
      '/:subscriptionId',
      uuidParams({ subscriptionId: 'subscriptionId' }),
      noQuery,
      async (c) => {
        const { subscriptionId } = c.req.valid('param');
        const page = await loadSubscriptionPage(reader, subscriptionId, now());
        if (page === null) throw new ApiHttpError(404, NOT_FOUND);
        const subscriberId = page.customer?.id ?? null;
        audit.served(
          c,
          'subscription.served',
          { subscriptionId, subscriberId },
          [subscriptionId, ...(subscriberId ? [subscriberId] : [])],
          subscriptionView(subscriptionId, page),
        );
        return c.json(page, 200);
      },
    )
    .get(
      '/:subscriptionId/invoices',
      uuidParams({ subscriptionId: 'subscriptionId' }),
      pageQuery,
      async (c) => {
        const { subscriptionId } = c.req.valid('param');
        const page = await loadSubscriptionInvoices(
          reader,
          subscriptionId,
          pageOf(c.req.valid('query')),
        );
        if (page === null) throw new ApiHttpError(404, NOT_FOUND);
        const { offset, limit } = pageOf(c.req.valid('query'));
        c.set('rowsReturned', page.data.length);
        audit.served(
          c,
          'invoices.served',
          { subscriptionId, offset, limit: limit ?? null, rows: page.data.length },
          [subscriptionId, ...page.data.map((i) => i.id)],
        );
        return c.json(page, 200);
      },
    );
}
