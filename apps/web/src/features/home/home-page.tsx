/**
 * `/`: the search, larger than in the top bar, a link to the list of invoices that need
 * attention, the pages this browser opened last, and with the simulator the demo customers and
 * invoices.
 */
import { Link } from '@tanstack/react-router';
import { type ReactNode, Suspense, useRef } from 'react';
import { ATTENTION_PATH } from '../../addresses/paths';
import { useHeadingFocus } from '../../page-focus/heading-focus';
import { usePageTitle } from '../page-parts/page-states';
import { SearchBox } from '../search/search-box';

/** `lists`: what goes under the search, loaded on demand by the route (it may suspend). */
export function HomePage({ lists }: { lists: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  usePageTitle('Search');
  return (
    <div className="page home-page">
      <section className="card find-card" aria-labelledby="find-title">
        <h1 ref={heading} id="find-title" className="page-title" tabIndex={-1}>
          Find a customer, subscription or invoice
        </h1>
        <p className="card__subtitle">
          Paste what the ticket gives you: an email, part of a company name, a subscription
          reference, any ID, or a link to a page of this console.
        </p>
        <SearchBox variant="home" />
        <p className="find-card__more">
          Or start from the store’s side: <Link to={ATTENTION_PATH}>Needs attention</Link> lists
          every failing or unpaid invoice.
        </p>
      </section>
      <Suspense fallback={null}>{lists}</Suspense>
    </div>
  );
}
