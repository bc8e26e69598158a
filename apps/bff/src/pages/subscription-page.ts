/**
 * `GET /api/subscriptions/{subscriptionId}` and its invoices. A subscription names no subscriber
 * (docs/upstream/navigation.md#navigation-map), so its customer is the subscriber its invoices bill (or the
 * real service's `relationships.subscriber` when present).
 *   1. the subscription (with plans and pricing options) ∥ its lifecycle states ∥ its newest
 *      invoice, for the subscriber id;
 *   2. that subscriber.
 */
import {
  type InvoiceListPage,
  type SubscriptionPage,
  type UpstreamSubscription,
  upstreamInvoiceListSchema,
  upstreamSubscriberResponseSchema,
  upstreamSubscriptionResponseSchema,
  upstreamSubscriptionStateListSchema,
} from '@pc/contract';
import { isUuid } from '@pc/contract/limits';
import { UpstreamInvalidError } from '../core/errors.ts';
import { invoiceSummary } from '../invoice-rules/invoice-summary.ts';
import { eqId, query } from '../upstream/filter.ts';
import {
  invoicesPath,
  subscriberPath,
  subscriptionInvoicesPath,
  subscriptionPath,
  subscriptionStatesPath,
} from '../upstream/paths.ts';
import { readAllPages, readResource, type Upstream } from '../upstream/read-resource.ts';
import { SUBSCRIPTION_INCLUDE } from './customer-reads.ts';
import { customerSummary, newestFirst, subscriptionSummary } from './summaries.ts';

/**
 * The subscriber a subscription's data names, if any: `relationships.subscriber.data.id`. The
 * relationship is loose in the schema, so its id is checked here: one that is not a UUID is a
 * malformed answer (502), where the allowlist would otherwise refuse the path as a bug (500).
 */
function relatedSubscriber(upstream: Upstream, subscription: UpstreamSubscription): string | null {
  const related = (
    subscription.relationships as { subscriber?: { data?: { id?: unknown } } } | undefined
  )?.subscriber?.data?.id;
  if (related === undefined || related === null) return null;
  if (typeof related !== 'string' || !isUuid(related)) {
    upstream.log.warn('upstream.invalid_body', {
      path: subscriptionPath.template,
      field: 'data.relationships.subscriber.data.id',
      issue: 'not a UUID',
    });
    throw new UpstreamInvalidError('Elastic Path sent an unexpected response.');
  }
  return related;
}

/** @returns null when Elastic Path has no such subscription. */
export async function loadSubscriptionPage(
  upstream: Upstream,
  subscriptionId: string,
  now: number,
): Promise<SubscriptionPage | null> {
  const [found, states, invoices] = await Promise.all([
    readResource(
      upstream,
      upstreamSubscriptionResponseSchema,
      subscriptionPath(subscriptionId),
      query({ include: SUBSCRIPTION_INCLUDE }),
    ),
    readResource(
      upstream,
      upstreamSubscriptionStateListSchema,
      subscriptionStatesPath(subscriptionId),
    ),
    readResource(
      upstream,
      upstreamInvoiceListSchema,
      invoicesPath(),
      query({ filter: eqId('subscription_id', subscriptionId), 'page[limit]': 1 }),
    ),
  ]);
  if (found === null) return null;
  const subscription = found.data;
  const subscriberId =
    relatedSubscriber(upstream, subscription) ?? invoices?.data[0]?.meta.subscriber_id ?? null;
  const subscriber = subscriberId
    ? await readResource(upstream, upstreamSubscriberResponseSchema, subscriberPath(subscriberId))
    : null;
  const t = subscription.meta.timestamps;
  const history = [...(states?.data ?? [])].sort((x, y) => {
    const byTime = Date.parse(x.meta.created_at) - Date.parse(y.meta.created_at);
    return byTime !== 0 ? byTime : x.id.localeCompare(y.id);
  });
  return {
    subscription: {
      ...subscriptionSummary(subscription, found.included, now),
      timestamps: {
        canceledAt: t.canceled_at ?? null,
        pausedAt: t.paused_at ?? null,
        resumedAt: t.resumed_at ?? null,
        endDate: t.end_date ?? null,
        goLiveAfter: t.go_live_after ?? subscription.attributes.go_live_after ?? null,
      },
    },
    customer: subscriber ? customerSummary(subscriber.data, null) : null,
    history: history.map((s) => ({ id: s.id, action: s.attributes.action, at: s.meta.created_at })),
  };
}

/** A subscription's invoices read whole (up to this many), so that "newest first" is true. */
export const MAX_SUBSCRIPTION_INVOICES = 1000;
const DEFAULT_LIMIT = 25;

/**
 * One page of a subscription's invoices, newest first. Elastic Path documents no order, so the
 * whole list is read and sorted here; totals are then known even where the upstream gives none.
 * @returns null when Elastic Path has no such subscription.
 */
export async function loadSubscriptionInvoices(
  upstream: Upstream,
  subscriptionId: string,
  page: { offset: number; limit: number | undefined },
): Promise<InvoiceListPage | null> {
  const read = await readAllPages(
    upstream,
    upstreamInvoiceListSchema,
    subscriptionInvoicesPath(subscriptionId),
    {},
    MAX_SUBSCRIPTION_INVOICES,
  );
  if (!read.found) return null;
  if (read.items.length === 0) {
    // The real service answers an unknown subscription with an empty list (docs/upstream/real-service.md#unknown-ids-on-nested-lists).
    const exists = await readResource(
      upstream,
      upstreamSubscriptionResponseSchema,
      subscriptionPath(subscriptionId),
    );
    if (exists === null) return null;
  }
  const limit = page.limit ?? DEFAULT_LIMIT;
  const sorted = newestFirst(read.items);
  const data = sorted.slice(page.offset, page.offset + limit).map(invoiceSummary);
  const total = read.complete ? sorted.length : null;
  return {
    data,
    meta: {
      page: {
        limit,
        offset: page.offset,
        current: Math.floor(page.offset / limit) + 1,
        total: total === null ? null : Math.max(1, Math.ceil(total / limit)),
        hasNext: page.offset + limit < sorted.length || !read.complete,
      },
      results: { total },
    },
  };
}
