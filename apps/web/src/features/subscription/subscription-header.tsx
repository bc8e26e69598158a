/**
 * The offering's name as the page heading, the status label by the spec's precedence with its
 * line ("Ends …" for a pending cancel), and the facts support quotes: plan, pricing option, the
 * exact price, currency, next billing, the customer.
 */
import type { CustomerSummary, SubscriptionSummary } from '@pc/contract';
import { useRef } from 'react';
import { Absent } from '../../components/absent';
import { CopyableValue } from '../../components/copyable-value';
import { TermValue } from '../../components/term-value';
import { useHeadingFocus } from '../../page-focus/heading-focus';
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
        <TermValue term="Plan">{subscription.plan ?? <Absent />}</TermValue>
        <TermValue term="Pricing option">{subscription.pricingOption ?? <Absent />}</TermValue>
        <TermValue term="Price">
          <MoneyText money={subscription.price} />
        </TermValue>
        <TermValue term="Currency">{subscription.currency}</TermValue>
        <TermValue term="Next billing">
          <NextBilling subscription={subscription} />
        </TermValue>
        <TermValue term="Started">
          <TimeText iso={subscription.createdAt} />
        </TermValue>
        <TermValue term="Customer">
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
        </TermValue>
        <TermValue term="Reference">
          {subscription.externalRef ? (
            <CopyableValue value={subscription.externalRef} label="reference" mono />
          ) : (
            <Absent />
          )}
        </TermValue>
        <TermValue term="Subscription ID">
          <CopyableValue fit="truncate" value={subscription.id} label="subscription ID" />
        </TermValue>
      </dl>
    </header>
  );
}
