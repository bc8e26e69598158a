/**
 * How a search collects what it found: filtered lists read one item beyond a group's size (the
 * real service's Subscriptions lists carry no totals, docs/upstream/real-service.md#no-meta-on-subscriptions-lists, so a full answer is the only sign that
 * more matched), and groups that merge, dedupe, order and cut to 25.
 */
import type { SearchResult } from '@pc/contract';
import type { z } from 'zod';
import { query } from '../upstream/filter.ts';
import { templateOf } from '../upstream/paths.ts';
import { readResource, type Upstream, UpstreamStatusError } from '../upstream/read-resource.ts';

/** Items a group shows. */
export const GROUP_SIZE = 25;
/** Items a filtered list is asked for: one more than a group shows. */
export const MATCH_LIMIT = GROUP_SIZE + 1;

export interface Group<T> {
  items: T[];
  more: boolean;
}

/** What each kind of search finds; the route adds the kind. */
export type SearchGroups = Omit<SearchResult, 'kind'>;

export const emptyGroup = <T>(): Group<T> => ({ items: [], more: false });

/** `readResource`'s answer to an upstream 400; on a filtered list that is a rejected filter (docs/upstream/navigation.md#filter-grammar). */
function isRejectedFilter(error: unknown): boolean {
  return error instanceof UpstreamStatusError && error.upstreamStatus === 400;
}

/**
 * One list (filtered, or a resource's own such as a member's memberships), `MATCH_LIMIT` items at most. A filter Elastic Path rejects matches nothing
 * (docs/upstream/navigation.md#filter-grammar: "does not match the text"), and so does a 404; every other failure is the caller's.
 * @example await readMatches(upstream, upstreamSubscriberListSchema, SUBSCRIBERS_PATH, { filter: eqText('email', email) })
 */
export async function readMatches<S extends z.ZodType<{ data: unknown[] }>>(
  upstream: Upstream,
  schema: S,
  path: string,
  params: { filter?: string; include?: string; sort?: string },
): Promise<z.output<S> | null> {
  try {
    return await readResource(
      upstream,
      schema,
      path,
      query({ ...params, 'page[limit]': MATCH_LIMIT }),
    );
  } catch (error) {
    if (!isRejectedFilter(error)) throw error;
    upstream.log.warn('search.filter_rejected', { path: templateOf(path) });
    return null;
  }
}

/** True when a list came back full: more matched than it holds. */
export function isFull(page: { data: readonly unknown[] } | null | undefined): boolean {
  return (page?.data.length ?? 0) >= MATCH_LIMIT;
}

/** The first of each id, in the order given. */
export function uniqueById<T extends { id: string }>(items: Iterable<T>): T[] {
  const byId = new Map<string, T>();
  for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/**
 * Deduped, ordered, cut to `GROUP_SIZE`; `more` when something was cut or a source was full.
 * @example toGroup(customers, byCustomerName, isFull(page))
 */
export function toGroup<T extends { id: string }>(
  items: Iterable<T>,
  order: ((x: T, y: T) => number) | null,
  sourceFull: boolean,
): Group<T> {
  const unique = uniqueById(items);
  if (order) unique.sort(order);
  return { items: unique.slice(0, GROUP_SIZE), more: sourceFull || unique.length > GROUP_SIZE };
}
