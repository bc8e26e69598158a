/**
 * `GET /api/invoices/{invoiceId}`: the invoice with its context and what a support agent asks
 * next (docs/upstream/navigation.md#navigation-map "Invoice", docs/upstream/navigation.md#invoice-facts). Two round trips
 * for up to 300 payments:
 *   1. the invoice ∥ its first 100 payments (invoice-only path) ∥ the retry context (cached);
 *   2. its subscriber ∥ its subscription (with plans and pricing options) ∥ its other payments.
 * The next retry is an ESTIMATE, computed by the contract's `invoiceFacts`.
 */
import {
  type InvoicePage,
  invoiceMoney,
  upstreamInvoiceResponseSchema,
  upstreamPaymentListSchema,
  upstreamSubscriberResponseSchema,
  upstreamSubscriptionResponseSchema,
} from '@pc/contract';
import type { z } from 'zod';
import { invoiceStanding, MAX_INVOICE_PAYMENTS } from '../invoice-rules/invoice-standing.ts';
import type { RetryContextSource } from '../invoice-rules/retry-context.ts';
import { query } from '../upstream/filter.ts';
import {
  invoicePath,
  invoicePaymentsPath,
  subscriberPath,
  subscriptionPath,
} from '../upstream/paths.ts';
import { readAllPages, readResource, type Upstream } from '../upstream/read-resource.ts';
import { SUBSCRIPTION_INCLUDE } from './customer-reads.ts';
import { customerSummary, subscriptionSummary } from './summaries.ts';

type InvoiceResponse = z.output<typeof upstreamInvoiceResponseSchema>;

/** The invoice's subscriber and subscription (with plans and pricing options), read together. */
function readOwners(upstream: Upstream, invoice: InvoiceResponse['data']) {
  const { subscriber_id: subscriberId, subscription_id: subscriptionId } = invoice.meta;
  return Promise.all([
    subscriberId
      ? readResource(upstream, upstreamSubscriberResponseSchema, subscriberPath(subscriberId))
      : null,
    subscriptionId
      ? readResource(
          upstream,
          upstreamSubscriptionResponseSchema,
          subscriptionPath(subscriptionId),
          query({ include: SUBSCRIPTION_INCLUDE }),
        )
      : null,
  ]);
}

/**
 * Every read starts as soon as what it needs is known: the invoice, its payments and the retry
 * context at once, the owners the moment the invoice names them (not after the payments).
 * @returns null when Elastic Path has no such invoice.
 */
export async function loadInvoicePage(
  upstream: Upstream,
  retryContext: RetryContextSource,
  invoiceId: string,
  now: number,
): Promise<InvoicePage | null> {
  const invoiceRead = readResource(upstream, upstreamInvoiceResponseSchema, invoicePath(invoiceId));
  const [found, owners, payments, context] = await Promise.all([
    invoiceRead,
    invoiceRead.then((read) => (read === null ? null : readOwners(upstream, read.data))),
    readAllPages(
      upstream,
      upstreamPaymentListSchema,
      invoicePaymentsPath(invoiceId),
      {},
      MAX_INVOICE_PAYMENTS,
    ),
    retryContext(),
  ]);
  if (found === null || owners === null) return null;
  const invoice = found.data;
  const [subscriber, subscription] = owners;
  const { facts, summary, ledger, standing, nextRetry } = invoiceStanding(
    invoice,
    payments.items,
    context,
    now,
  );
  return {
    invoice: {
      ...summary,
      items: invoice.attributes.invoice_items.map((item) => ({
        description: item.description,
        price:
          item.price.currency === ''
            ? null
            : { amount: item.price.amount, currency: item.price.currency },
      })),
      manualPaymentPending: facts.manualPaymentPending,
      notYetDue: facts.notYetDue,
      validFrom: invoice.attributes.valid_from ?? null,
    },
    customer: subscriber ? customerSummary(subscriber.data, null) : null,
    subscription: subscription
      ? subscriptionSummary(subscription.data, subscription.included, now)
      : null,
    attempts: standing.attempts,
    failedAttempts: standing.failedAttempts,
    payments: payments.items.length,
    attemptsComplete: payments.complete,
    attemptLimit: standing.limit,
    retriesLeft: standing.retries.kind === 'retries-left' ? standing.retries.count : 0,
    retries: standing.retries,
    money: invoiceMoney(ledger, { total: summary.total, paid: summary.paid }),
    rule: facts.rule,
    nextRetry,
  };
}
