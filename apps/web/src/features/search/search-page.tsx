/**
 * `/search?q=` (in the views' chunk, see routes/search-route.tsx). What it shows follows how the text
 * reads (search-text.ts): a message for text that is not searched, the results in groups, a
 * "no match" with a hint, the BFF's error with Retry; a single result, or a pasted console link,
 * opens its page in place of this one, so Back returns to where the search started.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { CUSTOMER_PATH, SEARCH_PATH, SUBSCRIPTION_PATH } from '../../addresses/paths';
import { searchQueryOptions } from '../../api/lookup-queries';
import { StateCard } from '../../components/state-card';
import { PageSkeleton, TableSkeleton } from '../../components/table-skeleton';
import { useHeadingFocus } from '../../page-focus/heading-focus';
import { useTimeZone } from '../../time-zone/use-time-zone';
import { LoadErrorCard } from '../page-parts/load-error-card';
import { invoicePath } from '../page-parts/object-links';
import { usePageTitle } from '../page-parts/page-states';
import { resultCountText, singleResult } from './result-summary';
import { noMatchHint } from './search-hint';
import { SearchResults } from './search-results';
import { planSearch } from './search-text';

const searchRouteApi = getRouteApi(SEARCH_PATH);

/** After this long a search says why it is still running. */
export const SLOW_SEARCH_MS = 3_000;

/** The skeleton; after `SLOW_SEARCH_MS` a line saying the search waits its turn. */
function Searching() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_SEARCH_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {slow ? (
        <p className="page-summary" role="status">
          Still searching: the search waits its turn at Elastic Path's rate limit and will answer.
        </p>
      ) : (
        <p className="visually-hidden" role="status">
          Searching…
        </p>
      )}
      <TableSkeleton label="Searching" />
    </>
  );
}

export function SearchPage() {
  const { q } = searchRouteApi.useSearch();
  const navigate = useNavigate();
  const plan = planSearch(q);
  const searched = plan.kind === 'search' ? plan.q : '';
  const query = useQuery({
    ...searchQueryOptions(searched),
    enabled: plan.kind === 'search' && plan.q === q,
    retryOnMount: false,
  });
  const single = useMemo(() => (query.data ? singleResult(query.data) : null), [query.data]);
  // A console link opens its page; a wrapped UUID is searched (and shown) unwrapped. Either
  // replaces this entry, so Back returns to where the search started.
  const replacement =
    plan.kind === 'open' ? plan.path : plan.kind === 'search' && plan.q !== q ? plan.q : null;
  const opens = plan.kind === 'open';
  useEffect(() => {
    if (replacement === null) return;
    if (opens) void navigate({ href: replacement, replace: true });
    else void navigate({ to: SEARCH_PATH, search: { q: replacement }, replace: true });
  }, [navigate, replacement, opens]);

  useEffect(() => {
    if (!single) return;
    if (single.kind === 'customer') {
      void navigate({
        to: CUSTOMER_PATH,
        params: { subscriberId: single.id },
        replace: true,
      });
    } else if (single.kind === 'subscription') {
      void navigate({
        to: SUBSCRIPTION_PATH,
        params: { subscriptionId: single.id },
        replace: true,
      });
    } else {
      void navigate({ ...invoicePath(single.invoice), replace: true });
    }
  }, [navigate, single]);

  const { zone } = useTimeZone();
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  usePageTitle(q ? `${q} · Search` : 'Search');

  if (plan.kind === 'open' || replacement !== null || single) return <PageSkeleton />;

  let body: ReactNode;
  if (plan.kind === 'empty') {
    body = (
      <StateCard title="Type what the ticket gives you">
        <p>
          An email, part of a company name, a subscription reference, any ID, or a console link.
        </p>
      </StateCard>
    );
  } else if (plan.kind === 'refused') {
    body = (
      <StateCard title="Nothing was searched" tone="warning">
        <p>{plan.message}</p>
      </StateCard>
    );
  } else if (query.data) {
    const found = resultCountText(query.data);
    body =
      found === 'No results' ? (
        <StateCard title={`No customer, subscription or invoice matches “${plan.q}”`}>
          <p>{noMatchHint(plan.reading, query.data.source, zone)}</p>
        </StateCard>
      ) : (
        <>
          <p className="page-summary" role="status">
            {found}
          </p>
          <SearchResults result={query.data} />
        </>
      );
  } else if (query.isError) {
    body = <LoadErrorCard title="The search did not complete" query={query} />;
  } else {
    body = <Searching />;
  }

  return (
    <div className="page">
      <header className="page-header">
        <p className="page-kind">Search</p>
        <h1 ref={heading} className="page-title" tabIndex={-1}>
          {q ? `Results for “${q}”` : 'Search'}
        </h1>
      </header>
      {body}
    </div>
  );
}
