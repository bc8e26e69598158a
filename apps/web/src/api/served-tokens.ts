/**
 * The served-tokens the BFF sends with page data (`X-Served-Token`), kept until the page reports
 * its view: the token lets whichever replica receives the report check that this data was
 * served to this person, without the replica that served it. Only the token's page and id are
 * read here; the rest is the BFF's signature. Bounded: the oldest go first.
 */
import type { ViewReport } from '@pc/contract';
import { SERVED_TOKEN_HEADER } from '@pc/contract/view-reports';

const MAX_TOKENS = 200;
const tokens = new Map<string, string>();

const keyOf = (page: string, id: string) => `${page}:${id.toLowerCase()}`;

/** Keeps an answer's served-token, if it has one (a newer answer replaces an older token). */
export function noteServedToken(headers: Headers): void {
  const token = headers.get(SERVED_TOKEN_HEADER);
  if (!token) return;
  const [page = '', id = ''] = token.split('.');
  const key = keyOf(page, id);
  tokens.delete(key);
  tokens.set(key, token);
  if (tokens.size > MAX_TOKENS) tokens.delete(tokens.keys().next().value as string);
}

/** The token for this report's page, if its data came with one. */
export function servedTokenFor(report: ViewReport): string | undefined {
  return tokens.get(keyOf(report.page, report.id));
}
