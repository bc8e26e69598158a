/**
 * The last pages this browser opened, newest first, with what each showed. The list lives in
 * this browser's storage only (features/navigation/recent-pages-store.ts) and can be cleared.
 */
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import type { RecentPage } from '../../lib/recent-pages';
import { CustomerLink, InvoiceLink, SubscriptionLink } from '../navigation/object-links';
import { clearRecentPages, useRecentPages } from '../navigation/recent-pages-store';

const KIND_WORDS: Record<RecentPage['kind'], string> = {
  customer: 'Customer',
  subscription: 'Subscription',
  invoice: 'Invoice',
};

const IDS = /[0-9a-f]{8}-[0-9a-f-]{27}/g;

/** A typed link (prefetching on hover) for the page's kind; a plain in-app link otherwise. */
function RecentPageLink({ entry, children }: { entry: RecentPage; children: ReactNode }) {
  const navigate = useNavigate();
  const [first, second] = entry.path.match(IDS) ?? [];
  const className = 'recent-list__link';
  if (entry.kind === 'customer' && first) {
    return (
      <CustomerLink id={first} className={className}>
        {children}
      </CustomerLink>
    );
  }
  if (entry.kind === 'subscription' && first) {
    return (
      <SubscriptionLink id={first} className={className}>
        {children}
      </SubscriptionLink>
    );
  }
  if (entry.kind === 'invoice' && first && second) {
    return (
      <InvoiceLink invoice={{ id: second, subscriptionId: first }} className={className}>
        {children}
      </InvoiceLink>
    );
  }
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href: entry.path });
  };
  return (
    <a href={entry.path} className={className} onClick={open}>
      {children}
    </a>
  );
}

function fallbackLabel(entry: RecentPage): string {
  const id = entry.path.match(IDS)?.at(-1) ?? '';
  return `${KIND_WORDS[entry.kind]} ${id.slice(0, 8)}`;
}

export function RecentPages() {
  const pages = useRecentPages();
  return (
    <section className="card demo-card" aria-labelledby="recent-pages-title">
      <div className="card__header">
        <h2 id="recent-pages-title" className="card__title">
          Recent pages
        </h2>
        {pages.length > 0 ? (
          <button type="button" className="link-button" onClick={clearRecentPages}>
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
