/**
 * A failed load of a page's object, as the whole page: "not found" in the words of its kind of
 * object, or the BFF's detail with Retry.
 */
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { isApiRequestError } from '../../api/api-error';
import { StateCard } from '../../components/state-card';
import { useHeadingFocus } from '../../page-focus/heading-focus';
import { type FailedQuery, LoadErrorCard } from './load-error-card';
import { usePageTitle } from './page-states';

export type ObjectKind = 'customer' | 'subscription' | 'invoice';

const NOT_FOUND: Record<ObjectKind, { title: string; text: string }> = {
  customer: {
    title: 'Customer not found',
    text: 'No customer has this ID in the store. Search by their email or company instead.',
  },
  subscription: {
    title: 'Subscription not found',
    text: 'No subscription has this ID in the store. Search by its reference or the customer instead.',
  },
  invoice: {
    title: 'Invoice not found',
    text: 'No invoice has this ID in the store. Search by the customer instead.',
  },
};

/**
 * A failed load of the page's object, as the whole page: 404 is "not found" for that kind, any
 * other answer shows the BFF's detail, with Retry where trying again can help.
 */
export function ObjectLoadError({ kind, query }: { kind: ObjectKind; query: FailedQuery }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const notFound =
    isApiRequestError(query.error) && query.error.status === 404 ? NOT_FOUND[kind] : null;
  const title = notFound?.title ?? `The ${kind} could not be loaded`;
  usePageTitle(title);
  const newSearch = (
    <Link className="button button--primary" to="/">
      Start a new search
    </Link>
  );
  return (
    <div className="page">
      {notFound ? (
        <StateCard
          title={notFound.title}
          level={1}
          headingRef={heading}
          tone="warning"
          action={newSearch}
        >
          <p>{notFound.text}</p>
        </StateCard>
      ) : (
        <LoadErrorCard
          title={title}
          query={query}
          level={1}
          headingRef={heading}
          finalAction={newSearch}
        />
      )}
    </div>
  );
}
