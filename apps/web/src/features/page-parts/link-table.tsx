/**
 * A link table in a card: the table kit's table (components/data-table/) with a visible caption
 * that names it ("Subscriptions", "Invoices"), one row per object (its first cell links to the
 * object's page), a note instead of rows when there are none, and a footer for paging.
 */
import { useTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from '../../components/data-table/data-table';
import { useTimeZone } from '../../time-zone/use-time-zone';
import { type LinkColumns, linkTableFeatures } from './link-table-features';

export function LinkTable<T extends { id: string }>({
  caption,
  columns,
  data,
  empty,
  busy = false,
  footer,
}: {
  caption: ReactNode;
  columns: LinkColumns<T>;
  data: T[];
  /** Said in place of rows when `data` is empty. */
  empty: string;
  /** A newer page is loading while this one stays on screen. */
  busy?: boolean;
  /** Under the table: paging, a note that more exist. */
  footer?: ReactNode;
}) {
  const { zone } = useTimeZone();
  const table = useTable({
    features: linkTableFeatures,
    columns,
    data,
    getRowId: (row) => row.id,
  });
  return (
    <div className="card table-card link-table">
      <DataTable
        table={table}
        rows={table.getRowModel().rows}
        caption={caption}
        zone={zone}
        busy={busy}
        empty={empty}
      />
      {footer}
    </div>
  );
}
