/**
 * The trail above an object page: Customer › Subscription › Invoice, as far as the page knows
 * them (lib/breadcrumbs.ts builds it). Earlier crumbs link to their pages, and prefetch them on
 * hover or focus like every object link; the last one is the page itself.
 */
import { buildCrumbs, type Crumb, type CrumbSource } from '../../lib/breadcrumbs';
import { CustomerLink, InvoiceLink, SubscriptionLink } from './object-links';

function CrumbLink({ crumb }: { crumb: Crumb }) {
  switch (crumb.kind) {
    case 'customer':
      return <CustomerLink id={crumb.id}>{crumb.label}</CustomerLink>;
    case 'subscription':
      return <SubscriptionLink id={crumb.id}>{crumb.label}</SubscriptionLink>;
    case 'invoice':
      return <InvoiceLink invoice={{ id: crumb.id }}>{crumb.label}</InvoiceLink>;
  }
}

const KIND_WORDS: Record<Crumb['kind'], string> = {
  customer: 'Customer',
  subscription: 'Subscription',
  invoice: 'Invoice',
};

export function Breadcrumbs(source: CrumbSource) {
  const crumbs = buildCrumbs(source);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.kind}>
            <span className="breadcrumbs__kind">{KIND_WORDS[crumb.kind]}</span>
            {crumb.current ? (
              <span aria-current="page" className="breadcrumbs__current">
                {crumb.label}
              </span>
            ) : (
              <CrumbLink crumb={crumb} />
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
