/**
 * Where an invoice opened from the list stands in it: its place, and the invoices before and
 * after it, in the list's order under the list's filters. The invoice page walks the list with
 * these, so next and previous keep what the lead filtered and sorted by.
 */

export interface ListNeighbours<T> {
  /** 1-based place in the list. */
  position: number;
  total: number;
  previous: T | null;
  next: T | null;
}

/** Null when the invoice is not in the list (it was paid, or a filter no longer lets it through). */
export function listNeighbours<T>(
  rows: readonly T[],
  isCurrent: (row: T) => boolean,
): ListNeighbours<T> | null {
  const index = rows.findIndex(isCurrent);
  if (index < 0) return null;
  return {
    position: index + 1,
    total: rows.length,
    previous: rows[index - 1] ?? null,
    next: rows[index + 1] ?? null,
  };
}
