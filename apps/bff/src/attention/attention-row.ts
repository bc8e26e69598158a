/**
 * One outstanding invoice → one row of the attention list. Pure: the attempts, retries left and
 * the next-retry estimate come from `invoiceStanding`, the invoice page's own computation, so the
 * list and the invoice page it opens never disagree; the reason's category from the decline
 * table.
 */
import {
  type AttentionRow,
  type AttentionState,
  explainDecline,
  paymentStatus,
  type UpstreamInvoice,
  type UpstreamPayment,
  type UpstreamSubscriber,
  type UpstreamSubscription,
  type UpstreamSubscriptionIncluded,
} from '@pc/contract';
import { invoiceStanding } from '../invoice-rules/invoice-standing.ts';
import type { RetryContextData } from '../invoice-rules/retry-context.ts';
import { subscriptionSummary } from '../pages/summaries.ts';

export interface RowInput {
  invoice: UpstreamInvoice;
  /** The subscriber's account's name; null when unread. */
  company: string | null;
  payments: { items: readonly UpstreamPayment[]; complete: boolean };
  subscriber: UpstreamSubscriber | null;
  subscription: { data: UpstreamSubscription; included?: UpstreamSubscriptionIncluded } | null;
}

type Standing = ReturnType<typeof invoiceStanding>;

/**
 * The first match in attention-state.ts's order. An attempt that did not pay the invoice counts
 * as failing even when the gateway called it a success (an amount short of the total).
 */
function stateOf({ summary, facts, standing }: Standing): AttentionState {
  if (summary.taxStatus === 'pending') return 'awaiting-tax';
  if (facts.manualPaymentPending) return 'manual-payment-pending';
  const { retries } = standing;
  if (
    retries.kind === 'no-retry' &&
    (retries.reason === 'retries-exhausted' || retries.reason === 'attempts-used')
  )
    return 'retries-exhausted';
  return standing.attempts > 0 ? 'failing' : 'not-yet-attempted';
}

/** The newest payment that is not a refund: the ledger is oldest first across every page read. */
function lastAttempt({ ledger }: Standing): AttentionRow['lastAttempt'] {
  const newest = [...ledger].reverse().find((entry) => entry.role.kind !== 'refund')?.payment;
  if (!newest) return null;
  const status = paymentStatus(newest.attributes);
  if (status === 'refund') return null;
  const detail = newest.attributes.failure_detail;
  const reason = (typeof detail === 'string' ? detail : detail?.reason) ?? null;
  return {
    paymentId: newest.id,
    status,
    at: newest.meta.timestamps.created_at,
    reason,
    category: status === 'failed' ? explainDecline(reason).category : null,
  };
}

/** @example attentionRow(input, await retryContext(), Date.now()).state // 'failing' */
export function attentionRow(
  input: RowInput,
  context: RetryContextData,
  now: number,
): AttentionRow {
  const { invoice, payments, subscriber, subscription, company } = input;
  const standing = invoiceStanding(invoice, payments.items, context, now);
  const { summary } = standing;
  return {
    invoice: {
      id: summary.id,
      subscriptionId: summary.subscriptionId,
      number: summary.number,
      createdAt: summary.createdAt,
      billingPeriod: summary.billingPeriod,
    },
    customer: subscriber
      ? { id: subscriber.id, name: subscriber.attributes.name, email: subscriber.attributes.email }
      : null,
    company,
    subscription: subscription
      ? (({ id, offering, plan }) => ({ id, offering, plan }))(
          subscriptionSummary(subscription.data, subscription.included, now),
        )
      : null,
    total: summary.total,
    balanceDue: summary.total,
    attempts: standing.standing.attempts,
    failedAttempts: standing.standing.failedAttempts,
    attemptsComplete: payments.complete,
    retries: standing.standing.retries,
    lastAttempt: lastAttempt(standing),
    nextRetry: standing.nextRetry,
    state: stateOf(standing),
  };
}
