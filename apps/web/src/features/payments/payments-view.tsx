/**
 * `/subscriptions/{sid}/invoices/{iid}?offset=&limit=&status=`: one page of an invoice's payments.
 * The URL is the only state; this component reads it, fetches that page (keeping the previous
 * one on screen while the next loads), prefetches the following page (which the table then
 * renders ahead, hidden), and picks what to show.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { isApiRequestError } from '../../api/api-error';
import { paymentsPageQueryOptions } from '../../api/payments-query';
import { StateCard } from '../../components/state-card';
import { paymentsCsvFilename } from '../../lib/csv';
import { alignOffset, computePaging, rangeText } from '../../lib/paging';
import type { PaymentStatus } from '../../lib/status';
import {
  type InvoiceRef,
  type PageLimit,
  type PaymentsViewState,
  parseViewState,
  paymentsHref,
} from '../../lib/url-state';
import { Link } from '../../router/link';
import { navigate } from '../../router/use-location';
import { DataTable } from './data-table';
import { DataTablePagination } from './data-table-pagination';
import { PaymentsHeader } from './payments-header';
import { Banner, RetryButton, TableSkeleton } from './payments-states';

const EMPTY_PAGE_NOTE = 'This invoice has fewer payments than this page starts at.';

/** Keyed by invoice in the app, so a new invoice never shows the previous one's rows. */
export function PaymentsView({ invoice, search }: { invoice: InvoiceRef; search: string }) {
  const state = useMemo(() => parseViewState(search), [search]);
  const queryClient = useQueryClient();
  const request = { offset: state.offset, limit: state.limit };
  const query = useQuery({
    ...paymentsPageQueryOptions(invoice, request),
    placeholderData: keepPreviousData,
    // An error already in the cache is this view's own (the deep-link load started in main.tsx):
    // show it with a Retry button rather than repeat the request on mount.
    retryOnMount: false,
  });
  const page = query.data;

  // Invalid or default-valued query parameters are rewritten to the canonical link in place.
  useEffect(() => {
    const canonical = paymentsHref(invoice, state);
    if (canonical !== window.location.pathname + window.location.search) {
      navigate(canonical, { replace: true });
    }
  }, [invoice, state]);

  const go = useCallback(
    (next: Partial<PaymentsViewState>) => navigate(paymentsHref(invoice, { ...state, ...next })),
    [invoice, state],
  );
  const onStatusFilterChange = useCallback((status: PaymentStatus | null) => go({ status }), [go]);

  const paging = page && !query.isPlaceholderData ? computePaging(page, state.limit) : null;
  const shownPaging = page ? computePaging(page, state.limit) : null;

  // Prefetch the next page once this one is in, so Next shows it at once. A failed prefetch is
  // forgotten: the person never saw it, and Next should then try again rather than show it.
  const nextOffset = paging?.nextOffset ?? null;
  useEffect(() => {
    if (nextOffset === null) return;
    const options = paymentsPageQueryOptions(invoice, { offset: nextOffset, limit: state.limit });
    void queryClient.prefetchQuery(options).then(() => {
      if (queryClient.getQueryState(options.queryKey)?.status === 'error') {
        queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
      }
    });
  }, [queryClient, invoice, nextOffset, state.limit]);

  // The prefetched next page, read from the cache only (never fetched from here), so that the
  // table can render its rows ahead.
  const nextQuery = useQuery({
    ...paymentsPageQueryOptions(invoice, { offset: nextOffset ?? 0, limit: state.limit }),
    enabled: false,
  });
  const next =
    nextOffset !== null && nextQuery.data
      ? { offset: nextOffset, data: nextQuery.data.data }
      : null;

  useEffect(() => {
    document.title = `Payments · invoice ${invoice.invoiceId.slice(0, 8)} · Payments Console`;
  }, [invoice.invoiceId]);

  const error = isApiRequestError(query.error) ? query.error : null;
  const failure = isApiRequestError(query.failureReason) ? query.failureReason : null;
  const rateLimitedRetrying = query.isFetching && failure?.status === 429;
  const retry = () => void query.refetch();

  let body: ReactNode;
  if (page && shownPaging) {
    const table =
      page.data.length === 0 ? (
        state.offset === 0 ? (
          <StateCard title="No payments recorded for this invoice">
            <p>The invoice exists, but no payment has been attempted for it yet.</p>
          </StateCard>
        ) : (
          <StateCard
            title="No payments on this page"
            action={
              <Link
                className="button button--secondary"
                href={paymentsHref(invoice, { ...state, offset: 0 })}
              >
                Go to the first page
              </Link>
            }
          >
            <p>{EMPTY_PAGE_NOTE}</p>
          </StateCard>
        )
      ) : (
        <DataTable
          data={page.data}
          offset={page.meta.page.offset}
          next={query.isPlaceholderData ? null : next}
          statusFilter={state.status}
          onStatusFilterChange={onStatusFilterChange}
          caption={`Payments of invoice ${invoice.invoiceId}. ${rangeText(shownPaging)}.`}
          busy={query.isFetching && query.isPlaceholderData}
          exportContext={{
            invoice,
            view: { ...state, offset: page.meta.page.offset },
            filename: paymentsCsvFilename(invoice.invoiceId, page.meta.page.offset),
          }}
          pagination={
            <DataTablePagination
              paging={shownPaging}
              limit={state.limit}
              defaultLimit={state.limit === null ? page.meta.page.limit : null}
              onOffsetChange={(offset) => go({ offset })}
              onLimitChange={(limit: PageLimit | null) =>
                go({ limit, offset: limit ? alignOffset(state.offset, limit) : state.offset })
              }
            />
          }
        />
      );
    body = (
      <>
        {error ? (
          <Banner tone="error" action={<RetryButton onRetry={retry} busy={query.isFetching} />}>
            <strong>Could not refresh these payments.</strong> {error.detail} The rows below are
            from the last successful load.
          </Banner>
        ) : null}
        {rateLimitedRetrying ? <Banner tone="warning">Rate limited, retrying…</Banner> : null}
        {table}
      </>
    );
  } else if (error) {
    body = (
      <ErrorState
        status={error.status}
        detail={error.detail}
        retry={retry}
        busy={query.isFetching}
      />
    );
  } else {
    body = (
      <>
        {rateLimitedRetrying ? <Banner tone="warning">Rate limited, retrying…</Banner> : null}
        <TableSkeleton />
      </>
    );
  }

  return (
    <div className="page payments-page">
      <PaymentsHeader
        invoice={invoice}
        onRefresh={page ? retry : undefined}
        refreshing={query.isFetching && !query.isPlaceholderData}
      />
      {body}
    </div>
  );
}

function ErrorState({
  status,
  detail,
  retry,
  busy,
}: {
  status: number;
  detail: string;
  retry: () => void;
  busy: boolean;
}) {
  if (status === 404) {
    return (
      <StateCard
        title="Invoice not found"
        tone="warning"
        action={
          <Link className="button button--secondary" href="/">
            Look up another invoice
          </Link>
        }
      >
        <p>{detail}</p>
        <p>Check that the invoice belongs to this subscription and that both IDs are complete.</p>
      </StateCard>
    );
  }
  if (status === 429) {
    return (
      <StateCard
        title="Rate limited"
        tone="warning"
        action={<RetryButton onRetry={retry} busy={busy} />}
      >
        <p>{detail}</p>
        <p>Too many requests reached the payments service. Wait a moment, then retry.</p>
      </StateCard>
    );
  }
  return (
    <StateCard
      title="Payments could not be loaded"
      tone="error"
      action={<RetryButton onRetry={retry} busy={busy} />}
    >
      <p>{detail}</p>
    </StateCard>
  );
}
