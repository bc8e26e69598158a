/**
 * Loads an invoice's payments whole: the first page (started by the route's loader), then the
 * next, one at a time, until the last or until the invoice turns out to have over 1,000. One
 * page at a time rather than all at once: the store's rate limit is shared by every member of
 * staff, and each page shows progress as it arrives.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { wholeInvoicePaymentsOptions } from '../../api/invoice-queries';
import { type InvoiceCount, wholeInvoice } from './whole-invoice';

export function useWholeInvoice(invoiceId: string, invoice: InvoiceCount | undefined) {
  const query = useInfiniteQuery({
    ...wholeInvoicePaymentsOptions(invoiceId),
    // An error already in the cache is this page's own (the request the loader started): show
    // it with a Retry button rather than repeat the request on mount.
    retryOnMount: false,
  });
  const pages = query.data?.pages;
  const state = useMemo(() => (pages ? wholeInvoice(pages, invoice) : null), [pages, invoice]);

  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const overLimit = state?.overLimit ?? false;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isFetchNextPageError && !overLimit) void fetchNextPage();
  }, [hasNextPage, isFetching, isFetchNextPageError, overLimit, fetchNextPage]);

  return { query, state };
}
