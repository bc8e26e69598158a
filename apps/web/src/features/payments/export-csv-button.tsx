/**
 * Export CSV (the rows on screen) and Export all (every payment of the invoice the filter lets
 * through), both as the same CSV columns. Each export is reported to the audit trail first (who
 * exported which scope and how many rows, never the contents); a failed report does not stop the
 * download, the BFF logs the failure on its side.
 */
import type { ExportReport, Payment } from '@pc/contract';
import { useMutation } from '@tanstack/react-query';
import { reportExport } from '../../api/client';
import { downloadText } from '../../components/download';
import { DownloadIcon } from '../../components/icons';
import { buildPaymentsCsv } from '../../lib/csv';

export type ExportScope = ExportReport['scope'];

export function ExportButton({
  scope,
  payments,
  report,
  filename,
  disabled = false,
}: {
  scope: ExportScope;
  /** The rows to write, in the order shown. */
  payments: readonly Payment[];
  /** What the audit line says besides the scope and the row count. */
  report: Omit<ExportReport, 'rows' | 'scope'>;
  filename: string;
  disabled?: boolean;
}) {
  // A mutation, so that a 401 sends the browser to sign in like every other call (query-client.ts);
  // a failed audit line does not stop the download.
  const audit = useMutation({ mutationFn: reportExport });
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={disabled || payments.length === 0}
      onClick={() => {
        audit.mutate({ ...report, rows: payments.length, scope });
        downloadText(buildPaymentsCsv(payments), filename, 'text/csv;charset=utf-8');
      }}
    >
      <DownloadIcon />
      {scope === 'all' ? 'Export all' : 'Export CSV'}
    </button>
  );
}
