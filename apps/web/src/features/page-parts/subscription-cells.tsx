/** How a subscription shows in a table row: its name and plan, and its next billing. */
import type { SubscriptionSummary } from '@pc/contract';
import { IsolatedNames } from './isolated-names';
import { SubscriptionLink } from './object-links';
import { billsAgain } from './subscription-status';
import { TimeText } from './time-text';

/** "Plan · Pricing option", or nothing when the BFF could not name either. */
function PlanText({ subscription }: { subscription: SubscriptionSummary }) {
  if (!subscription.plan && !subscription.pricingOption) return null;
  return (
    <span className="object-cell__line">
      <IsolatedNames names={[subscription.plan, subscription.pricingOption]} />
    </span>
  );
}

/** The offering (a link to the subscription), the plan under it, and the reference if any. */
export function SubscriptionName({ subscription }: { subscription: SubscriptionSummary }) {
  return (
    <span className="object-cell">
      <SubscriptionLink id={subscription.id} className="object-link">
        <span className="object-link__name">{subscription.offering}</span>
      </SubscriptionLink>
      <PlanText subscription={subscription} />
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
