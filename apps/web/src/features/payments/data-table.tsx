/**
 * Owns the TanStack Table instance for the loaded page (shadcn's data-table shape), and a second
 * one that orders the prefetched next page's rows, rendered ahead and hidden (decision 008).
 * Sorting is this component's state, given to both; the status filter is the URL's
 * (controlled), so links and Back keep it. Toolbar and pagination render around the table and
 * receive what they need from it.
 */
import type { Payment } from '@pc/contract';
import {
  type ColumnFiltersState,
  FlexRender,
  functionalUpdate,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { Activity, memo, type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { SortIcon } from '../../components/icons';
import { isPaymentStatus, type PaymentStatus, STATUS_LABELS } from '../../lib/status';
import { DataTableToolbar } from './data-table-toolbar';
import type { ExportContext } from './export-csv-button';
import { paymentsColumns, STATUS_COLUMN_ID } from './payments-columns';
import { type PaymentRow, type PaymentsColumnMeta, paymentsTableFeatures } from './payments-table';
import { shownRows } from './shown-rows';

interface DataTableProps {
  data: Payment[];
  /** Where `data` starts in the invoice: the key of its rows' `<tbody>`. */
  offset: number;
  /**
   * The following page, when it is already in the cache (prefetched): its rows are rendered
   * ahead, hidden, so that Next only has to show them.
   */
  next: { offset: number; data: Payment[] } | null;
  statusFilter: PaymentStatus | null;
  onStatusFilterChange: (status: PaymentStatus | null) => void;
  /** What the caption says about the page (range, invoice). */
  caption: string;
  /** A newer page is loading while this one stays on screen. */
  busy: boolean;
  exportContext: ExportContext;
  pagination: ReactNode;
}

const NO_PAYMENTS: Payment[] = [];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function cellClassName(meta: PaymentsColumnMeta | undefined): string | undefined {
  return (
    [meta?.className, meta?.align === 'end' ? 'align-end' : ''].filter(Boolean).join(' ') ||
    undefined
  );
}

/**
 * Every loaded row, in sorted order, memoised on the row model: a status filter change renders
 * no row at all. The filter is an attribute of the shown `<tbody>`, and CSS hides the rows whose
 * `data-status` it does not let through, so a filter change costs React one attribute and the
 * browser one style pass (docs/decisions/006-status-filter-hides-rows.md).
 *
 * The rows get no `table` prop: `useTable` returns a new object on every render, which would
 * defeat both memos.
 */
const PaymentRows = memo(function PaymentRows({ rows }: { rows: PaymentRow[] }) {
  return rows.map((row) => <PaymentTableRow key={row.id} row={row} />);
});

/**
 * One payment, memoised on the payment it shows (every cell is drawn from it alone): sorting
 * moves rows without rendering them again, and a pre-rendered next page's rows are not rendered
 * again when that page's table takes them over.
 */
const PaymentTableRow = memo(
  function PaymentTableRow({ row }: { row: PaymentRow }) {
    return (
      <tr data-status={row.getValue<PaymentStatus>(STATUS_COLUMN_ID)}>
        {row.getAllCells().map((cell) => (
          <td key={cell.id} className={cellClassName(cell.column.columnDef.meta)}>
            <FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    );
  },
  (before, after) => before.row.original === after.row.original,
);

/**
 * The rows of one page in their own `<tbody>`, keyed by the page's offset. The next page's body
 * is rendered ahead inside a hidden `<Activity>` (React renders it when the main thread is idle,
 * and the browser neither styles nor lays it out). When Next makes it the current page, the same
 * keyed body only becomes visible: its DOM is already built and no row renders again.
 */
function PageBodies({
  current,
  next,
  statusFilter,
}: {
  current: { offset: number; rows: PaymentRow[] };
  next: { offset: number; rows: PaymentRow[] } | null;
  statusFilter: PaymentStatus | null;
}) {
  const bodies = next ? [current, next].sort((a, b) => a.offset - b.offset) : [current];
  return bodies.map((body) => (
    <Activity key={body.offset} mode={body === current ? 'visible' : 'hidden'}>
      {/* Only the shown body carries the filter: changing it restyles one page of rows, not two. */}
      <tbody data-status-filter={(body === current && statusFilter) || undefined}>
        <PaymentRows rows={body.rows} />
      </tbody>
    </Activity>
  ));
}

export function DataTable({
  data,
  offset,
  next,
  statusFilter,
  onStatusFilterChange,
  caption,
  busy,
  exportContext,
  pagination,
}: DataTableProps) {
  const captionId = useId();
  const columnFilters = useMemo<ColumnFiltersState>(
    () => (statusFilter ? [{ id: STATUS_COLUMN_ID, value: statusFilter }] : []),
    [statusFilter],
  );
  const onColumnFiltersChange = useCallback(
    (updater: Updater<ColumnFiltersState>) => {
      const filters = functionalUpdate(updater, columnFilters);
      const value = filters.find((filter) => filter.id === STATUS_COLUMN_ID)?.value;
      onStatusFilterChange(isPaymentStatus(value) ? value : null);
    },
    [columnFilters, onStatusFilterChange],
  );

  // Sorting is held here rather than in the table, so the next page's rows come sorted alike.
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useTable({
    features: paymentsTableFeatures,
    columns: paymentsColumns,
    data,
    state: { columnFilters, sorting },
    onColumnFiltersChange,
    onSortingChange: setSorting,
    // The filter hides rows (by CSS, see table.css) rather than dropping them from the row model.
    manualFiltering: true,
    enableMultiSort: false,
  });
  const nextTable = useTable({
    features: paymentsTableFeatures,
    columns: paymentsColumns,
    data: next?.data ?? NO_PAYMENTS,
    state: { sorting },
    enableMultiSort: false,
  });

  // Every loaded row, sorted; those the filter does not let through are hidden by CSS.
  const rows = table.getRowModel().rows;
  const columnCount = paymentsColumns.length;

  return (
    <div className="card table-card">
      <DataTableToolbar table={table} exportContext={exportContext} />
      <div className="table-progress" data-active={busy} aria-hidden="true" />
      {/* Focusable so keyboard users can scroll the wide table sideways on small screens. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="data-table" aria-busy={busy}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cellClassName(header.column.columnDef.meta)}
                      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                    >
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="sort-button"
                          data-sorted={sorted || undefined}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <SortIcon direction={sorted} />
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <PageBodies
            statusFilter={statusFilter}
            current={{ offset, rows }}
            next={next ? { offset: next.offset, rows: nextTable.getRowModel().rows } : null}
          />
          <tbody>
            {statusFilter && shownRows(table).length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="table-note">
                  No {STATUS_LABELS[statusFilter].toLowerCase()} payments on this page.{' '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => onStatusFilterChange(null)}
                  >
                    Show all
                  </button>
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </section>
      {pagination}
    </div>
  );
}
