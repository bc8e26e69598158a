/**
 * Columns every invoice table shares (a customer's, a subscription's, search results). An invoice
 * number is not unique (numbers repeat across subscriptions), so the link also shows the start of
 * the invoice id: two rows never read alike.
 */

import type { InvoiceSummary } from '@pc/contract';
import { billingPeriodDays } from '@pc/contract/billing-period';
import { retriesOver } from '@pc/contract/retry-blockers';
import { createColumnHelper } from '@tanstack/react-table';
import type { LinkTableFeatures } from './link-table-features';
import { InvoiceLink } from './object-links';
import { TimeText } from './time-text';
import { MoneyText, PaidBadge } from './value-cells';

export const invoiceColumn = createColumnHelper<LinkTableFeatures, InvoiceSummary>();

export function InvoiceName({
  invoice,
  from,
}: {
  invoice: Pick<InvoiceSummary, 'id' | 'number'>;
  /** The list the link is in (its address), kept by the invoice page for next and previous. */
  from?: string | undefined;
}) {
  return (
    <InvoiceLink invoice={invoice} className="object-link" from={from}>
      <span className="object-link__name">
        {invoice.number === null ? 'Invoice' : `#${invoice.number}`}
      </span>{' '}
      <span className="object-link__id mono">{invoice.id.slice(0, 8)}</span>
    </InvoiceLink>
  );
}

/** The billing period as a calendar label ("Mar 2026"): numbers repeat, months tell apart. */
export function InvoicePeriod({ invoice }: { invoice: Pick<InvoiceSummary, 'billingPeriod'> }) {
  const days = billingPeriodDays(invoice.billingPeriod);
  if (!days) return null;
  return (
    <span className="object-cell__line invoice-period" title={`${days.range} (UTC)`}>
      {days.short}
    </span>
  );
}

export const invoiceNumberColumn = invoiceColumn.display({
  id: 'number',
  header: 'Number',
  cell: ({ row }) => (
    <span className="object-cell">
      <InvoiceName invoice={row.original} />
      <InvoicePeriod invoice={row.original} />
    </span>
  ),
  meta: { className: 'col-invoice', times: 'utc-days' },
});

export const invoiceCreatedColumn = invoiceColumn.accessor('createdAt', {
  header: 'Created',
  cell: ({ getValue }) => <TimeText iso={getValue()} part="in-table" />,
  meta: { className: 'col-when', times: 'zoned' },
});

export const invoiceTotalColumn = invoiceColumn.accessor('total', {
  header: 'Total',
  cell: ({ getValue }) => <MoneyText money={getValue()} />,
  meta: { align: 'end', className: 'col-money' },
});

export const invoicePaidColumn = invoiceColumn.accessor('paid', {
  header: 'Paid',
  cell: ({ row }) => (
    <span className="status-block">
      <PaidBadge paid={row.original.paid} />
      {row.original.proForma ? <span className="tag">Pro forma</span> : null}
    </span>
  ),
});

/**
 * The contract's one definition where the page knows the invoice's retries (the customer page,
 * for an outstanding invoice whose payments it read): every attempt the rule allows made counts,
 * as on the invoice page and the attention list; elsewhere Elastic Path's flag.
 */
export const invoiceRetriesColumn = invoiceColumn.accessor(
  (invoice) => (invoice.retries ? retriesOver(invoice.retries) : invoice.retriesExhausted),
  {
    id: 'retriesExhausted',
    header: 'Retries exhausted',
    cell: ({ getValue }) =>
      getValue() ? (
        <span className="tag tag--danger">Retries exhausted</span>
      ) : (
        <span className="muted">No</span>
      ),
  },
);
