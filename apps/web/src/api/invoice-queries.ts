/**
 * Query keys and options for the invoice page. The whole invoice is one infinite query whose
 * pages are the BFF's pages of 100, fetched one after another (use-whole-invoice.ts drives it),
 * so a Refresh reloads every page and the cache holds the invoice as one entry.
 */
import type { PaymentsPage } from '@pc/contract';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { asPrefetch, type Intent } from './intent';
import { fetchInvoice, fetchInvoicePayments, fetchPaymentDetail } from './invoice-client';

/** The BFF's largest page: the whole invoice arrives in pages of this many payments. */
export const WHOLE_INVOICE_PAGE_SIZE = 100;
/** Up to this many payments the invoice is loaded whole; above, the server pages. */
export const WHOLE_INVOICE_MAX = 1000;

/** Fresh for 30 s: support reads an invoice for minutes; Refresh asks again. */
const STALE_TIME_MS = 30_000;

export const invoiceKeys = {
  all: () => ['invoice'] as const,
  invoice: (invoiceId: string) => [...invoiceKeys.all(), invoiceId] as const,
  wholePayments: (invoiceId: string) =>
    [...invoiceKeys.invoice(invoiceId), 'payments', 'whole'] as const,
  paymentsPage: (invoiceId: string, page: { offset: number; limit: number }) =>
    [...invoiceKeys.invoice(invoiceId), 'payments', 'page', page] as const,
  paymentDetail: (invoiceId: string, paymentId: string) =>
    [...invoiceKeys.invoice(invoiceId), 'payment', paymentId] as const,
};

export const invoiceQueryOptions = (invoiceId: string) =>
  queryOptions({
    queryKey: invoiceKeys.invoice(invoiceId),
    queryFn: (context) => fetchInvoice(invoiceId, context),
    staleTime: STALE_TIME_MS,
  });

/**
 * The offset of the next page of a whole-invoice load, or undefined when there is none to load:
 * the last page said so, or the invoice is over WHOLE_INVOICE_MAX (then the view pages on the
 * server instead).
 */
export function nextWholePageOffset(pages: readonly PaymentsPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last?.meta.page.hasNext) return undefined;
  const total = pages[0]?.meta.results.total ?? null;
  if (total !== null && total > WHOLE_INVOICE_MAX) return undefined;
  const next = last.meta.page.offset + WHOLE_INVOICE_PAGE_SIZE;
  return next >= WHOLE_INVOICE_MAX ? undefined : next;
}

export const wholeInvoicePaymentsOptions = (invoiceId: string) =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.wholePayments(invoiceId),
    queryFn: (context) =>
      fetchInvoicePayments(
        invoiceId,
        { offset: context.pageParam, limit: WHOLE_INVOICE_PAGE_SIZE },
        context,
      ),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextWholePageOffset(pages),
    staleTime: STALE_TIME_MS,
  });

/** Over 1,000 payments: one page at a time, as the server pages them. */
export const invoicePaymentsPageOptions = (
  invoiceId: string,
  page: { offset: number; limit: number },
) =>
  queryOptions({
    queryKey: invoiceKeys.paymentsPage(invoiceId, page),
    queryFn: (context) => fetchInvoicePayments(invoiceId, page, context),
    staleTime: STALE_TIME_MS,
  });

export const paymentDetailQueryOptions = (invoiceId: string, paymentId: string) =>
  queryOptions({
    queryKey: invoiceKeys.paymentDetail(invoiceId, paymentId),
    queryFn: (context) => fetchPaymentDetail(invoiceId, paymentId, context),
    staleTime: STALE_TIME_MS,
  });

/**
 * What a route's loader starts on a deep link, without waiting: the invoice, the first page of
 * its payments and, for a shared link to one payment, that payment's details, in parallel with
 * the page's code. A link's hover starts the same as a `prefetch`: nothing is shown yet.
 */
export function startInvoiceRequests(
  queryClient: QueryClient,
  invoiceId: string,
  paymentId: string | undefined,
  intent: Intent = 'page',
): void {
  const mark = <T extends object>(options: T): T =>
    intent === 'prefetch' ? asPrefetch(options) : options;
  void queryClient.prefetchQuery(mark(invoiceQueryOptions(invoiceId)));
  void queryClient.prefetchInfiniteQuery(mark(wholeInvoicePaymentsOptions(invoiceId)));
  if (paymentId) {
    void queryClient.prefetchQuery(mark(paymentDetailQueryOptions(invoiceId, paymentId)));
  }
}
