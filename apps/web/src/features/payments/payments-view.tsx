/**
 * The payments route's view (its own chunk, see routes/payments-route.tsx): one page of an
 * invoice's payments. The URL is the only state; this component reads the route's params and
 * search, fetches that page (keeping the previous one on screen while the next loads), prefetches
 * the following page (which the table then renders ahead, hidden), and picks what to show.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect } from 'react';
import { isApiRequestError } from '../../api/api-error';
import { paymentsPageQueryOptions } from '../../api/payments-query';
import { StateCard } from '../../components/state-card';
import { paymentsCsvFilename } from '../../lib/csv';
import { alignOffset, computePaging, type PageLimit, rangeText } from '../../lib/paging';
import type { PaymentStatus } from '../../lib/status';
import { PAYMENTS_PATH } from '../../routes/paths';
import type { PaymentsSearch } from '../../routes/payments-search';
import { DataTable } from './data-table';
import { DataTablePagination } from './data-table-pagination';
import { PaymentsHeader } from './payments-header';
import { Banner, RetryButton, TableSkeleton } from './payments-states';

const EMPTY_PAGE_NOTE = 'This invoice has fewer payments than this page starts at.';

const paymentsRouteApi = getRouteApi(PAYMENTS_PATH);

/** Remounted for each invoice (the route's remountDeps): never the previous invoice's rows. */
export function PaymentsView(): ReactNode {
  const invoice = paymentsRouteApi.useParams();
  const state = paymentsRouteApi.useSearch();
  const navigate = paymentsRouteApi.useNavigate();
  const queryClient = useQueryClient();
  const request = { offset: state.offset, limit: state.limit };
  const query = useQuery({
    ...paymentsPageQueryOptions(invoice, request),
    placeholderData: keepPreviousData,
    // An error already in the cache is this view's own (the request the route's loader started):
    // show it with a Retry button rather than repeat the request on mount.
    retryOnMount: false,
  });
  const page = query.data;

  // Every page, page-size and filter change is a new history entry, so Back undoes it. The page
  // keeps its scroll position: the controls stay under the pointer.
  const go = useCallback(
    (next: Partial<PaymentsSearch>) =>
      void navigate({ search: (current) => ({ ...current, ...next }), resetScroll: false }),
    [navigate],
  );
  const onStatusFilterChange = useCallback(
    (status: PaymentStatus | null) => go({ status: status ?? undefined }),
    [go],
  );

  const requestedLimit = state.limit ?? null;
  const paging = page && !query.isPlaceholderData ? computePaging(page, requestedLimit) : null;
  const shownPaging = page ? computePaging(page, requestedLimit) : null;

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
                from={PAYMENTS_PATH}
                to="."
                search={(current) => ({ ...current, offset: 0 })}
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
          statusFilter={state.status ?? null}
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
              defaultLimit={state.limit === undefined ? page.meta.page.limit : null}
              onOffsetChange={(offset) => go({ offset })}
              onLimitChange={(limit: PageLimit | undefined) =>
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
          <Link className="button button--secondary" to="/">
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
