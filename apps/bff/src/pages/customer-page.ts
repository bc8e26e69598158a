/**
 * `GET /api/customers/{subscriberId}`: the customer, their company, their account's
 * subscriptions and their invoices newest first; each OUTSTANDING invoice with its failed
 * attempts, last reason, balance due and latest attempt. A paid invoice reads "Paid" and its
 * payments are not read: the page says no more of it, and the store's rate limit is shared.
 *   1. the subscriber ∥ their invoices (every page, up to 500);
 *   2. the account ∥ the account's subscriptions ∥ the first page of payments of each
 *      outstanding invoice (up to 25, newest first) ∥ every page of payments of each PAID
 *      invoice among the 10 newest ∥ the retry context (cached; only with an outstanding one).
 * A paid invoice's payments are read so that one that collected more than it billed is flagged
 * (issue 38: "Paid" hid a $399.20 double charge); they are read exactly as the invoice page reads
 * them, so the read cache serves that page when the agent opens the invoice next. Outstanding
 * invoices get their retries by the contract's one definition (`attemptStanding`), which needs
 * the rule's limit from the retry context — the invoice page reads it next anyway.
 * Two sequential round trips while the customer has at most 100 invoices (one page) and each
 * paid invoice of the first 10 at most 100 payments.
 */
import {
  attemptLedger,
  type CustomerPage,
  invoiceMoney,
  type Money,
  type UpstreamInvoice,
  type UpstreamPayment,
  upstreamAccountResponseSchema,
  upstreamInvoiceListSchema,
  upstreamPaymentListSchema,
  upstreamSubscriberResponseSchema,
  upstreamSubscriptionListSchema,
} from '@pc/contract';
import { invoiceStanding, MAX_INVOICE_PAYMENTS } from '../invoice-rules/invoice-standing.ts';
import { invoiceSummary } from '../invoice-rules/invoice-summary.ts';
import type { RetryContextSource } from '../invoice-rules/retry-context.ts';
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
import { customerSummary, latestAttempt, newestFirst, subscriptionSummary } from './summaries.ts';

/** Invoices read per customer; more make `moreInvoices` true. */
export const MAX_CUSTOMER_INVOICES = 500;
/** Subscriptions read per account. */
export const MAX_ACCOUNT_SUBSCRIPTIONS = 500;
/** Outstanding invoices whose payments are read, newest first. */
export const OUTSTANDING_WITH_ATTEMPTS = 25;
/** The newest invoices whose payments are read when paid: the first page the customer's table shows. */
export const PAID_WITH_PAYMENTS_AMONG = 10;
const PAYMENTS_PAGE = 100;

/** Each page's subscriptions with that page's plans and pricing options, for `readAllPages`. */
const subscriptionPagesSchema = upstreamSubscriptionListSchema.transform((page) => ({
  data: page.data.map((subscription) => ({ subscription, included: page.included })),
}));

/**
 * An outstanding invoice's failures from the first page of its payments, numbered by the
 * contract's ledger. The list has no order (docs/upstream/navigation.md#payments), so a full
 * page may not hold the newest: then no latest attempt is named rather than a guess, and the
 * count is a floor (`complete: false`).
 */
async function outstandingOf(upstream: Upstream, invoice: UpstreamInvoice) {
  const page = await readResource(
    upstream,
    upstreamPaymentListSchema,
    invoicePaymentsPath(invoice.id),
    query({ 'page[limit]': PAYMENTS_PAGE }),
  );
  if (!page) return null;
  return { payments: page.data, complete: page.data.length < PAYMENTS_PAGE };
}

/** The failures of an outstanding invoice from the first page of its payments. */
function failuresOf(
  invoice: UpstreamInvoice,
  page: { payments: UpstreamPayment[]; complete: boolean },
) {
  const { complete } = page;
  const data = page.payments;
  const ledger = attemptLedger(data);
  const failed = ledger.filter((e) => e.role.kind === 'attempt' && e.role.outcome === 'failed');
  const detail = failed.at(-1)?.payment.attributes.failure_detail;
  return {
    latestAttempt: complete ? latestAttempt(data) : null,
    outstanding: {
      failedAttempts: failed.length,
      lastReason: complete
        ? ((typeof detail === 'string' ? detail : detail?.reason) ?? null)
        : null,
      balanceDue: invoiceSummary(invoice).total,
      complete,
    },
  };
}

/** What a paid invoice kept beyond its total, after refunds; null when nothing. */
function overCollectedOf(
  invoice: UpstreamInvoice,
  payments: readonly UpstreamPayment[],
): Money | null {
  const total = invoiceSummary(invoice).total;
  const money = invoiceMoney(attemptLedger(payments), { total, paid: true });
  const excess = money.overCollection?.excess;
  if (!excess || BigInt(excess) <= 0n || money.currency === null) return null;
  return { amount: excess, currency: money.currency };
}

/**
 * @returns null when Elastic Path has no such subscriber.
 * @example await loadCustomerPage(upstream, retryContext, subscriberId, Date.now()) // { customer, subscriptions, invoices, moreInvoices }
 */
export async function loadCustomerPage(
  upstream: Upstream,
  retryContext: RetryContextSource,
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
  const outstanding = sorted
    .filter((invoice) => invoice.attributes.outstanding)
    .slice(0, OUTSTANDING_WITH_ATTEMPTS);
  const paid = sorted
    .slice(0, PAID_WITH_PAYMENTS_AMONG)
    .filter((invoice) => !invoice.attributes.outstanding);
  const [account, subscriptions, attempts, paidPayments, context] = await Promise.all([
    readResource(upstream, upstreamAccountResponseSchema, accountPath(accountId)),
    readAllPages(
      upstream,
      subscriptionPagesSchema,
      subscriptionsPath(),
      { filter: eqId('account_id', accountId), include: SUBSCRIPTION_INCLUDE },
      MAX_ACCOUNT_SUBSCRIPTIONS,
    ),
    Promise.all(outstanding.map((i) => outstandingOf(upstream, i))),
    Promise.all(
      paid.map((i) =>
        readAllPages(
          upstream,
          upstreamPaymentListSchema,
          invoicePaymentsPath(i.id),
          {},
          MAX_INVOICE_PAYMENTS,
        ),
      ),
    ),
    outstanding.length > 0 ? retryContext() : null,
  ]);
  const failures = new Map(
    outstanding.map((invoice, i) => {
      const read = attempts[i];
      if (!read) return [invoice.id, null];
      const retries =
        context && read.complete
          ? invoiceStanding(invoice, read.payments, context, now).standing.retries
          : null;
      return [invoice.id, { ...failuresOf(invoice, read), retries }];
    }),
  );
  const over = new Map(
    paid.map((invoice, i) => [invoice.id, overCollectedOf(invoice, paidPayments[i]?.items ?? [])]),
  );
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
    invoices: sorted.map((invoice) => {
      const read = failures.get(invoice.id);
      return {
        ...invoiceSummary(invoice),
        latestAttempt: read?.latestAttempt ?? null,
        outstanding: read?.outstanding ?? null,
        retries: read?.retries ?? null,
        overCollected: over.get(invoice.id) ?? null,
      };
    }),
    moreInvoices: !invoices.complete,
  };
}
