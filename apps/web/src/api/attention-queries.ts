/**
 * The attention list's one request, `GET /api/attention`: the BFF's snapshot of the store's
 * outstanding invoices. The snapshot is built in the background at the BFF, so asking for it
 * costs the store nothing; while it is being built (or refreshed) the page asks again, so that
 * "building: 120 of 300" counts up and a finished refresh replaces the rows on its own.
 */
import type { AttentionExportReport, AttentionPage } from '@pc/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Call, client, send } from './client';

export function fetchAttention(call?: Call): Promise<AttentionPage> {
  const signal = call?.signal;
  return send(() => client(call).api.attention.$get({ query: {} }, { init: { signal } }), call);
}

/** Tells the audit trail that the person exported the list (its count and filters, no rows). */
export async function reportAttentionExport(report: AttentionExportReport): Promise<void> {
  await send(() => client().api.audit['attention-exports'].$post({ json: report }));
}

/** While the first snapshot is built: often enough that the count moves. */
export const BUILDING_POLL_MS = 2_000;
/** While a complete snapshot is refreshed: its rows stay on screen, the new ones come once. */
export const REFRESHING_POLL_MS = 10_000;

/** At rest: the next refresh starts within minutes, and the page should say so when it does. */
export const AT_REST_POLL_MS = 60_000;

/** How soon to ask again after this answer (none yet: Query's own retry policy decides). */
export function attentionPollInterval(page: AttentionPage | undefined): number | false {
  if (!page) return false;
  if (page.snapshot.status === 'building') return BUILDING_POLL_MS;
  return page.snapshot.refreshing ? REFRESHING_POLL_MS : AT_REST_POLL_MS;
}

export const attentionKeys = { all: () => ['attention'] as const };

export const attentionQueryOptions = () =>
  queryOptions({
    queryKey: attentionKeys.all(),
    queryFn: (context) => fetchAttention(context),
    // The BFF's snapshot changes only when a refresh ends, minutes apart.
    staleTime: 30_000,
    refetchInterval: (query) => attentionPollInterval(query.state.data),
  });
