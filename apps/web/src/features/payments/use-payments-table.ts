/**
 * The payments table instance. The URL owns sort and status filter (controlled state: links,
 * reload and Back keep them), this browser owns column visibility; the table only derives rows:
 * filtered, sorted, and the per-status counts.
 */
import type { Payment } from '@pc/contract';
import {
  type ColumnFiltersState,
  functionalUpdate,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import {
  PAYMENT_COLUMN_IDS,
  type PaymentColumnId,
  type SortParam,
} from '../../addresses/payment-column-ids';
import { isPaymentStatus, type PaymentStatus } from '../../lib/status';
import { paymentsColumns, STATUS_COLUMN_ID } from './payments-columns';
import { type PaymentsTable, paymentsTableFeatures } from './payments-table';

/** `createdAt.desc` → one sorting entry. */
export function sortingOf(sort: SortParam): SortingState {
  const [id, direction] = sort.split('.');
  return [{ id: id ?? 'createdAt', desc: direction === 'desc' }];
}

/** The first sorting entry as the URL writes it; null when it names no known column. */
export function sortParamOf(sorting: SortingState): SortParam | null {
  const [first] = sorting;
  if (!first || !PAYMENT_COLUMN_IDS.includes(first.id as PaymentColumnId)) return null;
  return `${first.id as PaymentColumnId}.${first.desc ? 'desc' : 'asc'}`;
}

export interface PaymentsTableOptions {
  data: Payment[];
  sort: SortParam;
  status: PaymentStatus | null;
  hiddenColumns: readonly PaymentColumnId[];
  onSortChange: (sort: SortParam) => void;
  onStatusChange: (status: PaymentStatus | null) => void;
}

export function usePaymentsTable({
  data,
  sort,
  status,
  hiddenColumns,
  onSortChange,
  onStatusChange,
}: PaymentsTableOptions): PaymentsTable {
  const sorting = useMemo(() => sortingOf(sort), [sort]);
  const columnFilters = useMemo<ColumnFiltersState>(
    () => (status ? [{ id: STATUS_COLUMN_ID, value: status }] : []),
    [status],
  );
  const columnVisibility = useMemo(
    () => Object.fromEntries(hiddenColumns.map((id) => [id, false])),
    [hiddenColumns],
  );
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = sortParamOf(functionalUpdate(updater, sorting));
      if (next) onSortChange(next);
    },
    [sorting, onSortChange],
  );
  const onColumnFiltersChange = useCallback(
    (updater: Updater<ColumnFiltersState>) => {
      const filters = functionalUpdate(updater, columnFilters);
      const value = filters.find((filter) => filter.id === STATUS_COLUMN_ID)?.value;
      onStatusChange(isPaymentStatus(value) ? value : null);
    },
    [columnFilters, onStatusChange],
  );
  return useTable({
    features: paymentsTableFeatures,
    columns: paymentsColumns,
    data,
    // A row is named by its payment: the keyboard's row and a kept view follow the payment.
    getRowId: (payment) => payment.id,
    state: { sorting, columnFilters, columnVisibility },
    onSortingChange,
    onColumnFiltersChange,
    enableMultiSort: false,
    // A header click goes between descending and ascending: the default order is a sort too.
    enableSortingRemoval: false,
  });
}
