/**
 * The search results' three tables, each row with what tells results apart: a customer's name,
 * email, company and whether an invoice is outstanding; a subscription's offering, plan, status and next billing; an invoice's
 * number, creation, total and whether it is paid.
 */
import type { SearchCustomer, SubscriptionSummary } from '@pc/contract';
import { formatMinorUnits } from '@pc/contract/money-text';
import { createColumnHelper } from '@tanstack/react-table';
import { Absent } from '../../components/absent';
import {
  invoiceColumn,
  invoiceCreatedColumn,
  invoiceNumberColumn,
  invoicePaidColumn,
  invoiceTotalColumn,
} from '../page-parts/invoice-columns';
import type { LinkColumns, LinkTableFeatures } from '../page-parts/link-table-features';
import { CustomerLink } from '../page-parts/object-links';
import { NextBilling, SubscriptionName } from '../page-parts/subscription-cells';
import { SubscriptionStatusBadge } from '../page-parts/value-cells';
import { useOverCollected } from './over-collection-check';

const customer = createColumnHelper<LinkTableFeatures, SearchCustomer>();

export const customerResultColumns: LinkColumns<SearchCustomer> = customer.columns([
  customer.accessor('name', {
    header: 'Name',
    cell: ({ row }) => (
      <CustomerLink id={row.original.id} className="object-link">
        <span className="object-link__name">{row.original.name || row.original.email}</span>
      </CustomerLink>
    ),
  }),
  customer.accessor('email', {
    header: 'Email',
    cell: ({ getValue }) => <span className="text-cell">{getValue()}</span>,
  }),
  customer.accessor('company', {
    header: 'Company',
    cell: ({ getValue }) => getValue() ?? <Absent />,
  }),
  customer.accessor('owed', {
    header: 'Owes',
    cell: ({ row }) => <OwedCell customer={row.original} />,
  }),
]);

/**
 * Whether the customer has an invoice still to pay; only a search's first customers are looked
 * up. One who owes nothing says so too when a paid invoice collected more than it billed, once
 * their page is known (over-collection-check.ts).
 */
function OwedCell({ customer }: { customer: SearchCustomer }) {
  const { owed } = customer;
  const overCollected = useOverCollected(customer.id);
  if (owed === null) return <span className="absent">Not checked</span>;
  const over = owed ? [] : (overCollected ?? []);
  return (
    <span className="status-block">
      <span className={`badge badge--${owed ? 'danger' : over.length > 0 ? 'warning' : 'success'}`}>
        <span className="badge__dot" aria-hidden="true" />
        {owed ? 'Invoice outstanding' : 'Nothing owed'}
      </span>
      {over.length > 0 ? (
        <span className="status-block__line tag tag--danger">
          Collected {over.map((m) => formatMinorUnits(m.amount, m.currency)).join(' and ')} more
          than billed
        </span>
      ) : null}
    </span>
  );
}

const subscription = createColumnHelper<LinkTableFeatures, SubscriptionSummary>();

export const subscriptionResultColumns: LinkColumns<SubscriptionSummary> = subscription.columns([
  subscription.display({
    id: 'offering',
    header: 'Offering and plan',
    cell: ({ row }) => <SubscriptionName subscription={row.original} />,
  }),
  subscription.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <SubscriptionStatusBadge status={getValue()} line="not-next-billing" />,
    meta: { className: 'col-status' },
  }),
  subscription.display({
    id: 'nextBilling',
    header: 'Next billing',
    cell: ({ row }) => <NextBilling subscription={row.original} />,
    meta: { className: 'col-when', times: 'zoned' },
  }),
]);

export const invoiceResultColumns = invoiceColumn.columns([
  invoiceNumberColumn,
  invoiceCreatedColumn,
  invoiceTotalColumn,
  invoicePaidColumn,
]);
