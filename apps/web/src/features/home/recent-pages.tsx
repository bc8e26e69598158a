/**
 * The last pages this person opened in this browser, newest first, with what each showed. The
 * list lives in this browser's storage only, per person, until they sign out
 * (features/page-parts/recent-pages-store.ts), and can be cleared.
 */
import type { ReactNode } from 'react';
import { CustomerLink, InvoiceLink, SubscriptionLink } from '../page-parts/object-links';
import type { RecentPage } from '../page-parts/recent-pages';
import {
  clearRecentPages,
  useRecentPages,
  useRecentPagesOwner,
} from '../page-parts/recent-pages-store';

const KIND_WORDS: Record<RecentPage['kind'], string> = {
  customer: 'Customer',
  subscription: 'Subscription',
  invoice: 'Invoice',
};

const IDS = /[0-9a-f]{8}-[0-9a-f-]{27}/g;

/** A typed link, prefetching on hover like every object link, for the page's kind. */
function RecentPageLink({ entry, children }: { entry: RecentPage; children: ReactNode }) {
  // The object's id is the last in its address (an invoice's nested address names two).
  const id = entry.path.match(IDS)?.at(-1) ?? '';
  const className = 'recent-list__link';
  switch (entry.kind) {
    case 'customer':
      return (
        <CustomerLink id={id} className={className}>
          {children}
        </CustomerLink>
      );
    case 'subscription':
      return (
        <SubscriptionLink id={id} className={className}>
          {children}
        </SubscriptionLink>
      );
    case 'invoice':
      return (
        <InvoiceLink invoice={{ id }} className={className}>
          {children}
        </InvoiceLink>
      );
  }
}

function fallbackLabel(entry: RecentPage): string {
  const id = entry.path.match(IDS)?.at(-1) ?? '';
  return `${KIND_WORDS[entry.kind]} ${id.slice(0, 8)}`;
}

export function RecentPages() {
  const owner = useRecentPagesOwner();
  const pages = useRecentPages(owner);
  return (
    <section className="card demo-card" aria-labelledby="recent-pages-title">
      <div className="card__header">
        <h2 id="recent-pages-title" className="card__title">
          Recent pages
        </h2>
        {pages.length > 0 ? (
          <button type="button" className="link-button" onClick={() => clearRecentPages(owner)}>
            Clear
          </button>
        ) : null}
      </div>
      <p className="card__subtitle">
        {pages.length > 0
          ? 'The last pages this browser opened, kept in this browser only.'
          : 'Customers, subscriptions and invoices you open will be listed here (in this browser only).'}
      </p>
      {pages.length > 0 ? (
        <ul className="demo-list">
          {pages.map((entry) => (
            <li key={entry.path}>
              <RecentPageLink entry={entry}>
                <span className="recent-list__kind">{KIND_WORDS[entry.kind]}</span>
                <span className="demo-list__label">{entry.label ?? fallbackLabel(entry)}</span>
                {entry.detail ? <span className="recent-list__detail">{entry.detail}</span> : null}
              </RecentPageLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
