/**
 * `GET /api/search?q=`: runs the search the text's kind calls for (@pc/contract search-text.ts)
 * and says what was found in a form fit for the audit trail: ids per group, never the text.
 */
import type { SearchQuery, SearchResult, SearchSource } from '@pc/contract';
import { DEFAULT_PERSON } from '../store-budget/rate-limiter.ts';
import { currentScope } from '../store-budget/request-scope.ts';
import { budgeted, type SearchLimits } from '../store-budget/search-budget.ts';
import type { Upstream } from '../upstream/read-resource.ts';
import type { IndexSearch } from './index-search.ts';
import { searchByIds } from './search-by-id.ts';
import { searchByEmail, searchByText } from './search-by-text.ts';
import { type Group, type SearchGroups, toGroup } from './search-groups.ts';

/** Where the answer came from when there is no store index (no database). */
const NO_INDEX: SearchSource = {
  answeredBy: 'elastic-path',
  index: 'none',
  asOf: null,
  holds: {},
  partial: [],
  comparedAs: null,
};

/**
 * Reads the store index first (index-search.ts) and Elastic Path only where the index cannot
 * answer, or where a list it holds in part may hide more; what the live search finds is added to
 * the index. The answer says where it came from (`source`).
 * @example await runSearch(upstream, { kind: 'text', text: 'Globex' }, Date.now(), { limits, signal, index }) // { kind: 'text', customers: …, source: { answeredBy: 'index', … } }
 * @throws FilterTextError when text holds what no filter can carry, before anything is sent
 */
export async function runSearch(
  upstream: Upstream,
  query: SearchQuery,
  now: number,
  bounds: { limits: SearchLimits; signal?: AbortSignal; index?: IndexSearch | null },
): Promise<SearchResult> {
  const fromIndex = bounds.index ? await bounds.index.answer(query, now) : null;
  const source = fromIndex?.source ?? NO_INDEX;
  if (fromIndex?.groups && !fromIndex.alsoLive) {
    return { kind: query.kind, ...fromIndex.groups, source };
  }
  const live = await runLive(upstream, query, now, bounds);
  if (fromIndex) bounds.index?.learn(live);
  if (!fromIndex?.groups) return { ...live, source };
  return { ...mergeGroups(fromIndex.groups, live), kind: query.kind, source };
}

/** The index's matches first (they are ranked), then what only Elastic Path found. */
function mergeGroups(first: SearchGroups, then: SearchGroups): SearchGroups {
  const merge = <T extends { id: string }>(a: Group<T>, b: Group<T>): Group<T> => {
    const group = toGroup([...a.items, ...b.items], null, a.more || b.more);
    return group;
  };
  return {
    customers: merge(first.customers, then.customers),
    subscriptions: merge(first.subscriptions, then.subscriptions),
    invoices: merge(first.invoices, then.invoices),
  };
}

/**
 * The live search of Elastic Path, within its bounds (search-budget.ts), once it is the
 * person's turn. When one call fails, or `signal` aborts (the browser went away), the search's
 * calls that have not started are cancelled.
 */
async function runLive(
  upstream: Upstream,
  query: SearchQuery,
  now: number,
  bounds: { limits: SearchLimits; signal?: AbortSignal },
): Promise<SearchResult> {
  const { limits, signal } = bounds;
  const person = currentScope()?.person ?? DEFAULT_PERSON;
  const endTurn = await limits.slots.take(person, limits.perPerson, signal);
  const search = budgeted(upstream, limits, signal);
  try {
    return await runKind(search.upstream, query, now);
  } catch (error) {
    search.stop(error);
    throw error;
  } finally {
    endTurn();
  }
}

async function runKind(upstream: Upstream, query: SearchQuery, now: number): Promise<SearchResult> {
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
