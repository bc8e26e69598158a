/** Pages that lead nowhere but back to the start: an unknown address, a cut-off link. */
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { StateCard } from '../components/state-card';
import { useHeadingFocus } from './use-heading-focus';

export function PageNotFound() {
  return <DeadEnd title="Page not found" text="There is nothing at this address." />;
}

/** A payments address whose ids are not UUIDs. */
export function BadInvoiceLink() {
  return (
    <DeadEnd
      title="This link does not name an invoice"
      text="A payments link needs a subscription ID and an invoice ID, both UUIDs. The link may have been cut off when it was copied."
    />
  );
}

/** A customer address whose id is not a UUID. */
export function BadCustomerLink() {
  return (
    <DeadEnd
      title="This link does not name a customer"
      text="A customer link ends in the customer’s ID, a UUID. The link may have been cut off when it was copied."
    />
  );
}

/** A subscription address whose id is not a UUID. */
export function BadSubscriptionLink() {
  return (
    <DeadEnd
      title="This link does not name a subscription"
      text="A subscription link ends in the subscription’s ID, a UUID. The link may have been cut off when it was copied."
    />
  );
}

function DeadEnd({ title, text }: { title: string; text: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  useEffect(() => {
    document.title = `${title} · Payments Console`;
  }, [title]);
  return (
    <div className="page">
      <StateCard
        title={title}
        level={1}
        headingRef={heading}
        tone="warning"
        action={
          <Link className="button button--primary" to="/">
            Start a new search
          </Link>
        }
      >
        <p>{text}</p>
      </StateCard>
    </div>
  );
}
