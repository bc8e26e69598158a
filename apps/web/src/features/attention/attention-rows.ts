/**
 * The attention list's rows as the URL asks for them: filtered by state and decline category,
 * then sorted. The BFF sends the whole snapshot and the browser does the rest (no filter costs an
 * upstream call), so the page, its paging and its export all read the same ordered list.
 *
 * The balance order groups by currency (balance-by-currency.ts): amounts in two currencies are
 * never compared at face value. Rows without the sorted value (no attempt yet, a balance unknown
 * while awaiting tax, no retry to come) go last in both directions: they are not "smallest", they have no place in the order.
 * Ties keep the list stable by invoice creation, newest first, then id.
 */
import type { AttentionRow } from '@pc/contract';
import type {
  AttentionFilter,
  AttentionSearch,
  AttentionSortKey,
} from '../../addresses/attention-search';
import { balanceKey, compareBalances } from './balance-by-currency';

export function filterAttentionRows<R extends AttentionRow>(
  rows: readonly R[],
  { state, category }: AttentionFilter,
): R[] {
  return rows.filter(
    (row) =>
      (state === undefined || row.state === state) &&
      (category === undefined || row.lastAttempt?.category === category),
  );
}

function timeKey(iso: string | undefined): number | null {
  if (iso === undefined) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

const SORT_KEYS: Readonly<
  Record<Exclude<AttentionSortKey, 'balance'>, (row: AttentionRow) => number | null>
> = {
  lastAttempt: (row) => timeKey(row.lastAttempt?.at),
  // Only an estimate for a retry that can still come has a time; the rest have no place.
  nextRetry: (row) =>
    row.nextRetry.kind === 'estimate' && row.retries.kind === 'retries-left'
      ? timeKey(row.nextRetry.at)
      : null,
};

function compareValues(a: bigint | number, b: bigint | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function tieBreak(a: AttentionRow, b: AttentionRow): number {
  const created = compareValues(
    timeKey(b.invoice.createdAt) ?? 0,
    timeKey(a.invoice.createdAt) ?? 0,
  );
  return created || (a.invoice.id < b.invoice.id ? -1 : a.invoice.id > b.invoice.id ? 1 : 0);
}

/** By balance: each currency a group, amounts ordered within it (balance-by-currency.ts). */
function sortByBalance<R extends AttentionRow>(rows: readonly R[], direction: 'asc' | 'desc'): R[] {
  const keyed = rows.map((row) => ({ row, key: balanceKey(row.balanceDue) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
      return tieBreak(a.row, b.row);
    }
    return compareBalances(a.key, b.key, direction) || tieBreak(a.row, b.row);
  });
  return keyed.map((entry) => entry.row);
}

export function sortAttentionRows<R extends AttentionRow>(
  rows: readonly R[],
  sort: AttentionSearch['sort'],
): R[] {
  const [key, direction] = sort.split('.') as [AttentionSortKey, 'asc' | 'desc'];
  if (key === 'balance') return sortByBalance(rows, direction);
  const keyOf = SORT_KEYS[key];
  const sign = direction === 'desc' ? -1 : 1;
  const keyed = rows.map((row) => ({ row, key: keyOf(row) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
      return tieBreak(a.row, b.row);
    }
    return sign * compareValues(a.key, b.key) || tieBreak(a.row, b.row);
  });
  return keyed.map((entry) => entry.row);
}

/** The rows the page and the export show, in order: filtered, then sorted. */
export function attentionRowsFor<R extends AttentionRow>(
  rows: readonly R[],
  search: Pick<AttentionSearch, 'state' | 'category' | 'sort'>,
): R[] {
  return sortAttentionRows(filterAttentionRows(rows, search), search.sort);
}
