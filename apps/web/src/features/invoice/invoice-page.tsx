/**
 * The invoice page (in the views chunk, see routes/lazy-views.tsx): the invoice's
 * context, then every one of its payments, newest first, and one payment in detail when the
 * URL names it. The URL is the only state (a change made here is drawn a frame before the URL
 * has it: use-view-change.ts, use-open-payment.ts); this component reads the invoice and its
 * payments (whole up to 1,000, else a server page at a time) and picks what to show.
 */
import type { InvoicePage as InvoicePageData, Payment, PaymentRole } from '@pc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_SORT } from '../../addresses/payment-column-ids';
import { type ApiRequestError, isApiRequestError } from '../../api/api-error';
import {
  invoicePaymentsPageOptions,
  invoiceQueryOptions,
  paymentDetailQueryOptions,
  wholeInvoicePaymentsOptions,
} from '../../api/invoice-queries';
import { prefetchOrForget } from '../../api/prefetch';
import { asFreshRead } from '../../api/read-freshness';
import { invoiceView, useReportView } from '../../api/use-report-view';
import { CopySummaryButton } from '../../components/copy-summary-button';
import { useTimeZone } from '../../time-zone/use-time-zone';
import { ListWalk } from '../attention/list-walk';
import { CasePanel } from '../cases/case-panel';
import { usePageTitle } from '../page-parts/page-states';
import { useRecentPageName } from '../page-parts/use-recent-page';
import type { PaymentsView } from '../payments/payments-panel';
import { Banner, RetryButton } from '../payments/payments-states';
import type { AttemptInfo } from './attempt-info';
import { InvoiceFacts, InvoiceFactsSkeleton, InvoiceHeading } from './invoice-context';
import type { InvoicePageProps } from './invoice-page-props';
import { InvoiceNotFound } from './invoice-states';
import { invoiceReply, invoiceTicket } from './invoice-ticket';
import { PaymentDetailDialog } from './payment-detail-dialog';
import { paymentRoles } from './payment-order';
import { PaymentsBody } from './payments-body';
import { recentInvoiceName } from './recent-invoice-name';
import { isRefreshing } from './refreshing';
import { useOpenPayment } from './use-open-payment';
import { useServerPage } from './use-server-page';
import { useViewChange } from './use-view-change';
import { useWholeInvoice } from './use-whole-invoice';

const DEFAULT_LIMIT = 25;

