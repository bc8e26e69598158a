import { type ExportContext, ExportCsvButton } from './export-csv-button';
import type { PaymentsTable } from './payments-table';
import { shownRows, statusFilterOf } from './shown-rows';
import { StatusFilter } from './status-filter';

/** Above the table: the status filter with per-status counts, and the export of what is shown. */
export function DataTableToolbar({
  table,
  exportContext,
}: {
  table: PaymentsTable;
  exportContext: ExportContext;
}) {
  const visible = shownRows(table).length;
  const loaded = table.getCoreRowModel().rows.length;
  const filtered = statusFilterOf(table) !== null;
  return (
    <div className="table-toolbar">
      <StatusFilter table={table} />
      <div className="table-toolbar__end">
        <p className="filter-summary" aria-live="polite">
          {filtered ? `${visible} of ${loaded} on this page` : ''}
        </p>
        <ExportCsvButton table={table} context={exportContext} />
      </div>
    </div>
  );
}
