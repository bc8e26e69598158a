/**
 * The attention list's table: the table kit's table (components/data-table/) with one row per
 * outstanding invoice of this page, sortable headers for last attempt, balance and next retry (a
 * click writes `sort=` to the URL; the first click on a column sorts descending, the next
 * ascending), rows to select for one assign (the page keeps the selection), the columns and
 * density this browser chose, and a row that opens the invoice page on a click anywhere but its
 * links and boxes, or Enter, as the invoice link in the row does. The invoice opened keeps the
 * list's address, so its page can walk the list (next and previous).
 */
import type { AttentionListRow } from '@pc/contract';
import { useNavigate } from '@tanstack/react-router';
import { type RowSelectionState, type Updater, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { AttentionSort } from '../../addresses/attention-search';
import { type ColumnSort, DataTable } from '../../components/data-table/data-table';
import type { RowAttributes } from '../../components/data-table/data-table-row';
import type { Density } from '../../components/data-table/table-options';
import { useTimeZone } from '../../time-zone/use-time-zone';
import { invoicePath } from '../page-parts/object-links';
import { attentionColumns, SORTABLE_COLUMNS } from './attention-columns';
import { attentionTableFeatures } from './attention-table-features';

export function AttentionTable({
  rows,
  sort,
  now,
  empty,
  selection,
  hiddenColumns,
  density,
  from,
  onSelectionChange,
  onSortChange,
}: {
  rows: AttentionListRow[];
  sort: AttentionSort;
  now: number;
  empty: string;
  selection: RowSelectionState;
  hiddenColumns: readonly string[];
  density: Density;
  /** The list's own address, which an invoice opened from it keeps (`from=`). */
  from: string;
  onSelectionChange: (updater: Updater<RowSelectionState>) => void;
  onSortChange: (sort: AttentionSort) => void;
}) {
  const navigate = useNavigate();
  const columns = useMemo(() => attentionColumns(now, from), [now, from]);
  const columnVisibility = useMemo(
    () => Object.fromEntries(hiddenColumns.map((id) => [id, false])),
    [hiddenColumns],
  );
  const { zone } = useTimeZone();
  const table = useTable({
    features: attentionTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.invoice.id,
    state: { rowSelection: selection, columnVisibility },
    onRowSelectionChange: onSelectionChange,
    enableRowSelection: true,
  });
  const [sortKey, direction] = sort.split('.') as [string, 'asc' | 'desc'];
  const sortOf = ({ id }: { id: string }): ColumnSort | null => {
    const key = SORTABLE_COLUMNS[id];
    if (!key) return null;
    const sorted = key === sortKey ? direction : false;
    return {
      sorted,
      onToggle: () => onSortChange(`${key}.${sorted === 'desc' ? 'asc' : 'desc'}`),
    };
  };
  const byId = new Map(rows.map((row) => [row.invoice.id, row]));
  const rowAttributes = (row: AttentionListRow): RowAttributes => ({
    'data-invoice-id': row.invoice.id,
    'data-state': row.state,
    'data-selected': String(selection[row.invoice.id] === true),
  });

  return (
    <div className="card table-card">
      <DataTable
        table={table}
        rows={table.getRowModel().rows}
        caption="Outstanding invoices"
        className="attention-table"
        zone={zone}
        density={density}
        empty={empty}
        sortOf={sortOf}
        rowAttributes={rowAttributes}
        onOpen={(id) => {
          const row = byId.get(id);
          if (row) void navigate({ ...invoicePath(row.invoice), search: { from } });
        }}
      />
    </div>
  );
}
