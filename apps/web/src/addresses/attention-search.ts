/**
 * The attention list's query string, `?state=&category=&sort=&offset=&limit=`: the filters by
 * state and by the last decline's category, the order, and the page. As on the invoice page each
 * key falls back to its default on its own (an unknown state shows every state), and the keys are
 * always written in one order with the root's (`tz`) last, so one view has one address.
 *
 * No imports beyond types and zod/mini: the route's schema is in the initial chunk, the decline
 * table is not.
 */
import { ATTENTION_STATES } from '@pc/contract/attention-state';
import { DECLINE_CATEGORIES } from '@pc/contract/decline-table';
import { PAGE_LIMIT_CHOICES } from '@pc/contract/limits';
import type { SearchMiddleware } from '@tanstack/react-router';
import * as z from 'zod/mini';

/** What the list can be sorted by: the last attempt's time, the balance due, the next retry. */
export const ATTENTION_SORT_KEYS = ['lastAttempt', 'balance', 'nextRetry'] as const;
export type AttentionSortKey = (typeof ATTENTION_SORT_KEYS)[number];
export type AttentionSort = `${AttentionSortKey}.${'asc' | 'desc'}`;

export const ATTENTION_SORTS: readonly AttentionSort[] = ATTENTION_SORT_KEYS.flatMap((key) => [
  `${key}.desc` as const,
  `${key}.asc` as const,
]);

/** Most recent attempt first: what went wrong last is what a lead reads first. */
export const DEFAULT_ATTENTION_SORT: AttentionSort = 'lastAttempt.desc';

/** Rows per page when the URL names none. */
export const DEFAULT_ATTENTION_LIMIT = 25;

export const attentionSearchSchema = z.object({
  /** One state, or every state when absent. */
  state: z.catch(z.optional(z.enum(ATTENTION_STATES)), undefined),
  /** The last failed attempt's decline category, or any when absent. */
  category: z.catch(z.optional(z.enum(DECLINE_CATEGORIES)), undefined),
  sort: z.catch(
    z._default(
      z.enum(ATTENTION_SORTS as [AttentionSort, ...AttentionSort[]]),
      DEFAULT_ATTENTION_SORT,
    ),
    DEFAULT_ATTENTION_SORT,
  ),
  /** Rows skipped; 0 when absent. The list is the browser's, so there is no upstream limit. */
  offset: z.catch(z._default(z.int().check(z.minimum(0)), 0), 0),
  /** Rows per page, 10/25/50/100; absent: 25. */
  limit: z.catch(z.optional(z.literal(PAGE_LIMIT_CHOICES)), undefined),
});

export type AttentionSearch = z.output<typeof attentionSearchSchema>;

/** What narrows the list (the export's file name names it). */
export type AttentionFilter = Pick<AttentionSearch, 'state' | 'category'>;

/** Values the address leaves out, so that links stay short (`stripSearchParams`). */
export const ATTENTION_SEARCH_DEFAULTS = { sort: DEFAULT_ATTENTION_SORT, offset: 0 } as const;

export const attentionKeyOrder: SearchMiddleware<AttentionSearch> = ({ search, next }) => {
  const { state, category, sort, offset, limit, ...rest } = next(search);
  return { state, category, sort, offset, limit, ...rest };
};
