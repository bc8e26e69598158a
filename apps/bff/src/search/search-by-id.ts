/**
 * Search by id: a pasted UUID (which may name an invoice, a subscription, a subscriber or an
 * account; docs/upstream/navigation.md#navigation-map) or a link to a console page (which says which). Round 1
 * asks for every kind the id may be, in parallel; a 404 just means "not this kind". Round 2 reads
 * the companies of the customers found and whether they owe. Two sequential round trips at most.
 */
import {
  type SearchIds,
  upstreamInvoiceResponseSchema,
  upstreamSubscriberResponseSchema,
  upstreamSubscriptionListSchema,
  upstreamSubscriptionResponseSchema,
} from '@pc/contract';
import { invoiceSummary } from '../invoice-rules/invoice-summary.ts';
import {
  byCustomerName,
  byOffering,
  invoicePath,
  SUBSCRIPTION_INCLUDE,
  SUBSCRIPTIONS_PATH,
  subscriberPath,
  subscriptionPath,
} from '../pages/customer-reads.ts';
import { subscriptionSummary } from '../pages/summaries.ts';
import { eqId, query } from '../upstream/filter.ts';
import { readResource, type Upstream } from '../upstream/read-resource.ts';
import { isFull, readMatches, type SearchGroups, toGroup } from './search-groups.ts';
import { customersWithOwed } from './search-owed.ts';

const none = Promise.resolve(null);

/**
 * Looks up each id given, as the kind it is given for.
 * @example await searchByIds(upstream, { subscriberId: id }, Date.now()) // a link to /customers/{id}
 * @example await searchByIds(upstream, { invoiceId: id, subscriptionId: id, subscriberId: id, accountId: id }, now) // a UUID
 */
export async function searchByIds(
  upstream: Upstream,
  ids: SearchIds,
  now: number,
): Promise<SearchGroups> {
  const [invoice, subscription, subscriber, ofAccount] = await Promise.all([
    ids.invoiceId
      ? readResource(upstream, upstreamInvoiceResponseSchema, invoicePath(ids.invoiceId))
      : none,
    ids.subscriptionId
      ? readResource(
          upstream,
          upstreamSubscriptionResponseSchema,
          subscriptionPath(ids.subscriptionId),
          query({ include: SUBSCRIPTION_INCLUDE }),
        )
      : none,
    ids.subscriberId
      ? readResource(upstream, upstreamSubscriberResponseSchema, subscriberPath(ids.subscriberId))
      : none,
    ids.accountId
      ? readMatches(upstream, upstreamSubscriptionListSchema, SUBSCRIPTIONS_PATH, {
          filter: eqId('account_id', ids.accountId),
          include: SUBSCRIPTION_INCLUDE,
        })
      : none,
  ]);
  const subscribers = subscriber ? [subscriber.data] : [];
  const customers = await customersWithOwed(upstream, subscribers);
  const subscriptions = [
    ...(subscription ? [subscriptionSummary(subscription.data, subscription.included, now)] : []),
    ...(ofAccount?.data ?? []).map((s) => subscriptionSummary(s, ofAccount?.included, now)),
  ];
  return {
    customers: toGroup(customers, byCustomerName, false),
    subscriptions: toGroup(subscriptions, byOffering, isFull(ofAccount)),
    invoices: toGroup(invoice ? [invoiceSummary(invoice.data)] : [], null, false),
  };
}
