/**
 * The payments table's columns, in the order support reads a payment: what happened (status,
 * amount), where (gateway, its id, why it failed), when, then our own ids to quote in a ticket.
 */
import type { Payment } from '@pc/contract';
import { createColumnHelper, type SortFn } from '@tanstack/react-table';
import { TruncatedId } from '../../components/truncated-id';
import { parseTimestamp } from '../../lib/dates';
import { paymentStatus } from '../../lib/status';
import { AmountCell, DateCell, StatusCell, TextCell } from './payment-cells';
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

/** By instant, not by text: offsets such as +02:00 and Z must compare correctly. */
const byTime: PaymentSortFn = (a, b, columnId) => {
  const x = parseTimestamp(a.getValue<string | undefined>(columnId)) ?? 0;
  const y = parseTimestamp(b.getValue<string | undefined>(columnId)) ?? 0;
  return x - y;
};

const helper = createColumnHelper<PaymentsTableFeatures, Payment>();

export const STATUS_COLUMN_ID = 'status';

export const paymentsColumns = helper.columns([
  helper.accessor((p) => paymentStatus(p.attributes), {
    id: STATUS_COLUMN_ID,
    header: 'Status',
    cell: ({ row, getValue }) => (
      <StatusCell status={getValue()} manual={row.original.attributes.manual_payment} />
    ),
    sortFn: 'alphanumeric',
    meta: { className: 'col-status' },
  }),
  helper.accessor((p) => p.attributes.amount.amount, {
    id: 'amount',
    header: 'Amount',
    cell: ({ row }) => <AmountCell amount={row.original.attributes.amount} />,
    sortFn: byAmount,
    sortDescFirst: true,
    meta: { align: 'end', className: 'col-amount' },
  }),
  helper.accessor((p) => p.attributes.gateway, {
    id: 'gateway',
    header: 'Gateway',
    cell: ({ getValue }) => <TextCell value={getValue()} />,
    sortFn: 'alphanumeric',
    meta: { className: 'col-gateway' },
  }),
  helper.accessor((p) => p.attributes.external_payment_id, {
    id: 'externalPaymentId',
    header: 'External payment ID',
    cell: ({ getValue }) => {
      const value = getValue();
      return value ? (
        <TruncatedId value={value} label="external payment ID" />
      ) : (
        <TextCell value={value} />
      );
    },
    sortFn: 'alphanumeric',
    sortUndefined: 'last',
    meta: { className: 'col-id' },
  }),
  helper.accessor((p) => p.attributes.failure_detail?.reason, {
    id: 'failureReason',
    header: 'Failure reason',
    cell: ({ getValue }) => <TextCell value={getValue()} />,
    sortFn: 'alphanumeric',
    sortUndefined: 'last',
    meta: { className: 'col-reason' },
  }),
  helper.accessor((p) => p.meta.timestamps.payment_taken_at, {
    id: 'paymentTakenAt',
    header: 'Payment taken',
    cell: ({ getValue }) => <DateCell iso={getValue()} />,
    sortFn: byTime,
    sortUndefined: 'last',
    sortDescFirst: true,
    meta: { className: 'col-date' },
  }),
  helper.accessor((p) => p.meta.timestamps.created_at, {
    id: 'createdAt',
    header: 'Created',
    cell: ({ getValue }) => <DateCell iso={getValue()} />,
    sortFn: byTime,
    sortDescFirst: true,
    meta: { className: 'col-date' },
  }),
  helper.accessor((p) => p.meta.timestamps.updated_at, {
    id: 'updatedAt',
    header: 'Updated',
    cell: ({ getValue }) => <DateCell iso={getValue()} />,
    sortFn: byTime,
    sortDescFirst: true,
    meta: { className: 'col-date' },
  }),
  helper.accessor((p) => p.id, {
    id: 'paymentId',
    header: 'Payment ID',
    cell: ({ getValue }) => <TruncatedId value={getValue()} label="payment ID" />,
    sortFn: 'alphanumeric',
    meta: { className: 'col-id' },
  }),
  helper.accessor((p) => p.meta.job_id, {
    id: 'jobId',
    header: 'Job ID',
    cell: ({ getValue }) => <TruncatedId value={getValue()} label="job ID" />,
    sortFn: 'alphanumeric',
    meta: { className: 'col-id' },
  }),
]);
