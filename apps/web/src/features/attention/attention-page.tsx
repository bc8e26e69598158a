/**
 * `/attention` and `/my-work` (in the views' chunk, see routes/attention-route.tsx and
 * routes/my-work-route.tsx): every outstanding invoice of the store, from the BFF's snapshot,
 * with the team's case on each; My work is the same list narrowed to the reader's own cases. The
 * URL is the state: filters, order and page are read from it and every control writes to it, so
 * a link, reload or Back shows the same list. The team's and the lead's filters are the BFF's
 * (they read the console's database and its clock); state, reason and order are applied here
 * (attention-rows.ts), the page is a slice, and the export writes them all.
 */
import type { AttentionPage as AttentionPageData, AttentionRow } from '@pc/contract';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import {
  type AttentionFilter,
  type AttentionSearch,
  DEFAULT_ATTENTION_LIMIT,
  serverFilterOf,
} from '../../addresses/attention-search';
import { attentionQueryOptions } from '../../api/attention-queries';
import { useMyEmail } from '../../api/use-me';
import { attentionView, useReportView } from '../../api/use-report-view';
import { DataTablePagination } from '../../components/data-table/data-table-pagination';
import { TableOptions } from '../../components/data-table/table-options';
import {
  hiddenColumnsAfter,
  useTablePreferences,
} from '../../components/data-table/table-preferences';
import { TableSkeleton } from '../../components/table-skeleton';
import { computeClientPaging, type PageLimit } from '../../lib/paging';
import { useHeadingFocus } from '../../page-focus/heading-focus';
import { LoadErrorCard } from '../page-parts/load-error-card';
import { usePageTitle } from '../page-parts/page-states';
import { AttentionAssignBar } from './attention-assign-bar';
import { attentionRowsFor } from './attention-rows';
import { AttentionCounts, SnapshotStatus } from './attention-summary';
import { AttentionTable } from './attention-table';
import {
  ATTENTION_COLUMN_IDS,
  ATTENTION_COLUMN_LABELS,
  ATTENTION_TABLE,
} from './attention-table-features';
import { AttentionToolbar } from './attention-toolbar';
import { balanceCurrencies } from './balance-by-currency';

/** Which list: every outstanding invoice, or the reader's own cases. */
export type AttentionListKind = 'all' | 'my-work';

const TEXTS = {
  all: {
    title: 'Needs attention',
    subtitle:
      'Every outstanding invoice of the store: failing, out of retries, waiting for a manual payment or for tax, or not yet attempted.',
  },
  'my-work': {
    title: 'My work',
    subtitle:
      'The outstanding invoices assigned to you; Follow-up due narrows them to today’s and the overdue. Colleagues’ changes show within half a minute.',
  },
} as const;

function emptyText(
  page: AttentionPageData,
  kind: AttentionListKind,
  filter: AttentionFilter,
  listed: number,
): string {
  // An old link's offset past the end: the rows exist, this page has none (First leads back).
  if (listed > 0) return 'No invoice on this page: the list is shorter now.';
  if (page.casesUnavailable && (kind === 'my-work' || filter.owner || filter.due || filter.case)) {
    return 'The team’s cases cannot be read right now, so no case filter can be applied.';
  }
  if (kind === 'my-work') return 'No outstanding invoice is assigned to you.';
  if (Object.values(filter).some((value) => value !== undefined)) {
    return 'No outstanding invoice matches these filters.';
  }
  if (page.snapshot.status === 'building') return 'No invoice read yet.';
  return 'No outstanding invoice: every invoice of the store is paid.';
}

/** The list's own address, which an invoice opened from it keeps for next and previous. */
function listAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function AttentionPage({
  kind,
  search,
  onSearch,
}: {
  kind: AttentionListKind;
  search: AttentionSearch;
  onSearch: (change: Partial<AttentionSearch>) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const texts = TEXTS[kind];
  usePageTitle(texts.title);
  const me = useMyEmail();
  const filter = useMemo(
    () => serverFilterOf(kind === 'my-work' ? { ...search, owner: 'me' } : search),
    [kind, search],
  );
  const query = useQuery(attentionQueryOptions(filter));
  const page = query.data;
  const now = query.dataUpdatedAt || Date.now();
  const [preferences, setPreferences] = useTablePreferences(ATTENTION_TABLE);
  const [selection, setSelection] = useState<RowSelectionState>({});

  const rows = useMemo(() => (page ? attentionRowsFor(page.rows, search) : []), [page, search]);
  const limit: PageLimit = search.limit ?? DEFAULT_ATTENTION_LIMIT;
  const paging = computeClientPaging(search.offset, limit, rows.length);
  const shown = rows.slice(paging.offset, paging.offset + paging.rowsOnPage);
  const selected = useMemo(
    () => rows.filter((row) => selection[row.invoice.id]),
    [rows, selection],
  );
  const currencies = useMemo(() => {
    const codes = balanceCurrencies(page?.rows.map((row) => row.balanceDue) ?? []);
    return search.currency && !codes.includes(search.currency)
      ? [...codes, search.currency].sort()
      : codes;
  }, [page, search.currency]);
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

  const change = (next: Partial<AttentionSearch>) => {
    // A new filter is another list: what was selected in the old one is not carried over.
    if (Object.keys(next).some((key) => key !== 'offset' && key !== 'limit')) setSelection({});
    onSearch(next);
  };

  return (
    <div className="page attention-page">
      <header className="page-header">
        <h1 ref={heading} className="page-title" tabIndex={-1}>
          {texts.title}
        </h1>
        <p className="card__subtitle">{texts.subtitle}</p>
        {page ? (
          <>
            <SnapshotStatus
              snapshot={page.snapshot}
              fetching={query.isFetching}
              onRetry={() => void query.refetch()}
            />
            {page.casesUnavailable ? (
              <p className="banner banner--warning" role="status">
                <span className="banner__text">
                  The team’s cases and notes are unavailable right now (the console’s database
                  cannot be read): owners, follow-ups and promises are not shown.
                </span>
              </p>
            ) : null}
            {kind === 'all' ? <AttentionCounts counts={page.counts} /> : null}
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
            currencies={currencies}
            ownerFixed={kind === 'my-work'}
            onFilterChange={(next) => change({ ...next, offset: 0 })}
            report={{ sort: search.sort, asOf: page.snapshot.asOf }}
            options={
              <TableOptions
                density={preferences.density}
                columns={ATTENTION_COLUMN_IDS.filter((id) => id !== 'select').map((id) => ({
                  id,
                  label: ATTENTION_COLUMN_LABELS[id],
                  shown: !preferences.hiddenColumns.includes(id),
                  hideable: !ATTENTION_TABLE.alwaysShown.includes(id),
                }))}
                onDensityChange={(density) => setPreferences({ density })}
                onShownChange={(id, shownNow) =>
                  setPreferences({
                    hiddenColumns: hiddenColumnsAfter(ATTENTION_TABLE, preferences, id, shownNow),
                  })
                }
              />
            }
          />
          <AttentionAssignBar selected={selected} me={me} onDone={() => setSelection({})} />
          <AttentionTable
            rows={shown}
            sort={search.sort}
            now={now}
            empty={emptyText(page, kind, search, rows.length)}
            selection={selection}
            hiddenColumns={preferences.hiddenColumns}
            density={preferences.density}
            from={listAddress()}
            onSelectionChange={(updater) =>
              setSelection((current) =>
                typeof updater === 'function' ? updater(current) : updater,
              )
            }
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
