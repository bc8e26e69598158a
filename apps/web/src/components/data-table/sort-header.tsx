/**
 * A column header that sorts: `aria-sort` says the order to assistive technology, and the button
 * inside (not the header cell) takes the click and the keyboard. Who owns the order is the
 * caller's business: the payments table's own state, the attention list's URL.
 */
import type { ReactNode } from 'react';
import { SortIcon } from '../icons';

export type SortDirection = 'asc' | 'desc' | false;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function SortHeader({
  className,
  sorted,
  onToggle,
  children,
}: {
  className: string | undefined;
  sorted: SortDirection;
  /** Absent: the column does not sort, and the header is plain text. */
  onToggle: ((event: unknown) => void) | undefined;
  children: ReactNode;
}) {
  return (
    <th scope="col" className={className} aria-sort={sorted ? ARIA_SORT[sorted] : undefined}>
      {onToggle ? (
        <button
          type="button"
          className="sort-button"
          data-sorted={sorted || undefined}
          onClick={onToggle}
        >
          {children}
          <SortIcon direction={sorted} />
        </button>
      ) : (
        children
      )}
    </th>
  );
}
