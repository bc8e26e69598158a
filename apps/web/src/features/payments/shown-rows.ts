/**
 * The rows the status filter lets through, in the table's (sorted) order: what the table shows,
 * what "n of m" counts and what Export CSV writes. The table keeps every loaded row in its row
 * model and in the DOM and only hides the others, so switching the filter never remounts or
 * re-lays-out rows (docs/decisions/006-status-filter-hides-rows.md).
 */
import { isPaymentStatus, type PaymentStatus } from '../../lib/status';
import { STATUS_COLUMN_ID } from './payments-columns';
import type { PaymentRow, PaymentsTable } from './payments-table';

/** The status the filter is set to, or null for all. */
export function statusFilterOf(table: PaymentsTable): PaymentStatus | null {
  const value = table.getColumn(STATUS_COLUMN_ID)?.getFilterValue();
  return isPaymentStatus(value) ? value : null;
}

function passesStatusFilter(row: PaymentRow, status: PaymentStatus | null): boolean {
  return status === null || row.getValue(STATUS_COLUMN_ID) === status;
}

export function shownRows(table: PaymentsTable): PaymentRow[] {
  const status = statusFilterOf(table);
  const rows = table.getRowModel().rows;
  return status === null ? rows : rows.filter((row) => passesStatusFilter(row, status));
}
