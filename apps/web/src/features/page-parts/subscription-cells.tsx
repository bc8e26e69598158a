/** How a subscription shows in a table row: its name and plan, and its next billing. */
import type { SubscriptionSummary } from '@pc/contract';
import { billsAgain } from '../../lib/subscription-status';
import { SubscriptionLink } from './object-links';
import { TimeText } from './time-text';

/** "Plan · Pricing option", or null when the BFF could not name either. */
export function planText(subscription: SubscriptionSummary): string | null {
  const parts = [subscription.plan, subscription.pricingOption].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The offering (a link to the subscription), the plan under it, and the reference if any. */
export function SubscriptionName({ subscription }: { subscription: SubscriptionSummary }) {
  const plan = planText(subscription);
  return (
    <span className="object-cell">
      <SubscriptionLink id={subscription.id} className="object-link">
        <span className="object-link__name">{subscription.offering}</span>
      </SubscriptionLink>
      {plan ? <span className="object-cell__line">{plan}</span> : null}
      {subscription.externalRef ? (
        <span className="object-cell__line mono">{subscription.externalRef}</span>
      ) : null}
    </span>
  );
}

/** The next billing date, only while the subscription is one the next billing run invoices. */
export function NextBilling({ subscription }: { subscription: SubscriptionSummary }) {
  if (!billsAgain(subscription.status.label)) {
    return (
      <span className="absent" title="Not billed again while in this status">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">None</span>
      </span>
    );
  }
  return <TimeText iso={subscription.nextBillingAt} part="date" />;
}
