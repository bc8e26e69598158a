import { DownloadIcon } from '../../components/icons';
import { buildPaymentsCsv } from '../../lib/csv';
import { downloadText } from '../../lib/download';
import type { PaymentsTable } from './data-table-toolbar';

/** Exports exactly the rows on screen: this page, after the status filter, in the shown order. */
export function ExportCsvButton({ table, filename }: { table: PaymentsTable; filename: string }) {
  const rows = table.getRowModel().rows;
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={rows.length === 0}
      onClick={() => {
        const csv = buildPaymentsCsv(table.getRowModel().rows.map((row) => row.original));
        downloadText(csv, filename, 'text/csv;charset=utf-8');
      }}
    >
      <DownloadIcon />
      Export CSV
    </button>
  );
}
