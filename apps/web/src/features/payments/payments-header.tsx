import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { ArrowLeftIcon } from '../../components/icons';
import { TruncatedId } from '../../components/truncated-id';
import type { InvoiceRef } from '../../lib/invoice-ref';
import { useHeadingFocus } from '../../routes/use-heading-focus';

/** The view's title and the two ids it is about, each copyable for the ticket reply. */
export function PaymentsHeader({
  invoice,
  onRefresh,
  refreshing,
}: {
  invoice: InvoiceRef;
  onRefresh: (() => void) | undefined;
  refreshing: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  return (
    <header className="page-header">
      <Link className="back-link" to="/">
        <ArrowLeftIcon />
        Find another invoice
      </Link>
      <div className="page-header__row">
        <h1 ref={heading} className="page-title" tabIndex={-1}>
          Payments
        </h1>
        {onRefresh ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={onRefresh}
            disabled={refreshing}
          >
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </button>
        ) : null}
      </div>
      <dl className="id-list">
        <div>
          <dt>Invoice</dt>
          <dd>
            <TruncatedId value={invoice.invoiceId} label="invoice ID" />
          </dd>
        </div>
        <div>
          <dt>Subscription</dt>
          <dd>
            <TruncatedId value={invoice.subscriptionId} label="subscription ID" />
          </dd>
        </div>
      </dl>
    </header>
  );
}
