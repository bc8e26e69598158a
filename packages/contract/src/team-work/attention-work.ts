/**
 * The attention list as a team works it: its query (`GET /api/attention?owner=me&due=1
 * &case=promise-broken&currency=EUR&lastAttempt=7&sort=balance.desc`), and the pure filter and
 * sort the BFF applies to the snapshot's rows joined with their cases. Balances sort within
 * their currency, currencies in code order: ¥49,800 never lands above €1,299.00 by face value.
 */
import { z } from 'zod';
import { CASE_STATES, type CaseState, type UtcDate } from './case-state.ts';
import { currencyCodeSchema } from './schemas.ts';

export const ATTENTION_LIST_SORTS = [
  'lastAttempt.desc',
  'lastAttempt.asc',
  'balance.desc',
  'balance.asc',
  'nextRetry.asc',
  'nextRetry.desc',
  'followUp.asc',
] as const;
export type AttentionListSort = (typeof ATTENTION_LIST_SORTS)[number];

/** Days back the last attempt's date filter offers. */
export const LAST_ATTEMPT_WITHIN_DAYS = ['7', '30'] as const;

export const ATTENTION_QUERY_PARAMETERS = [
  'owner',
  'due',
  'case',
  'currency',
  'lastAttempt',
  'sort',
] as const;

/**
 * Every filter is optional and they combine (AND); none: the whole snapshot in its own order.
 * - `owner`: `me` (Mine), `nobody` (Unassigned), or a colleague's email;
 * - `due=1`: the follow-up date is today or past (UTC);
 * - `case`: the case's state (`promise-broken` is the filter "Promise broken");
 * - `currency`: the balance's currency; `lastAttempt`: the last attempt within 7 or 30 days.
 */
export const attentionQuerySchema = z.strictObject({
  owner: z.string().min(1).max(320).optional(),
  due: z.literal('1', { error: 'must be 1 (or left out)' }).optional(),
  case: z.enum(CASE_STATES).optional(),
  currency: currencyCodeSchema.optional(),
  lastAttempt: z.enum(LAST_ATTEMPT_WITHIN_DAYS).optional(),
  sort: z.enum(ATTENTION_LIST_SORTS).optional(),
});
export type AttentionQuery = z.infer<typeof attentionQuerySchema>;

/** What the filter and sort read of a row: the snapshot's facts and the case's. */
export interface WorkRow {
  balanceDue: { amount: string; currency: string } | null;
  lastAttempt: { at: string } | null;
  nextRetry: { kind: string; at?: string };
  case: {
    owner: { email: string } | null;
    followUpOn: UtcDate | null;
    followUpDue: boolean;
    state: CaseState;
  };
}

const DAY_MS = 86_400_000;

function compareText(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

function compareMinor(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** Balances by currency code first, then by amount within it; unknown balances last. */
function compareBalance(a: WorkRow, b: WorkRow, direction: 1 | -1): number {
  if (!a.balanceDue || !b.balanceDue)
    return compareText(a.balanceDue ? '' : null, b.balanceDue ? '' : null);
  const currency = compareText(a.balanceDue.currency, b.balanceDue.currency);
  return currency !== 0
    ? currency
    : direction * compareMinor(a.balanceDue.amount, b.balanceDue.amount);
}

function nextRetryAt(row: WorkRow): string | null {
  return row.nextRetry.at ?? null;
}

/** Empty values last whichever the direction. */
function byText(a: string | null, b: string | null, direction: 1 | -1): number {
  if (a === null || b === null) return compareText(a, b);
  return direction * compareText(a, b);
}

function comparator(sort: AttentionListSort): (a: WorkRow, b: WorkRow) => number {
  const [key, order] = sort.split('.') as [string, 'asc' | 'desc'];
  const direction = order === 'asc' ? 1 : -1;
  switch (key) {
    case 'balance':
      return (a, b) => compareBalance(a, b, direction);
    case 'nextRetry':
      return (a, b) => byText(nextRetryAt(a), nextRetryAt(b), direction);
    case 'followUp':
      return (a, b) => byText(a.case.followUpOn, b.case.followUpOn, direction);
    default:
      return (a, b) => byText(a.lastAttempt?.at ?? null, b.lastAttempt?.at ?? null, direction);
  }
}

/**
 * The rows a query selects, in its order (a stable sort: ties keep the snapshot's order).
 * @param me the signed-in person's email (`owner=me`); @param now the injected clock
 * @example workList(rows, { owner: 'me', due: '1' }, 'ana@example.com', Date.now())
 */
export function workList<R extends WorkRow>(
  rows: readonly R[],
  query: AttentionQuery,
  me: string,
  now: number,
): R[] {
  const owner =
    query.owner === undefined
      ? undefined
      : query.owner === 'me'
        ? me.toLowerCase()
        : query.owner.toLowerCase();
  const since =
    query.lastAttempt === undefined
      ? null
      : new Date(now - Number(query.lastAttempt) * DAY_MS).toISOString();
  const selected = rows.filter((row) => {
    const rowOwner = row.case.owner?.email.toLowerCase() ?? null;
    if (owner === 'nobody' ? rowOwner !== null : owner !== undefined && rowOwner !== owner)
      return false;
    if (query.due && !row.case.followUpDue) return false;
    if (query.case && row.case.state !== query.case) return false;
    if (query.currency && row.balanceDue?.currency !== query.currency) return false;
    if (since !== null && (row.lastAttempt === null || row.lastAttempt.at < since)) return false;
    return true;
  });
  return query.sort ? selected.sort(comparator(query.sort)) : selected;
}
