/**
 * The attention list's table: the table kit's table (components/data-table/) with one row per
 * outstanding invoice of this page, sortable headers for last attempt, balance and next retry (a
 * click writes `sort=` to the URL; the first click on a column sorts descending, the next
 * ascending), and a row that opens the invoice page on a click anywhere but its links, or Enter,
 * as the invoice link in the row does.
 */
import type { AttentionRow } from '@pc/contract';
import { useNavigate } from '@tanstack/react-router';
import { useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { AttentionSort } from '../../addresses/attention-search';
import { type ColumnSort, DataTable } from '../../components/data-table/data-table';
import type { RowAttributes } from '../../components/data-table/data-table-row';
import { useTimeZone } from '../../time-zone/use-time-zone';
import { linkTableFeatures } from '../page-parts/link-table-features';
import { invoicePath } from '../page-parts/object-links';
import { attentionColumns, SORTABLE_COLUMNS } from './attention-columns';

function attentionRowAttributes(row: AttentionRow): RowAttributes {
  return { 'data-invoice-id': row.invoice.id, 'data-state': row.state };
}

export function AttentionTable({
  rows,
  sort,
  now,
  empty,
  onSortChange,
}: {
  rows: AttentionRow[];
  sort: AttentionSort;
  now: number;
  empty: string;
  onSortChange: (sort: AttentionSort) => void;
}) {
  const navigate = useNavigate();
  const columns = useMemo(() => attentionColumns(now), [now]);
  const { zone } = useTimeZone();
  const table = useTable({
    features: linkTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.invoice.id,
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

  return (
    <div className="card table-card">
      <DataTable
        table={table}
        rows={table.getRowModel().rows}
        caption="Outstanding invoices"
        className="attention-table"
        zone={zone}
        empty={empty}
        sortOf={sortOf}
        rowAttributes={attentionRowAttributes}
        onOpen={(id) => {
          const row = byId.get(id);
          if (row) void navigate(invoicePath(row.invoice));
        }}
      />
    </div>
  );
}
