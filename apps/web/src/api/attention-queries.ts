/**
 * The attention list's one request, `GET /api/attention`: the BFF's snapshot of the store's
 * outstanding invoices. The snapshot is built in the background at the BFF, so asking for it
 * costs the store nothing; while it is being built (or refreshed) the page asks again, so that
 * "building: 120 of 300" counts up and a finished refresh replaces the rows on its own.
 */
import type { AttentionExportReport, AttentionPage } from '@pc/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AttentionServerFilter } from '../addresses/attention-search';
import { type Call, client, send } from './client';

/** The filters as `GET /api/attention` spells them (docs/team-work.md); absent ones left out. */
export function attentionQueryOf(filter: AttentionServerFilter) {
  return {
    owner: filter.owner,
    due: filter.due ? ('1' as const) : undefined,
    case: filter.case,
    currency: filter.currency,
    lastAttempt:
      filter.lastAttempt === undefined ? undefined : (String(filter.lastAttempt) as '7' | '30'),
  };
}

export function fetchAttention(filter: AttentionServerFilter, call?: Call): Promise<AttentionPage> {
  const signal = call?.signal;
  return send(
    () =>
      client(call).api.attention.$get({ query: attentionQueryOf(filter) }, { init: { signal } }),
    call,
  );
}

/** Tells the audit trail that the person exported the list (its count and filters, no rows). */
export async function reportAttentionExport(report: AttentionExportReport): Promise<void> {
  await send(() => client().api.audit['attention-exports'].$post({ json: report }));
}

/** While the first snapshot is built: often enough that the count moves. */
export const BUILDING_POLL_MS = 2_000;
/** While a complete snapshot is refreshed: its rows stay on screen, the new ones come once. */
export const REFRESHING_POLL_MS = 10_000;

/**
 * At rest: the next refresh starts within minutes, and the page should say so when it does; the
 * rows' cases come from the console's database at each ask, so a colleague's change shows
 * within this too (the issue asks for 60 s at most).
 */
export const AT_REST_POLL_MS = 30_000;

/** How soon to ask again after this answer (none yet: Query's own retry policy decides). */
export function attentionPollInterval(page: AttentionPage | undefined): number | false {
  if (!page) return false;
  if (page.snapshot.status === 'building') return BUILDING_POLL_MS;
  return page.snapshot.refreshing ? REFRESHING_POLL_MS : AT_REST_POLL_MS;
}

export const attentionKeys = {
  all: () => ['attention'] as const,
  list: (filter: AttentionServerFilter) =>
    [...attentionKeys.all(), attentionQueryOf(filter)] as const,
};

export const attentionQueryOptions = (filter: AttentionServerFilter = {}) =>
  queryOptions({
    queryKey: attentionKeys.list(filter),
    queryFn: (context) => fetchAttention(filter, context),
    // The snapshot changes only when a refresh ends; the cases when a colleague writes one.
    staleTime: 10_000,
    refetchInterval: (query) => attentionPollInterval(query.state.data),
    // Colleagues' changes show when the window regains focus: the BFF answers from its
    // snapshot and the console's database, at no cost to the store.
    refetchOnWindowFocus: true,
    // A filter change keeps the rows on screen until the new ones come.
    placeholderData: keepPreviousData,
  });
