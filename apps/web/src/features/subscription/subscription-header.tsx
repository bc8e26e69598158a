/**
 * The offering's name as the page heading, the status label by the spec's precedence with its
 * line ("Ends …" for a pending cancel), and the facts support quotes: plan, pricing option, the
 * exact price, currency, next billing, the customer.
 */
import type { CustomerSummary, SubscriptionSummary } from '@pc/contract';
import { useRef } from 'react';
import { Absent, TruncatedId } from '../../components/truncated-id';
import { useHeadingFocus } from '../../page-focus/heading-focus';
import { CopyableText } from '../page-parts/copyable-text';
import { Fact } from '../page-parts/fact';
import { CustomerLink } from '../page-parts/object-links';
import { NextBilling } from '../page-parts/subscription-cells';
import { TimeText } from '../page-parts/time-text';
import { MoneyText, SubscriptionStatusBadge } from '../page-parts/value-cells';

export function SubscriptionHeader({
  subscription,
  customer,
}: {
  subscription: SubscriptionSummary;
  /** undefined while the page loads; null when no invoice names a customer yet. */
  customer: CustomerSummary | null | undefined;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  return (
    <header className="page-header">
      <p className="page-kind">Subscription</p>
      <div className="page-header__row page-header__row--start">
        <h1 ref={heading} className="page-title" tabIndex={-1}>
          {subscription.offering}
        </h1>
        <SubscriptionStatusBadge status={subscription.status} line="all" />
      </div>
      <dl className="facts">
        <Fact term="Plan">{subscription.plan ?? <Absent />}</Fact>
        <Fact term="Pricing option">{subscription.pricingOption ?? <Absent />}</Fact>
        <Fact term="Price">
          <MoneyText money={subscription.price} />
        </Fact>
        <Fact term="Currency">{subscription.currency}</Fact>
        <Fact term="Next billing">
          <NextBilling subscription={subscription} />
        </Fact>
        <Fact term="Started">
          <TimeText iso={subscription.createdAt} />
        </Fact>
        <Fact term="Customer">
          {customer ? (
            <CustomerLink id={customer.id}>
              {customer.name || customer.email}
              {customer.company ? ` (${customer.company})` : ''}
            </CustomerLink>
          ) : customer === null ? (
            <span className="muted">No invoice names a customer yet</span>
          ) : (
            <>
              <span className="skeleton skeleton--line" aria-hidden="true" />
              <span className="visually-hidden">Loading</span>
            </>
          )}
        </Fact>
        <Fact term="Reference">
          {subscription.externalRef ? (
            <CopyableText value={subscription.externalRef} label="reference" mono />
          ) : (
            <Absent />
          )}
        </Fact>
        <Fact term="Subscription ID">
          <TruncatedId value={subscription.id} label="subscription ID" />
        </Fact>
      </dl>
    </header>
  );
}
