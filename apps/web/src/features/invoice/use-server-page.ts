/**
 * Over 1,000 payments the invoice is not loaded whole: the server pages instead.
 * The page in the URL is fetched (the previous one stays on screen meanwhile) and the next one
 * prefetched, so Next shows it at once; a failed prefetch is forgotten, so Next tries again.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invoicePaymentsPageOptions } from '../../api/invoice-queries';
import { prefetchOrForget } from '../../api/prefetch';
import { computePaging } from '../../lib/paging';

export function useServerPage(invoiceId: string, offset: number, limit: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...invoicePaymentsPageOptions(invoiceId, { offset, limit }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const paging = query.data ? computePaging(query.data, limit) : null;
  const nextOffset = query.isPlaceholderData ? null : (paging?.nextOffset ?? null);
  useEffect(() => {
    if (!enabled || nextOffset === null) return;
    prefetchOrForget(
      queryClient,
      invoicePaymentsPageOptions(invoiceId, { offset: nextOffset, limit }),
    );
  }, [queryClient, invoiceId, nextOffset, limit, enabled]);
  return { query, paging };
}
