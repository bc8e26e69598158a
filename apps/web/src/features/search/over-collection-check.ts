/**
 * "Nothing owed" is not the end of "you charged me twice": a paid invoice may have collected more
 * than it billed. The customer page knows (it reads its paid invoices' payments), so a search
 * list fetches, as a prefetch, the customer pages of its first few customers who owe nothing —
 * the pages an agent opens next, cached for that — and their Owes cells read the answer from the
 * query cache. Any other row's cell knows once its page is in the cache (a hovered link
 * prefetches it too). The BFF records these as served, not viewed (api/intent.ts).
 */
import type { SearchCustomer } from '@pc/contract';
import { overCollectedTotal } from '@pc/contract/customer-balance';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { customerQueryOptions } from '../../api/lookup-queries';
import { prefetchOrForget } from '../../api/prefetch';

/**
 * The "Nothing owed" customers of one list whose pages are fetched: each costs the store the
 * customer page's reads (about 4 + one per paid invoice among their 10 newest), once.
 */
export const OVER_COLLECTION_CHECKED = 3;

/** Fetches the customer pages of the list's first `OVER_COLLECTION_CHECKED` who owe nothing. */
export function useOverCollectionChecks(customers: readonly SearchCustomer[]): void {
  const queryClient = useQueryClient();
  const ids = customers
    .filter((c) => c.owed === false)
    .slice(0, OVER_COLLECTION_CHECKED)
    .map((c) => c.id)
    .join(' ');
  useEffect(() => {
    for (const id of ids.split(' ').filter(Boolean))
      prefetchOrForget(queryClient, customerQueryOptions(id));
  }, [ids, queryClient]);
}

/**
 * What the customer's paid invoices collected beyond their totals, per currency, from their page
 * in the query cache (nothing is fetched here); null while the page is not there.
 */
export function useOverCollected(subscriberId: string) {
  const { data } = useQuery({ ...customerQueryOptions(subscriberId), enabled: false });
  return data ? overCollectedTotal(data.invoices) : null;
}
