/**
 * The served-tokens the BFF sends with page data (`X-Served-Token`), kept until the page reports
 * its view: the token lets whichever replica receives the report check that this data was
 * served to this person, without the replica that served it. Only the token's page and id are
 * read here; the rest is the BFF's signature.
 *
 * Kept in the cache of the query client whose request brought it (decision 036), one entry per
 * page and id, and dropped as the BFF stops accepting it (query-client.ts sets the entries'
 * lifetime), so nothing outlives the client or grows without bound.
 */
import type { ViewReport } from '@pc/contract';
import { SERVED_TOKEN_HEADER } from '@pc/contract/view-reports';
import type { QueryClient } from '@tanstack/react-query';

/** The BFF accepts a token for ten minutes (apps/bff/src/audit/served-token.ts). */
export const SERVED_TOKEN_LIFETIME_MS = 10 * 60_000;

export const servedTokenKeys = {
  all: () => ['served-token'] as const,
  of: (page: string, id: string) => [...servedTokenKeys.all(), page, id.toLowerCase()] as const,
};

/** Keeps an answer's served-token, if it has one (a newer answer replaces an older token). */
export function noteServedToken(client: QueryClient, headers: Headers): void {
  const token = headers.get(SERVED_TOKEN_HEADER);
  if (!token) return;
  const [page = '', id = ''] = token.split('.');
  client.setQueryData(servedTokenKeys.of(page, id), token);
}

/** The token for this report's page, if its data came with one. */
export function servedTokenFor(client: QueryClient, report: ViewReport): string | undefined {
  return client.getQueryData<string>(servedTokenKeys.of(report.page, report.id));
}
