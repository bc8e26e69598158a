/**
 * The payments table's columns, in the order support reads a payment: what happened (status,
 * amount), where (gateway, its id, why it failed), when, then our own ids to quote in a ticket.
 * Times sort by instant (the accessor parses once per row, not once per comparison); Created
 * breaks ties by id, so "newest first" is one stable order.
 */
import type { Payment } from '@pc/contract';
import { createColumnHelper, type SortFn } from '@tanstack/react-table';
import type { PaymentColumnId } from '../../addresses/payment-column-ids';
import { CopyableValue } from '../../components/copyable-value';
import { paymentStatus } from '../../lib/status';
import { parseTimestamp } from '../../time-zone/dates';
import { AmountCell, DateCell, ReasonCell, StatusCell, TextCell } from './payment-cells';
import type { PaymentsTableFeatures } from './payments-table';

type PaymentSortFn = SortFn<PaymentsTableFeatures, Payment>;

/** Exact int64 order; amounts in different currencies are grouped by currency first. */
const byAmount: PaymentSortFn = (a, b) => {
  const x = a.original.attributes.amount;
  const y = b.original.attributes.amount;
  if (x.currency !== y.currency) return x.currency < y.currency ? -1 : 1;
  try {
    const difference = BigInt(x.amount) - BigInt(y.amount);
    return difference === 0n ? 0 : difference < 0n ? -1 : 1;
  } catch {
    return 0;
  }
};

/** By instant, then by id: equal times still have one order (the BFF's newest-first rule). */
const byCreatedThenId: PaymentSortFn = (a, b, columnId) => {
  const x = a.getValue<number>(columnId);
  const y = b.getValue<number>(columnId);
  if (x !== y) return x < y ? -1 : 1;
  return a.original.id < b.original.id ? -1 : a.original.id > b.original.id ? 1 : 0;
};

const helper = createColumnHelper<PaymentsTableFeatures, Payment>();

export const STATUS_COLUMN_ID = 'status' satisfies PaymentColumnId;

/** Copy buttons inside rows stay out of the Tab order: a row is one stop (see data-table.tsx). */
function RowId({ value, label }: { value: string; label: string }) {
  return <CopyableValue fit="truncate" value={value} label={label} tabbable={false} />;
}

export const paymentsColumns = helper.columns([
  helper.accessor((p) => paymentStatus(p.attributes), {
    id: 'status' satisfies PaymentColumnId,
    header: 'Status',
    cell: ({ row, getValue }) => (
      <StatusCell status={getValue()} manual={row.original.attributes.manual_payment} />
    ),
    sortFn: 'alphanumeric',
    filterFn: (row, columnId, value) => row.getValue(columnId) === value,
    enableHiding: false,
    meta: { className: 'col-status', label: 'Status' },
  }),
  helper.accessor((p) => p.attributes.amount.amount, {
    id: 'amount' satisfies PaymentColumnId,
    header: 'Amount',
    cell: ({ row }) => <AmountCell amount={row.original.attributes.amount} />,
    sortFn: byAmount,
    sortDescFirst: true,
    meta: { align: 'end', className: 'col-amount', label: 'Amount' },
  }),
  helper.accessor((p) => p.attributes.gateway, {
    id: 'gateway' satisfies PaymentColumnId,
    header: 'Gateway',
    cell: ({ getValue }) => <TextCell value={getValue()} />,
    sortFn: 'alphanumeric',
    meta: { className: 'col-gateway', label: 'Gateway' },
  }),
  helper.accessor((p) => p.attributes.external_payment_id, {
    id: 'externalPaymentId' satisfies PaymentColumnId,
    header: 'External payment ID',
    cell: ({ getValue }) => {
      const value = getValue();
      return value ? (
        <RowId value={value} label="external payment ID" />
      ) : (
        <TextCell value={value} />
      );
    },
    sortFn: 'alphanumeric',
    sortUndefined: 'last',
    meta: { className: 'col-id', label: 'External payment ID' },
  }),
  helper.accessor((p) => p.attributes.failure_detail?.reason, {
    id: 'failureReason' satisfies PaymentColumnId,
    header: 'Failure reason',
    cell: ({ getValue }) => <ReasonCell reason={getValue()} />,
    sortFn: 'alphanumeric',
    sortUndefined: 'last',
    meta: { className: 'col-reason', label: 'Failure reason' },
  }),
  helper.accessor((p) => parseTimestamp(p.meta.timestamps.payment_taken_at) ?? undefined, {
    id: 'paymentTakenAt' satisfies PaymentColumnId,
    header: 'Payment taken',
    cell: ({ row }) => <DateCell iso={row.original.meta.timestamps.payment_taken_at} />,
    sortFn: 'basic',
    sortUndefined: 'last',
    sortDescFirst: true,
    meta: { className: 'col-date', label: 'Payment taken', times: 'zoned' },
  }),
  helper.accessor((p) => parseTimestamp(p.meta.timestamps.created_at) ?? 0, {
    id: 'createdAt' satisfies PaymentColumnId,
    header: 'Created',
    cell: ({ row }) => <DateCell iso={row.original.meta.timestamps.created_at} />,
    sortFn: byCreatedThenId,
    sortDescFirst: true,
    meta: { className: 'col-date', label: 'Created', times: 'zoned' },
  }),
  helper.accessor((p) => parseTimestamp(p.meta.timestamps.updated_at) ?? 0, {
    id: 'updatedAt' satisfies PaymentColumnId,
    header: 'Updated',
    cell: ({ row }) => <DateCell iso={row.original.meta.timestamps.updated_at} />,
    sortFn: 'basic',
    sortDescFirst: true,
    meta: { className: 'col-date', label: 'Updated', times: 'zoned' },
  }),
  helper.accessor((p) => p.id, {
    id: 'paymentId' satisfies PaymentColumnId,
    header: 'Payment ID',
    cell: ({ getValue }) => <RowId value={getValue()} label="payment ID" />,
    sortFn: 'alphanumeric',
    meta: { className: 'col-id', label: 'Payment ID' },
  }),
  helper.accessor((p) => p.meta.job_id, {
    id: 'jobId' satisfies PaymentColumnId,
    header: 'Job ID',
    cell: ({ getValue }) => <RowId value={getValue()} label="job ID" />,
    sortFn: 'alphanumeric',
    meta: { className: 'col-id', label: 'Job ID' },
  }),
]);
