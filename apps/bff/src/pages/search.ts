/**
 * `GET /api/search?q=`: runs the search the text's kind calls for (@pc/contract search-text.ts)
 * and says what was found in a form fit for the audit trail: ids per group, never the text.
 */
import type { SearchQuery, SearchResult } from '@pc/contract';
import type { Upstream } from '../upstream/read-resource.ts';
import { searchByIds } from './search-by-id.ts';
import { searchByEmail, searchByText } from './search-by-text.ts';

/**
 * @example await runSearch(upstream, { kind: 'text', text: 'Globex' }, Date.now()) // { kind: 'text', customers: …, … }
 * @throws FilterTextError when text holds what no filter can carry, before anything is sent
 */
export async function runSearch(
  upstream: Upstream,
  query: SearchQuery,
  now: number,
): Promise<SearchResult> {
  switch (query.kind) {
    case 'link':
      return { kind: 'link', ...(await searchByIds(upstream, query.ids, now)) };
    case 'uuid': {
      const id = query.id;
      const ids = { invoiceId: id, subscriptionId: id, subscriberId: id, accountId: id };
      return { kind: 'uuid', ...(await searchByIds(upstream, ids, now)) };
    }
    case 'email':
      return { kind: 'email', ...(await searchByEmail(upstream, query.email)) };
    case 'text':
      return { kind: 'text', ...(await searchByText(upstream, query.text, now)) };
  }
}

/**
 * What the audit line records about a result: its kind and the ids in each group.
 * @example foundIds(result) // { kind: 'email', customers: ['…'], subscriptions: [], invoices: [] }
 */
export function foundIds(result: SearchResult) {
  const ids = (group: { items: { id: string }[] }) => group.items.map((item) => item.id);
  return {
    kind: result.kind,
    customers: ids(result.customers),
    subscriptions: ids(result.subscriptions),
    invoices: ids(result.invoices),
  };
}
