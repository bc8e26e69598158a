/**
 * The invoice's payments as a table with its toolbar and pagination, in either of two modes:
 * - `whole`: every payment of the invoice is loaded (≤ 1,000), so the status counts, the filter
 *   and sorting cover the whole invoice and paging is a slice of the result;
 * - `page`: over 1,000 payments the server pages, and counts, filter and sort cover the page.
 * The URL holds offset, rows per page, status and sort; this browser holds density and columns.
 */
import type { Payment } from '@pc/contract';
import { Link } from '@tanstack/react-router';
import { memo, type ReactNode, useCallback, useMemo } from 'react';
import type { SortParam } from '../../addresses/payment-column-ids';
import { type ColumnSort, DataTable } from '../../components/data-table/data-table';
import { DataTablePagination } from '../../components/data-table/data-table-pagination';
import type { RowAttributes } from '../../components/data-table/data-table-row';
import { TableOptions } from '../../components/data-table/table-options';
import { StateCard } from '../../components/state-card';
import { formatCount } from '../../lib/counts';
import { invoicePaymentsCsvFilename, paymentsCsvFilename } from '../../lib/csv';
import { computeClientPaging, type PageLimit, type Paging, rangeText } from '../../lib/paging';
import { type PaymentStatus, paymentStatus, STATUS_LABELS } from '../../lib/status';
import { ZoneContext } from '../../time-zone/zone-context';
import { DataTableToolbar } from './data-table-toolbar';
import { ExportButton } from './export-csv-button';
import type { PaymentColumn } from './payments-table';
import { hiddenColumnsAfter, useTablePreferences } from './table-preferences';
import { usePaymentsTable } from './use-payments-table';

export interface PaymentsView {
  offset: number;
  limit: PageLimit;
  status: PaymentStatus | null;
  sort: SortParam;
}

/** What a payment's row says of it to styles and tests. */
function paymentRowAttributes(payment: Payment): RowAttributes {
  return { 'data-payment-id': payment.id, 'data-status': paymentStatus(payment.attributes) };
}

/** Any column sorts by a header click (the table's own sorting, written to the URL). */
function sortOfColumn(column: PaymentColumn): ColumnSort | null {
  const handler = column.getToggleSortingHandler();
  if (!column.getCanSort() || !handler) return null;
  return { sorted: column.getIsSorted(), onToggle: handler };
}

/**
 * Memoised: opening a payment's details (a URL change) or the header's refresh leaves the table
 * alone, so the panel opens without the table rendering again.
 */
export const PaymentsPanel = memo(function PaymentsPanel({
  invoice,
  data,
  mode,
  serverPaging,
  view,
  busy,
  ready,
  zone,
  onViewChange,
  onOpen,
  onPrefetch,
}: {
  invoice: { subscriptionId: string; invoiceId: string };
  /** The whole invoice (mode `whole`) or the server's page (mode `page`). */
  data: Payment[];
  mode: 'whole' | 'page';
  /** Mode `page`: where the server's page lies. */
  serverPaging: Paging | null;
  view: PaymentsView;
  busy: boolean;
  /** Every payment is loaded: Export all may write them. */
  ready: boolean;
  zone: string;
  onViewChange: (change: Partial<PaymentsView>) => void;
  onOpen: (paymentId: string) => void;
  onPrefetch: (paymentId: string) => void;
}) {
  const [preferences, setPreferences] = useTablePreferences();
  const onSortChange = useCallback(
    (sort: SortParam) => onViewChange({ sort, offset: 0 }),
    [onViewChange],
  );
  const onStatusChange = useCallback(
    (status: PaymentStatus | null) => onViewChange({ status, offset: 0 }),
    [onViewChange],
  );
  const table = usePaymentsTable({
    data,
    sort: view.sort,
    status: view.status,
    hiddenColumns: preferences.hiddenColumns,
    onSortChange,
    onStatusChange,
  });

  const matching = table.getRowModel().rows;
  const whole = mode === 'whole';
  const paging = whole
    ? computeClientPaging(view.offset, view.limit, matching.length)
    : (serverPaging ?? computeClientPaging(0, view.limit, matching.length));
  const rows = useMemo(
    () => (whole ? matching.slice(view.offset, view.offset + view.limit) : matching),
    [whole, matching, view.offset, view.limit],
  );
  const where = whole ? 'on this invoice' : 'on this page';
  const summary = view.status
    ? `${formatCount(matching.length)} of ${formatCount(data.length)} ${whole ? 'payments' : 'on this page'}`
    : '';

  const pastTheEnd = whole && rows.length === 0 && matching.length > 0;
  const pagination = (
    <DataTablePagination
      paging={paging}
      limit={view.limit}
      onOffsetChange={(offset) => onViewChange({ offset })}
      onLimitChange={(limit) =>
        onViewChange({ limit, offset: Math.floor(view.offset / limit) * limit })
      }
    />
  );

  let body: ReactNode;
  if (pastTheEnd) {
    body = (
      <StateCard
        title="No payments on this page"
        action={
          <Link className="button button--secondary" to="." search={(s) => ({ ...s, offset: 0 })}>
            Go to the first page
          </Link>
        }
      >
        <p>This invoice has fewer payments than this page starts at.</p>
      </StateCard>
    );
  } else {
    body = (
      // The zone once, over the table, rather than read in each of a page's date cells.
      <ZoneContext value={zone}>
        <DataTable
          table={table}
          rows={rows}
          keepViewsOf={data}
          caption={`Payments of invoice ${invoice.invoiceId}. ${rangeText(paging)}.`}
          captionShown={false}
          busy={busy}
          progress
          density={preferences.density}
          zone={zone}
          sortOf={sortOfColumn}
          rowAttributes={paymentRowAttributes}
          empty={
            view.status ? (
              <>
                No {STATUS_LABELS[view.status].toLowerCase()} payments {where}.{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onViewChange({ status: null, offset: 0 })}
                >
                  Show all
                </button>
              </>
            ) : null
          }
          onOpen={onOpen}
          onPrefetch={onPrefetch}
        />
      </ZoneContext>
    );
  }

  const report = { subscriptionId: invoice.subscriptionId, invoiceId: invoice.invoiceId };
  return (
    <div className="card table-card">
      <DataTableToolbar table={table} summary={summary}>
        <ExportButton
          scope="page"
          payments={rows.map((row) => row.original)}
          report={{ ...report, offset: paging.offset, limit: view.limit, status: view.status }}
          filename={paymentsCsvFilename(invoice.invoiceId, paging.offset, view.status)}
        />
        {whole ? (
          <ExportButton
            scope="all"
            payments={ready ? matching.map((row) => row.original) : []}
            report={{ ...report, offset: 0, limit: null, status: view.status }}
            filename={invoicePaymentsCsvFilename(invoice.invoiceId, view.status)}
            disabled={!ready}
          />
        ) : null}
        <TableOptions
          density={preferences.density}
          columns={table.getAllLeafColumns().map((column) => ({
            id: column.id,
            label: column.columnDef.meta?.label ?? column.id,
            shown: column.getIsVisible(),
            hideable: column.getCanHide(),
          }))}
          onDensityChange={(density) => setPreferences({ density })}
          onShownChange={(id, shown) =>
            setPreferences({ hiddenColumns: hiddenColumnsAfter(preferences, id, shown) })
          }
        />
      </DataTableToolbar>
      {body}
      {pastTheEnd ? null : pagination}
    </div>
  );
});