/** The invoice page's address without its view (filter, sort, open payment). */
function invoiceLink(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

function apiError(error: unknown): ApiRequestError | null {
  return isApiRequestError(error) ? error : null;
}

function attemptInfo(
  paymentId: string,
  roles: Map<string, PaymentRole> | null,
  page: InvoicePageData | undefined,
  overLimit: boolean,
): AttemptInfo {
  if (overLimit) {
    return { known: false, why: 'Attempt number not known: the invoice has over 1,000 payments.' };
  }
  if (!roles || !page) return { known: false, why: 'Attempt number: loading…' };
  const role = roles.get(paymentId);
  return {
    known: true,
    position: {
      number: role?.kind === 'attempt' ? role.number : null,
      limit: page.attemptLimit,
      role,
    },
  };
}

export function InvoicePage({ invoiceId, subscriptionId, search, onSearch }: InvoicePageProps) {
  const { zone } = useTimeZone();
  const queryClient = useQueryClient();
  const invoiceQuery = useQuery({ ...invoiceQueryOptions(invoiceId), retryOnMount: false });
  const header = invoiceQuery.data;
  useReportView(invoiceView(invoiceId, header));
  // The team's case is asked for once the invoice and its payments are read: the page is for
  // them first, and the case's database read then does not meet the invoice read's own writes.
  const [caseAsked, setCaseAsked] = useState(false);
  const invoiceRead = invoiceQuery.isFetched;
  // The next retry is read against the moment the invoice was read, like everything it says.
  const now = invoiceQuery.dataUpdatedAt || Date.now();
  const count = useMemo(
    () =>
      header ? { payments: header.payments, attemptsComplete: header.attemptsComplete } : undefined,
    [header],
  );
  const { query: wholeQuery, state: whole } = useWholeInvoice(invoiceId, count);
  const paymentsRead = wholeQuery.isFetched && !wholeQuery.isFetching;
  useEffect(() => {
    if (invoiceRead && paymentsRead) setCaseAsked(true);
  }, [invoiceRead, paymentsRead]);
  const overLimit = whole?.overLimit ?? false;
  const limit = search.limit ?? DEFAULT_LIMIT;
  const server = useServerPage(invoiceId, search.offset, limit, overLimit);

  const { offset, status, sort } = search;
  const urlView = useMemo<PaymentsView>(
    () => ({
      offset,
      limit,
      status: status ?? null,
      sort: (sort ?? DEFAULT_SORT) as PaymentsView['sort'],
    }),
    [offset, limit, status, sort],
  );
  const commitView = useCallback(
    ({ status, ...change }: Partial<PaymentsView>) =>
      onSearch(status === undefined ? change : { ...change, status: status ?? undefined }),
    [onSearch],
  );
  const { view, onViewChange } = useViewChange(urlView, commitView);
  const { openPayment, open: onOpen, close: onClose } = useOpenPayment(search.payment, onSearch);
  const onPrefetch = useCallback(
    (payment: string) => {
      prefetchOrForget(queryClient, paymentDetailQueryOptions(invoiceId, payment));
    },
    [queryClient, invoiceId],
  );

  const roles = useMemo(() => (whole?.complete ? paymentRoles(whole.payments) : null), [whole]);

  const number = header?.invoice.number;
  const name = number === null || number === undefined ? 'Invoice' : `Invoice #${number}`;
  usePageTitle(`${name} · ${invoiceId.slice(0, 8)}`);

  const rows: Payment[] | undefined = overLimit ? server.query.data?.data : whole?.payments;
  const payment = openPayment ? rows?.find((candidate) => candidate.id === openPayment) : undefined;
  const ownerSubscription =
    subscriptionId ?? header?.invoice.subscriptionId ?? rows?.[0]?.meta.subscription_id ?? '';
  const invoice = useMemo(
    () => ({ subscriptionId: ownerSubscription, invoiceId }),
    [ownerSubscription, invoiceId],
  );

  const invoiceError = apiError(invoiceQuery.error);
  const wholeError = apiError(wholeQuery.error);
  const realSubscription = header?.invoice.subscriptionId ?? null;
  const belongsElsewhere = Boolean(
    subscriptionId && realSubscription && realSubscription !== subscriptionId,
  );
  const missing = invoiceError?.status === 404 || wholeError?.status === 404 || belongsElsewhere;
  const recentName = useMemo(() => (header ? recentInvoiceName(header) : null), [header]);
  useRecentPageName(
    subscriptionId
      ? `/subscriptions/${subscriptionId}/invoices/${invoiceId}`
      : `/invoices/${invoiceId}`,
    recentName,
    missing,
  );
  if (missing) {
    return (
      <InvoiceNotFound
        invoiceId={invoiceId}
        ownerSubscriptionId={belongsElsewhere ? realSubscription : null}
      />
    );
  }

  // The header's note speaks of the invoice as a whole: about its newest failed attempt.
  const summary =
    header && whole?.complete ? invoiceTicket(header, whole.payments, now, invoiceLink()) : null;
  const reads = [invoiceQuery, wholeQuery, server.query];
  const refreshing = isRefreshing(reads);
  // A first load is not a refresh, but Refresh waits for it rather than start it again.
  const reading = reads.some((read) => read.isFetching);
  // Past the BFF's read cache too: Refresh means "read Elastic Path now", for these reads only
  // (a prefetch or a report sent meanwhile reads as usual). Their errors show in the queries.
  const refresh = () =>
    void Promise.all([
      queryClient.fetchQuery(asFreshRead(invoiceQueryOptions(invoiceId))),
      overLimit
        ? queryClient.fetchQuery(
            asFreshRead(invoicePaymentsPageOptions(invoiceId, { offset: search.offset, limit })),
          )
        : queryClient.fetchInfiniteQuery(asFreshRead(wholeInvoicePaymentsOptions(invoiceId))),
    ]).catch(() => undefined);

  return (
    <div className="page invoice-page">
      {search.from ? <ListWalk invoiceId={invoiceId} from={search.from} /> : null}
      <header className="page-header">
        <InvoiceHeading
          page={header}
          actions={
            <span className="page-header__actions">
              <CopySummaryButton text={summary} />
              <button
                type="button"
                className="button button--secondary"
                onClick={refresh}
                disabled={reading || (!header && !whole)}
              >
                {refreshing ? 'Refreshing…' : 'Refresh'}
              </button>
            </span>
          }
        />
        {header ? (
          <InvoiceFacts invoiceId={invoiceId} page={header} now={now} />
        ) : invoiceError ? (
          <Banner
            tone="error"
            action={
              <RetryButton
                // One Retry reloads what failed: the payments may have failed with the header.
                onRetry={() => {
                  void invoiceQuery.refetch();
                  if (wholeQuery.isError) void wholeQuery.refetch();
                  if (server.query.isError) void server.query.refetch();
                }}
                busy={invoiceQuery.isFetching}
              />
            }
          >
            <strong>Could not load the invoice’s details.</strong> {invoiceError.detail}
          </Banner>
        ) : (
          <InvoiceFactsSkeleton />
        )}
      </header>
      <section className="payments-section" aria-labelledby="payments-heading">
        <h2 id="payments-heading" className="section-title">
          Payments
        </h2>
        <PaymentsBody
          invoice={invoice}
          state={{ whole, wholeQuery, server, overLimit }}
          view={view}
          zone={zone}
          onViewChange={onViewChange}
          onOpen={onOpen}
          onPrefetch={onPrefetch}
        />
      </section>
      {/* After the payments, which the page is first for: the team's record on the invoice. */}
      <CasePanel
        invoiceId={invoiceId}
        customerId={caseAsked ? (header?.customer?.id ?? null) : undefined}
        currency={header?.money.currency ?? header?.invoice.total?.currency ?? null}
      />
      {openPayment ? (
        <PaymentDetailDialog
          key={openPayment}
          invoiceId={invoiceId}
          paymentId={openPayment}
          payment={payment}
          attempt={attemptInfo(openPayment, roles, header, overLimit)}
          ticket={
            header && whole?.complete
              ? invoiceTicket(header, whole.payments, now, invoiceLink(), payment)
              : null
          }
          reply={
            header && whole?.complete ? invoiceReply(header, whole.payments, now, payment) : null
          }
          zone={zone}
          onClose={onClose}
        />
      ) : null}
    </div>
  );
}
