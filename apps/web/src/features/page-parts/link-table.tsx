/**
 * A link table in a card: a visible caption that names it ("Subscriptions", "Invoices") and
 * says once what its times are (the zone, UTC billing days: lib/table-notes.ts), the column headers, one row per object (its first cell links to the object's page), and a
 * note instead of rows when there are none. The table scrolls sideways inside its region on
 * narrow screens, never the page.
 */
import { FlexRender, useTable } from '@tanstack/react-table';
import { type ReactNode, useId } from 'react';
import { tableTimeNotes } from '../../lib/table-notes';
import { useTimeZone } from '../../lib/use-time-zone';
import { cellClassName, type LinkColumns, linkTableFeatures } from './link-table-features';

export function LinkTable<T extends { id: string }>({
  caption,
  columns,
  data,
  empty,
  busy = false,
  footer,
}: {
  caption: ReactNode;
  columns: LinkColumns<T>;
  data: T[];
  /** Said in place of rows when `data` is empty. */
  empty: string;
  /** A newer page is loading while this one stays on screen. */
  busy?: boolean;
  /** Under the table: paging, a note that more exist. */
  footer?: ReactNode;
}) {
  const captionId = useId();
  const { zone } = useTimeZone();
  const notes = tableTimeNotes(
    columns.map((column) => column.meta?.times),
    zone,
  );
  const table = useTable({
    features: linkTableFeatures,
    columns,
    data,
    getRowId: (row) => row.id,
  });
  return (
    <div className="card table-card link-table">
      {/* Focusable so keyboard users can scroll a wide table sideways on small screens. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="data-table" aria-busy={busy}>
          <caption id={captionId} className="link-table__caption">
            {caption}
            {notes.length > 0 ? <p className="table-caption-note">{notes.join(' ')}</p> : null}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cellClassName(header.column.columnDef.meta)}
                  >
                    {header.isPlaceholder ? null : <FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {data.length === 0 ? (
              <tr>
                <td className="table-note" colSpan={columns.length}>
                  {empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={cellClassName(cell.column.columnDef.meta)}>
                      <FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {footer}
    </div>
  );
}
