/**
 * The attention list's table: one row per outstanding invoice of this page, sortable headers for
 * last attempt, balance and next retry (a click writes `sort=` to the URL; the first click on a
 * column sorts descending, the next ascending), and a click anywhere on a row but its links opens
 * the invoice page, as the invoice link in the row does for keyboard users.
 */
import type { AttentionRow } from '@pc/contract';
import { useNavigate } from '@tanstack/react-router';
import { FlexRender, useTable } from '@tanstack/react-table';
import { type MouseEvent, useId, useMemo } from 'react';
import type { AttentionSort } from '../../addresses/attention-search';
import { SortIcon } from '../../components/icons';
import { tableTimeNotes } from '../../lib/table-notes';
import { useTimeZone } from '../../lib/use-time-zone';
import { cellClassName, linkTableFeatures } from '../page-parts/link-table-features';
import { invoicePath } from '../page-parts/object-links';
import { attentionColumns, SORTABLE_COLUMNS } from './attention-columns';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function opensRow(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target as Element;
  if (target.closest('button, a, input, select, label')) return false;
  return !window.getSelection()?.toString();
}

export function AttentionTable({
  rows,
  sort,
  now,
  empty,
  onSortChange,
}: {
  rows: AttentionRow[];
  sort: AttentionSort;
  now: number;
  empty: string;
  onSortChange: (sort: AttentionSort) => void;
}) {
  const captionId = useId();
  const navigate = useNavigate();
  const columns = useMemo(() => attentionColumns(now), [now]);
  const { zone } = useTimeZone();
  // Times in the table's own zone, said once here rather than in every cell (as link tables do).
  const notes = tableTimeNotes(
    columns.map((column) => column.meta?.times),
    zone,
  );
  const table = useTable({
    features: linkTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.invoice.id,
  });
  const [sortKey, direction] = sort.split('.') as [string, 'asc' | 'desc'];

  return (
    <div className="card table-card">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="data-table attention-table">
          <caption id={captionId} className="link-table__caption">
            Outstanding invoices
            {notes.length > 0 ? <p className="table-caption-note">{notes.join(' ')}</p> : null}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const key = SORTABLE_COLUMNS[header.column.id];
                  const sorted = key === sortKey ? direction : false;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cellClassName(header.column.columnDef.meta)}
                      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                    >
                      {key ? (
                        <button
                          type="button"
                          className="sort-button"
                          data-sorted={sorted || undefined}
                          onClick={() =>
                            onSortChange(`${key}.${sorted === 'desc' ? 'asc' : 'desc'}`)
                          }
                        >
                          <FlexRender header={header} />
                          <SortIcon direction={sorted} />
                        </button>
                      ) : (
                        <FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className="table-note" colSpan={columns.length}>
                  {empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  data-invoice-id={row.original.invoice.id}
                  data-state={row.original.state}
                  className="attention-row"
                  onClick={(event) => {
                    if (opensRow(event)) void navigate(invoicePath(row.original.invoice));
                  }}
                >
                  {row.getAllCells().map((cell) => (
                    <td key={cell.column.id} className={cellClassName(cell.column.columnDef.meta)}>
                      <FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
