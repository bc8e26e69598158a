/**
 * `GET /api/customers/{subscriberId}`: the customer, their company, their account's
 * subscriptions and their invoices newest first, the 10 newest with their latest attempt.
 *   1. the subscriber ∥ their invoices (every page, up to 500);
 *   2. the account ∥ the account's subscriptions ∥ the first page of payments of each of the
 *      10 newest invoices.
 * Two sequential round trips while the customer has at most 100 invoices (one page).
 */
import {
  type CustomerPage,
  type UpstreamInvoice,
  upstreamAccountResponseSchema,
  upstreamInvoiceListSchema,
  upstreamPaymentListSchema,
  upstreamSubscriberResponseSchema,
  upstreamSubscriptionListSchema,
} from '@pc/contract';
import { eqId, query } from '../upstream/filter.ts';
import {
  accountPath,
  invoicePaymentsPath,
  invoicesPath,
  subscriberPath,
  subscriptionsPath,
} from '../upstream/paths.ts';
import { readAllPages, readResource, type Upstream } from '../upstream/read-resource.ts';
import { byOffering, SUBSCRIPTION_INCLUDE } from './customer-reads.ts';
import {
  customerSummary,
  invoiceSummary,
  latestAttempt,
  newestFirst,
  subscriptionSummary,
} from './summaries.ts';

/** Invoices read per customer; more make `moreInvoices` true. */
export const MAX_CUSTOMER_INVOICES = 500;
/** Subscriptions read per account. */
export const MAX_ACCOUNT_SUBSCRIPTIONS = 500;
/** The newest invoices whose latest attempt is looked up. */
export const INVOICES_WITH_ATTEMPT = 10;
const PAYMENTS_PAGE = 100;

/** Each page's subscriptions with that page's plans and pricing options, for `readAllPages`. */
const subscriptionPagesSchema = upstreamSubscriptionListSchema.transform((page) => ({
  data: page.data.map((subscription) => ({ subscription, included: page.included })),
}));

/**
 * The newest attempt from the first page of an invoice's payments. The list has no order (docs/upstream/navigation.md#payments),
 * so a full page may not hold the newest: then nothing is said rather than a guess.
 */
async function latestAttemptOf(upstream: Upstream, invoice: UpstreamInvoice) {
  const page = await readResource(
    upstream,
    upstreamPaymentListSchema,
    invoicePaymentsPath(invoice.id),
    query({ 'page[limit]': PAYMENTS_PAGE }),
  );
  if (!page || page.data.length >= PAYMENTS_PAGE) return null;
  return latestAttempt(page.data);
}

/**
 * @returns null when Elastic Path has no such subscriber.
 * @example await loadCustomerPage(upstream, subscriberId, Date.now()) // { customer, subscriptions, invoices, moreInvoices }
 */
export async function loadCustomerPage(
  upstream: Upstream,
  subscriberId: string,
  now: number,
): Promise<CustomerPage | null> {
  const [found, invoices] = await Promise.all([
    readResource(upstream, upstreamSubscriberResponseSchema, subscriberPath(subscriberId)),
    readAllPages(
      upstream,
      upstreamInvoiceListSchema,
      invoicesPath(),
      { filter: eqId('subscriber_id', subscriberId) },
      MAX_CUSTOMER_INVOICES,
    ),
  ]);
  if (found === null) return null;
  const subscriber = found.data;
  const accountId = subscriber.attributes.account_id;
  const sorted = newestFirst(invoices.items);
  const [account, subscriptions, attempts] = await Promise.all([
    readResource(upstream, upstreamAccountResponseSchema, accountPath(accountId)),
    readAllPages(
      upstream,
      subscriptionPagesSchema,
      subscriptionsPath(),
      { filter: eqId('account_id', accountId), include: SUBSCRIPTION_INCLUDE },
      MAX_ACCOUNT_SUBSCRIPTIONS,
    ),
    Promise.all(sorted.slice(0, INVOICES_WITH_ATTEMPT).map((i) => latestAttemptOf(upstream, i))),
  ]);
  // A subscription names its account, not its subscriber (docs/upstream/navigation.md#navigation-map): the invoices tell whose it is.
  const billed = new Set(sorted.map((i) => i.meta.subscription_id?.toLowerCase()));
  return {
    customer: customerSummary(subscriber, account?.data ?? null),
    subscriptions: subscriptions.items
      .map(({ subscription, included }) => ({
        ...subscriptionSummary(subscription, included, now),
        billedToCustomer: billed.has(subscription.id.toLowerCase()),
      }))
      .sort(byOffering),
    invoices: sorted.map((invoice, i) => ({
      ...invoiceSummary(invoice),
      latestAttempt: attempts[i] ?? null,
    })),
    moreInvoices: !invoices.complete,
  };
}
