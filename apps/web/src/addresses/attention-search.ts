/**
 * The attention list's query string, `?state=&category=&owner=&due=&case=&currency=&lastAttempt=
 * &sort=&offset=&limit=`: the filters by state and by the last decline's category, the team's
 * filters (Mine or Unassigned, follow-up due, the case's state such as a promise broken), the
 * lead's (the balance's currency, the last attempt within 7 or 30 days), the order, and the page. As on the invoice page each
 * key falls back to its default on its own (an unknown state shows every state), and the keys are
 * always written in one order with the root's (`tz`) last, so one view has one address.
 *
 * No imports beyond types and zod/mini: the route's schema is in the initial chunk, the decline
 * table is not.
 */
import { ATTENTION_STATES } from '@pc/contract/attention-state';
import { DECLINE_CATEGORIES } from '@pc/contract/decline-table';
import { PAGE_LIMIT_CHOICES } from '@pc/contract/limits';
import { CASE_STATES } from '@pc/contract/team-work/case-state';
import * as z from 'zod/mini';
import { schemaKeyOrder } from './key-order';

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

/** Whose cases: the signed-in person's, or nobody's. */
export const ATTENTION_OWNERS = ['me', 'nobody'] as const;

/** The last attempt's date filter: within a week, or a month. */
export const LAST_ATTEMPT_DAYS = [7, 30] as const;

/** Rows per page when the URL names none. */
export const DEFAULT_ATTENTION_LIMIT = 25;

export const attentionSearchSchema = z.object({
  /** One state, or every state when absent. */
  state: z.catch(z.optional(z.enum(ATTENTION_STATES)), undefined),
  /** The last failed attempt's decline category, or any when absent. */
  category: z.catch(z.optional(z.enum(DECLINE_CATEGORIES)), undefined),
  /** `me` (Mine) or `nobody` (Unassigned); anyone's when absent. */
  owner: z.catch(z.optional(z.enum(ATTENTION_OWNERS)), undefined),
  /** Only cases whose follow-up date is today or past (UTC). */
  due: z.catch(z.optional(z.literal(true)), undefined),
  /** The case's state (`promise-broken`: the filter "Promise broken"). */
  case: z.catch(z.optional(z.enum(CASE_STATES)), undefined),
  /** The balance's currency, an ISO 4217 code. */
  currency: z.catch(z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))), undefined),
  /** The last attempt within this many days. */
  lastAttempt: z.catch(z.optional(z.literal(LAST_ATTEMPT_DAYS)), undefined),
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
export type AttentionFilter = Pick<
  AttentionSearch,
  'state' | 'category' | 'owner' | 'due' | 'case' | 'currency' | 'lastAttempt'
>;

/** The filters the BFF applies (they read the console's database or its clock). */
export type AttentionServerFilter = Pick<
  AttentionSearch,
  'owner' | 'due' | 'case' | 'currency' | 'lastAttempt'
>;

export function serverFilterOf(search: AttentionFilter): AttentionServerFilter {
  const { owner, due, case: state, currency, lastAttempt } = search;
  return { owner, due, case: state, currency, lastAttempt };
}

/** Values the address leaves out, so that links stay short (`stripSearchParams`). */
export const ATTENTION_SEARCH_DEFAULTS = { sort: DEFAULT_ATTENTION_SORT, offset: 0 } as const;

export const attentionKeyOrder = schemaKeyOrder<AttentionSearch>(attentionSearchSchema);
