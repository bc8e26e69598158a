/**
 * `/attention` (in the views' chunk, see routes/attention-route.tsx): every outstanding invoice of
 * the store, from the BFF's snapshot. The URL is the state: filters, order and page are read from
 * it and every control writes to it, so a link, reload or Back shows the same list. The rows are
 * filtered and sorted here (attention-rows.ts), paged as a slice, and exported whole.
 */
import type { AttentionPage as AttentionPageData, AttentionRow } from '@pc/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useRef } from 'react';
import {
  type AttentionFilter,
  type AttentionSearch,
  DEFAULT_ATTENTION_LIMIT,
} from '../../addresses/attention-search';
import { ATTENTION_PATH } from '../../addresses/paths';
import { attentionQueryOptions } from '../../api/attention-queries';
import { attentionView, useReportView } from '../../api/use-report-view';
import { DataTablePagination } from '../../components/data-table/data-table-pagination';
import { TableSkeleton } from '../../components/table-skeleton';
import { computeClientPaging, type PageLimit } from '../../lib/paging';
import { useHeadingFocus } from '../../page-focus/heading-focus';
import { LoadErrorCard } from '../page-parts/load-error-card';
import { usePageTitle } from '../page-parts/page-states';
import { attentionRowsFor } from './attention-rows';
import { AttentionCounts, SnapshotStatus } from './attention-summary';
import { AttentionTable } from './attention-table';
import { AttentionToolbar } from './attention-toolbar';

const attentionRouteApi = getRouteApi(ATTENTION_PATH);

function emptyText(page: AttentionPageData, filter: AttentionFilter, listed: number): string {
  // An old link's offset past the end: the rows exist, this page has none (First leads back).
  if (listed > 0) return 'No invoice on this page: the list is shorter now.';
  if (filter.state || filter.category) return 'No outstanding invoice matches these filters.';
  if (page.snapshot.status === 'building') return 'No invoice read yet.';
  return 'No outstanding invoice: every invoice of the store is paid.';
}

export function AttentionPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  usePageTitle('Needs attention');
  const search = attentionRouteApi.useSearch();
  const navigate = attentionRouteApi.useNavigate();
  const query = useQuery(attentionQueryOptions());
  const page = query.data;
  const now = query.dataUpdatedAt || Date.now();

  const rows = useMemo(() => (page ? attentionRowsFor(page.rows, search) : []), [page, search]);
  const limit: PageLimit = search.limit ?? DEFAULT_ATTENTION_LIMIT;
  const paging = computeClientPaging(search.offset, limit, rows.length);
  const shown = rows.slice(paging.offset, paging.offset + paging.rowsOnPage);
  // Each row's served-tag goes with the view report, so any replica can check the rows shown.
  const tagOf = useMemo(
    () => new Map<AttentionRow, string>(page?.rows.map((row, i) => [row, page.tags[i] ?? ''])),
    [page],
  );
  useReportView(
    page
      ? attentionView(
          page.snapshot.id,
          shown.map((row) => ({ invoice: row.invoice, tag: tagOf.get(row) ?? '' })),
        )
      : null,
  );

  const change = (next: Partial<AttentionSearch>) =>
    void navigate({ search: (current) => ({ ...current, ...next }), resetScroll: false });

  return (
    <div className="page attention-page">
      <header className="page-header">
        <h1 ref={heading} className="page-title" tabIndex={-1}>
          Needs attention
        </h1>
        <p className="card__subtitle">
          Every outstanding invoice of the store: failing, out of retries, waiting for a manual
          payment or for tax, or not yet attempted.
        </p>
        {page ? (
          <>
            <SnapshotStatus
              snapshot={page.snapshot}
              fetching={query.isFetching}
              onRetry={() => void query.refetch()}
            />
            <AttentionCounts counts={page.counts} />
          </>
        ) : null}
      </header>
      {query.isError && !page ? (
        <LoadErrorCard title="The list could not be loaded" query={query} />
      ) : !page ? (
        <TableSkeleton
          label="Outstanding invoices"
          status="Loading the list…"
          toolbar
          columns={9}
        />
      ) : (
        <section className="attention-list" aria-label="Outstanding invoices">
          <AttentionToolbar
            filter={search}
            rows={rows}
            onFilterChange={({ state, category }) => change({ state, category, offset: 0 })}
            report={{ sort: search.sort, asOf: page.snapshot.asOf }}
          />
          <AttentionTable
            rows={shown}
            sort={search.sort}
            now={now}
            empty={emptyText(page, search, rows.length)}
            onSortChange={(sort) => change({ sort, offset: 0 })}
          />
          <DataTablePagination
            paging={paging}
            limit={limit}
            onOffsetChange={(offset) => change({ offset })}
            onLimitChange={(next) => change({ limit: next, offset: 0 })}
          />
        </section>
      )}
    </div>
  );
}
