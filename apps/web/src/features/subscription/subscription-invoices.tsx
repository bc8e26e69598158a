/**
 * The subscription's invoices, newest first, one page at a time: the page is the URL's
 * (`?offset=&limit=`), the previous page stays on screen while the next loads, and the next one
 * is prefetched. With upstream totals the pager says "of N" and offers first and last; without
 * them (the real service gives none) it says only what is certain.
 */
import { billingPeriodDays } from '@pc/contract/billing-period';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DEFAULT_PAGE_LIMIT } from '../../addresses/invoice-search';
import { SUBSCRIPTION_PATH } from '../../addresses/paths';
import type { SubscriptionSearch } from '../../addresses/subscription-search';
import { subscriptionInvoicesQueryOptions } from '../../api/lookup-queries';
import { prefetchOrForget } from '../../api/prefetch';
import { DataTablePagination } from '../../components/data-table/data-table-pagination';
import { TableSkeleton } from '../../components/table-skeleton';
import { alignOffset, computePaging, type PageLimit } from '../../lib/paging';
import {
  invoiceColumn,
  invoiceCreatedColumn,
  invoiceNumberColumn,
  invoicePaidColumn,
  invoiceRetriesColumn,
  invoiceTotalColumn,
} from '../page-parts/invoice-columns';
import { LinkTable } from '../page-parts/link-table';
import { LoadErrorCard } from '../page-parts/load-error-card';

const subscriptionRouteApi = getRouteApi(SUBSCRIPTION_PATH);

const columns = invoiceColumn.columns([
  invoiceNumberColumn,
  invoiceCreatedColumn,
  invoiceColumn.accessor('billingPeriod', {
    header: 'Billing period',
    // UTC calendar days, the end exclusive: an instant shifted into the browser's zone would
    // read March as "Feb 28 – Mar 31".
    cell: ({ getValue }) => (
      <span className="period">{billingPeriodDays(getValue())?.range ?? 'Unknown'}</span>
    ),
    meta: { times: 'utc-days' },
  }),
  invoiceTotalColumn,
  invoicePaidColumn,
  invoiceRetriesColumn,
]);

export function SubscriptionInvoices({ subscriptionId }: { subscriptionId: string }) {
  const search = subscriptionRouteApi.useSearch();
  const navigate = subscriptionRouteApi.useNavigate();
  const queryClient = useQueryClient();
  const limit = search.limit ?? DEFAULT_PAGE_LIMIT;
  const request = { offset: search.offset, limit };
  const query = useQuery({
    ...subscriptionInvoicesQueryOptions(subscriptionId, request),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
  const page = query.data;
  const paging = page ? computePaging(page, limit) : null;

  // The next page, prefetched so Next shows it at once; a failed prefetch is forgotten.
  const nextOffset = page && !query.isPlaceholderData ? (paging?.nextOffset ?? null) : null;
  useEffect(() => {
    if (nextOffset === null) return;
    prefetchOrForget(
      queryClient,
      subscriptionInvoicesQueryOptions(subscriptionId, { offset: nextOffset, limit }),
    );
  }, [queryClient, subscriptionId, nextOffset, limit]);

  const go = (next: Partial<SubscriptionSearch>) =>
    void navigate({ search: (current) => ({ ...current, ...next }), resetScroll: false });

  if (!page || !paging) {
    if (query.isError)
      return <LoadErrorCard title="The invoices could not be loaded" query={query} />;
    return <TableSkeleton label="Loading invoices" />;
  }

  return (
    <LinkTable
      caption={<h2 className="card__title">Invoices</h2>}
      columns={columns}
      data={page.data}
      busy={query.isFetching && query.isPlaceholderData}
      empty={
        search.offset === 0
          ? 'No invoice has been issued for this subscription yet.'
          : 'This subscription has fewer invoices than this page starts at.'
      }
      footer={
        page.data.length > 0 || search.offset > 0 ? (
          <DataTablePagination
            paging={paging}
            limit={limit}
            onOffsetChange={(offset) => go({ offset })}
            onLimitChange={(next: PageLimit) =>
              go({
                limit: next === DEFAULT_PAGE_LIMIT ? undefined : next,
                offset: alignOffset(search.offset, next),
              })
            }
          />
        ) : null
      }
    />
  );
}
