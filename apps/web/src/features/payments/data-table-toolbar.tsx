import type { ReactNode } from 'react';
import type { PaymentsTable } from './payments-table';
import { StatusFilter } from './status-filter';

/**
 * Above the table: the status filter with per-status counts, what the filter leaves, and the
 * actions on what is shown (exports, columns and density).
 */
export function DataTableToolbar({
  table,
  summary,
  children,
}: {
  table: PaymentsTable;
  /** E.g. "7 of 246 payments"; empty when there is nothing to say. */
  summary: string;
  children: ReactNode;
}) {
  return (
    <div className="table-toolbar">
      <StatusFilter table={table} />
      <div className="table-toolbar__end">
        <p className="filter-summary" aria-live="polite">
          {summary}
        </p>
        {children}
      </div>
    </div>
  );
}
