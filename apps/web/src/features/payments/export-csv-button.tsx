import { reportExport } from '../../api/client';
import { DownloadIcon } from '../../components/icons';
import { buildPaymentsCsv } from '../../lib/csv';
import { downloadText } from '../../lib/download';
import type { InvoiceRef } from '../../lib/invoice-ref';
import type { PaymentsSearch } from '../../routes/payments-search';
import type { PaymentsTable } from './payments-table';
import { shownRows } from './shown-rows';

export interface ExportContext {
  invoice: InvoiceRef;
  view: PaymentsSearch;
  filename: string;
}

/**
 * Exports exactly the rows on screen: this page, after the status filter, in the shown order.
 * The export is reported to the audit trail first (who exported what, never the contents); a
 * failed report does not stop the download, the BFF logs the failure on its side.
 */
export function ExportCsvButton({
  table,
  context,
}: {
  table: PaymentsTable;
  context: ExportContext;
}) {
  const rows = shownRows(table);
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={rows.length === 0}
      onClick={() => {
        const payments = shownRows(table).map((row) => row.original);
        void reportExport({
          subscriptionId: context.invoice.subscriptionId,
          invoiceId: context.invoice.invoiceId,
          offset: context.view.offset,
          limit: context.view.limit ?? null,
          rows: payments.length,
          status: context.view.status ?? null,
          scope: 'page',
        }).catch(() => undefined);
        downloadText(buildPaymentsCsv(payments), context.filename, 'text/csv;charset=utf-8');
      }}
    >
      <DownloadIcon />
      Export CSV
    </button>
  );
}
