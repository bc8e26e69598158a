/**
 * The customer page's two tables: the subscriptions of the customer's account (offering and
 * plan, status, price, next billing, started) and the customer's invoices across all of them
 * (number, created, subscription, total, paid, retries exhausted, the latest attempt).
 */
import type { CustomerPage, InvoiceSummary } from '@pc/contract';
import { createColumnHelper } from '@tanstack/react-table';
import {
  invoiceColumn,
  invoiceCreatedColumn,
  invoiceNumberColumn,
  invoicePaidColumn,
  invoiceRetriesColumn,
  invoiceTotalColumn,
} from '../page-parts/invoice-columns';
import type { LinkColumns, LinkTableFeatures } from '../page-parts/link-table-features';
import { SubscriptionLink } from '../page-parts/object-links';
import { NextBilling, SubscriptionName } from '../page-parts/subscription-cells';
import { TimeText } from '../page-parts/time-text';
import { InvoiceFailures, MoneyText, SubscriptionStatusBadge } from '../page-parts/value-cells';

export type CustomerSubscription = CustomerPage['subscriptions'][number];

const subscription = createColumnHelper<LinkTableFeatures, CustomerSubscription>();

export const customerSubscriptionColumns: LinkColumns<CustomerSubscription> = subscription.columns([
  subscription.display({
    id: 'offering',
    header: 'Offering and plan',
    cell: ({ row }) => (
      <span className="object-cell">
        <SubscriptionName subscription={row.original} />
        {row.original.billedToCustomer ? null : (
          <span className="object-cell__line">Same account, billed to someone else</span>
        )}
      </span>
    ),
  }),
  subscription.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <SubscriptionStatusBadge status={getValue()} line="not-next-billing" />,
    meta: { className: 'col-status' },
  }),
  subscription.accessor('price', {
    header: 'Price',
    cell: ({ getValue }) => <MoneyText money={getValue()} />,
    meta: { align: 'end', className: 'col-money' },
  }),
  subscription.display({
    id: 'nextBilling',
    header: 'Next billing',
    cell: ({ row }) => <NextBilling subscription={row.original} />,
    meta: { className: 'col-when', times: 'zoned' },
  }),
  subscription.accessor('createdAt', {
    header: 'Started',
    cell: ({ getValue }) => <TimeText iso={getValue()} part="date" />,
    meta: { className: 'col-when', times: 'zoned' },
  }),
]);

/** "Offering · plan" by subscription id, for the invoices' Subscription column. */
export type OfferingNames = ReadonlyMap<string, string>;

export function customerInvoiceColumns(offerings: OfferingNames): LinkColumns<InvoiceSummary> {
  return invoiceColumn.columns([
    invoiceNumberColumn,
    invoiceCreatedColumn,
    invoiceColumn.accessor('subscriptionId', {
      header: 'Subscription',
      cell: ({ getValue }) => {
        const id = getValue();
        if (!id) return <span className="muted">None</span>;
        return <SubscriptionLink id={id}>{offerings.get(id) ?? id.slice(0, 8)}</SubscriptionLink>;
      },
    }),
    invoiceTotalColumn,
    invoicePaidColumn,
    invoiceRetriesColumn,
    invoiceColumn.accessor('latestAttempt', {
      header: 'Latest attempt',
      cell: ({ row }) => <InvoiceFailures invoice={row.original} />,
      meta: { className: 'col-reason' },
    }),
  ]);
}
