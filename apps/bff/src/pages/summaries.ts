/**
 * Elastic Path resources → the summaries the console's pages show (`@pc/contract`'s
 * api-lookup). Pure: every derived fact (status label, paid, tax status) comes from the
 * contract's one function for it, so the search results, the customer, subscription and invoice
 * pages always agree.
 */
import {
  type CustomerSummary,
  type InvoiceSummary,
  type Money,
  paymentStatus,
  type SubscriptionSummary,
  subscriptionStatus,
  type UpstreamAccount,
  type UpstreamPayment,
  type UpstreamSubscriber,
  type UpstreamSubscription,
  type UpstreamSubscriptionIncluded,
} from '@pc/contract';

export function customerSummary(
  subscriber: UpstreamSubscriber,
  account: UpstreamAccount | null,
): CustomerSummary {
  return {
    id: subscriber.id,
    name: subscriber.attributes.name,
    email: subscriber.attributes.email,
    accountId: subscriber.attributes.account_id,
    company: account?.name ?? null,
  };
}

/** The price the subscription pays: its pricing option's price on its plan, in its currency. */
function subscriptionPrice(
  subscription: UpstreamSubscription,
  included: UpstreamSubscriptionIncluded | undefined,
): Money | null {
  const { plan_id, pricing_option_id, currency } = subscription.attributes;
  const option = included?.pricing_options?.find((o) => o.id === pricing_option_id);
  const onPlan = option?.meta.prices?.[plan_id]?.price[currency];
  if (onPlan) return { amount: onPlan.amount, currency };
  const plan = included?.plans?.find((p) => p.id === plan_id);
  const planPrice = plan?.attributes.price?.[currency];
  return planPrice ? { amount: planPrice.amount, currency } : null;
}

export function subscriptionSummary(
  subscription: UpstreamSubscription,
  included: UpstreamSubscriptionIncluded | undefined,
  now: number,
): SubscriptionSummary {
  const a = subscription.attributes;
  return {
    id: subscription.id,
    accountId: a.account_id,
    externalRef: a.external_ref ?? null,
    offering: a.offering.attributes.name,
    plan: included?.plans?.find((p) => p.id === a.plan_id)?.attributes.name ?? null,
    pricingOption:
      included?.pricing_options?.find((o) => o.id === a.pricing_option_id)?.attributes.name ?? null,
    price: subscriptionPrice(subscription, included),
    currency: a.currency,
    status: subscriptionStatus(subscription, now),
    nextBillingAt: subscription.meta.invoice_after,
    createdAt: subscription.meta.timestamps.created_at,
  };
}

/** Newest first by `created_at`, then by id: one order for every list of invoices. */
export function newestFirst<T extends { meta: { timestamps: { created_at: string } }; id: string }>(
  items: readonly T[],
): T[] {
  return [...items].sort((x, y) => {
    const byTime =
      Date.parse(y.meta.timestamps.created_at) - Date.parse(x.meta.timestamps.created_at);
    return byTime !== 0 ? byTime : y.id.localeCompare(x.id);
  });
}

/** The newest payment of an invoice: its status, reason and time. */
export function latestAttempt(
  payments: readonly UpstreamPayment[],
): InvoiceSummary['latestAttempt'] {
  const [latest] = newestFirst(payments);
  if (!latest) return null;
  const detail = latest.attributes.failure_detail;
  return {
    status: paymentStatus({
      success: latest.attributes.success,
      pending: latest.attributes.pending ?? undefined,
    }),
    reason: (typeof detail === 'string' ? detail : detail?.reason) ?? null,
    at: latest.meta.timestamps.created_at,
  };
}
