import { queryOptions } from '@tanstack/react-query';
import type { InvoiceRef } from '../lib/invoice-ref';
import { fetchPaymentsPage, type PageRequest } from './client';
import { queryKeys } from './query-keys';

/**
 * Payments are append-mostly and support looks at them for minutes: a page fetched (or
 * prefetched) in the last 30 s is shown as is, so Next after a prefetch costs no request.
 */
export const PAYMENTS_STALE_TIME_MS = 30_000;

export const paymentsPageQueryOptions = (invoice: InvoiceRef, page: PageRequest) =>
  queryOptions({
    queryKey: queryKeys.payments.page(invoice, page),
    queryFn: ({ signal }) => fetchPaymentsPage(invoice, page, signal),
    staleTime: PAYMENTS_STALE_TIME_MS,
  });
