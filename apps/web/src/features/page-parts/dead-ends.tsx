/** Pages that lead nowhere but back to the start: an unknown address, a cut-off link. */
import { Link } from '@tanstack/react-router';
import { type ReactNode, useRef } from 'react';
import { StateCard } from '../../components/state-card';
import { useHeadingFocus } from '../../page-focus/heading-focus';
import { usePageTitle } from './page-states';

export function PageNotFound() {
  return (
    <DeadEnd title="Page not found">
      <p>There is nothing at this address.</p>
    </DeadEnd>
  );
}

/** A payments address whose ids are not UUIDs. */
export function BadInvoiceLink() {
  return (
    <DeadEnd title="This link does not name an invoice">
      <p>
        A payments link needs a subscription ID and an invoice ID, both UUIDs. The link may have
        been cut off when it was copied.
      </p>
    </DeadEnd>
  );
}

/** A customer address whose id is not a UUID. */
export function BadCustomerLink() {
  return (
    <DeadEnd title="This link does not name a customer">
      <p>
        A customer link ends in the customer’s ID, a UUID. The link may have been cut off when it
        was copied.
      </p>
    </DeadEnd>
  );
}

/** A subscription address whose id is not a UUID. */
export function BadSubscriptionLink() {
  return (
    <DeadEnd title="This link does not name a subscription">
      <p>
        A subscription link ends in the subscription’s ID, a UUID. The link may have been cut off
        when it was copied.
      </p>
    </DeadEnd>
  );
}

/**
 * A whole page that leads nowhere but elsewhere: its heading takes the focus and names the tab.
 * The action defaults to a new search.
 */
export function DeadEnd({
  title,
  children,
  action = (
    <Link className="button button--primary" to="/">
      Start a new search
    </Link>
  ),
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  usePageTitle(title);
  return (
    <div className="page">
      <StateCard title={title} level={1} headingRef={heading} tone="warning" action={action}>
        {children}
      </StateCard>
    </div>
  );
}
