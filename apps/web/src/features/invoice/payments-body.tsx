/**
 * The invoice page's payments part: the skeleton, an error, "no payments", the whole invoice
 * (with its loading progress) or, over 1,000 payments, the server's page with a note on what
 * counts and the filter then cover.
 */
import type { ReactNode } from 'react';
import { type ApiRequestError, isApiRequestError } from '../../api/api-error';
import { StateCard } from '../../components/state-card';
import { PaymentsPanel } from '../payments/payments-panel';
import { Banner, PaymentsSkeleton, RetryButton } from '../payments/payments-states';
import { LoadProgress, PaymentsErrorState } from './invoice-states';
import type { useServerPage } from './use-server-page';
import type { useWholeInvoice } from './use-whole-invoice';

function apiError(error: unknown): ApiRequestError | null {
  return isApiRequestError(error) ? error : null;
}

export type PaymentsBodyProps = Omit<
  Parameters<typeof PaymentsPanel>[0],
  'data' | 'mode' | 'serverPaging' | 'busy' | 'ready'
> & {
  state: {
    whole: ReturnType<typeof useWholeInvoice>['state'];
    wholeQuery: ReturnType<typeof useWholeInvoice>['query'];
    server: ReturnType<typeof useServerPage>;
    overLimit: boolean;
  };
};

export function PaymentsBody({ state, ...panel }: PaymentsBodyProps): ReactNode {
  const { whole, wholeQuery, server, overLimit } = state;
  const query = overLimit ? server.query : wholeQuery;
  const error = apiError(query.error);
  const failure = apiError(query.failureReason);
  const rateLimited =
    query.isFetching && failure?.status === 429 ? (
      <Banner tone="warning">Rate limited, retrying…</Banner>
    ) : null;
  const retry = () => void query.refetch();

  if (!whole || (overLimit && !server.query.data)) {
    if (error && !(overLimit && server.query.isFetching)) {
      return (
        <PaymentsErrorState
          status={error.status}
          detail={error.detail}
          retry={retry}
          busy={query.isFetching}
        />
      );
    }
    return (
      <>
        {rateLimited}
        <PaymentsSkeleton />
      </>
    );
  }

  const refreshError =
    error && !wholeQuery.isFetchNextPageError ? (
      <Banner tone="error" action={<RetryButton onRetry={retry} busy={query.isFetching} />}>
        <strong>Could not refresh these payments.</strong> {error.detail} The rows below are from
        the last successful load.
      </Banner>
    ) : null;

  if (overLimit) {
    return (
      <>
        <Banner tone="warning">
          This invoice has more than 1,000 payments, so they are loaded from the server a page at a
          time: counts, the status filter and sorting cover the loaded page only.
        </Banner>
        {refreshError}
        {rateLimited}
        <PaymentsPanel
          {...panel}
          data={server.query.data?.data ?? []}
          mode="page"
          serverPaging={server.paging}
          busy={server.query.isFetching && server.query.isPlaceholderData}
          ready={false}
        />
      </>
    );
  }

  if (whole.complete && whole.loaded === 0) {
    // The BFF answers an empty first page only for an invoice it found: this one exists.
    return (
      <StateCard title="No payments recorded for this invoice">
        <p>The invoice exists, but no payment has been attempted for it yet.</p>
      </StateCard>
    );
  }

  return (
    <>
      {whole.complete || wholeQuery.isFetchNextPageError ? null : (
        <LoadProgress loaded={whole.loaded} expected={whole.expected} />
      )}
      {wholeQuery.isFetchNextPageError && error ? (
        <Banner
          tone="error"
          action={
            <RetryButton
              onRetry={() => void wholeQuery.fetchNextPage()}
              busy={wholeQuery.isFetching}
            />
          }
        >
          <strong>Could not load every payment.</strong> {error.detail} Counts, the filter and
          sorting cover the {whole.loaded} loaded so far.
        </Banner>
      ) : null}
      {refreshError}
      {rateLimited}
      <PaymentsPanel
        {...panel}
        data={whole.payments}
        mode="whole"
        serverPaging={null}
        busy={false}
        ready={whole.complete}
      />
    </>
  );
}
