/**
 * The table kit's table (shadcn's data-table shape), which every table of the console composes
 * with its own columns: a caption that names the table and says once what its times are
 * (table-notes.ts), sortable headers that stay in view while a long page scrolls, one row per
 * item, and a note in place of rows when there are none. The table scrolls sideways inside its
 * region on narrow screens, never the page.
 *
 * Rows that open something (`onOpen`) are one Tab stop together and read with j/k and the arrows
 * (row-navigation.ts), with the keys said under the table while a row has the focus; resting on
 * a row for a moment calls `onPrefetch`. With `keepViewsOf`, going back to a view seen a moment
 * ago (Failed → All) shows the rows already built (recent-views.ts).
 */
import type { Column, ReactTable, Row, RowData, TableFeatures } from '@tanstack/react-table';
import { FlexRender } from '@tanstack/react-table';
import { Activity, memo, type ReactNode, useId, useMemo, useRef } from 'react';
import { cellClassName, type DataColumnMeta } from './column-meta';
import { DataTableRow, type RowActions, type RowAttributes } from './data-table-row';
import { KeyboardHint } from './keyboard-hint';
import { useRecentViews } from './recent-views';
import { useRowNavigation } from './row-navigation';
import { type SortDirection, SortHeader } from './sort-header';
import { tableTimeNotes } from './table-notes';
import type { Density } from './table-options';

/** How a sortable column stands and what a click on its header does. */
export interface ColumnSort {
  sorted: SortDirection;
  onToggle: (event: unknown) => void;
}

/** How long a pointer or the focus rests on a row before what it opens is fetched ahead. */
const INTENT_MS = 120;

const metaOf = (column: { columnDef: { meta?: unknown } }) =>
  column.columnDef.meta as DataColumnMeta | undefined;

interface RowsProps<TFeatures extends TableFeatures, TData extends RowData> {
  rows: Row<TFeatures, TData>[];
  activeId: string | null;
  columnsKey: string;
  rowAttributes: ((data: TData) => RowAttributes) | undefined;
  actions: RowActions | undefined;
}

/** A view's rows; a kept, hidden view whose rows did not change renders nothing again. */
const DataTableRows = memo(function DataTableRows<
  TFeatures extends TableFeatures,
  TData extends RowData,
>({ rows, activeId, columnsKey, rowAttributes, actions }: RowsProps<TFeatures, TData>) {
  return rows.map((row) => (
    <DataTableRow
      key={row.id}
      row={row}
      active={row.id === activeId}
      attributes={rowAttributes?.(row.original)}
      columnsKey={columnsKey}
      actions={actions}
    />
  ));
}) as <TFeatures extends TableFeatures, TData extends RowData>(
  props: RowsProps<TFeatures, TData>,
) => ReactNode;

export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  rows,
  caption,
  captionShown = true,
  className,
  zone,
  busy = false,
  progress = false,
  density,
  empty,
  sortOf,
  rowAttributes,
  onOpen,
  onPrefetch,
  keepViewsOf,
}: {
  table: ReactTable<TFeatures, TData>;
  /** The rows to show, in order (a page of the table's sorted, filtered rows). */
  rows: Row<TFeatures, TData>[];
  /** The table's name; `captionShown: false` gives it to assistive technology only. */
  caption: ReactNode;
  captionShown?: boolean;
  /** An extra class for the table element. */
  className?: string;
  /** The time zone the columns' times are shown in, said once in the caption. */
  zone: string;
  /** A newer page is loading while this one stays on screen. */
  busy?: boolean;
  /** A progress strip over the table while `busy`. */
  progress?: boolean;
  density?: Density;
  /** Said in the table when no row is shown. */
  empty?: ReactNode;
  /** A column's sort, or null when it does not sort. Absent: no column sorts. */
  sortOf?: (column: Column<TFeatures, TData, unknown>) => ColumnSort | null;
  rowAttributes?: (data: TData) => RowAttributes;
  /** Rows open something: called with the row's id on a click or Enter. */
  onOpen?: (rowId: string) => void;
  onPrefetch?: (rowId: string) => void;
  /** What the rows are drawn from: views are kept until it changes. Absent: no view is kept. */
  keepViewsOf?: unknown;
}) {
  const captionId = useId();
  const region = useRef<HTMLElement>(null);
  const opens = onOpen !== undefined;
  const rowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const { activeId, setActiveId } = useRowNavigation(rowIds, region, opens);

  // The callbacks change with every render of the page; the rows get one stable object that
  // calls the latest ones, so that memoised rows stay memoised.
  const latest = useRef({ onOpen, onPrefetch, setActiveId });
  latest.current = { onOpen, onPrefetch, setActiveId };
  const timer = useRef<number | undefined>(undefined);
  const actions = useMemo<RowActions>(
    () => ({
      open: (id) => latest.current.onOpen?.(id),
      focus: (id) => latest.current.setActiveId(id),
      intent: (id) => {
        window.clearTimeout(timer.current);
        if (id !== null && latest.current.onPrefetch) {
          timer.current = window.setTimeout(() => latest.current.onPrefetch?.(id), INTENT_MS);
        }
      },
    }),
    [],
  );

  const headerGroups = table.getHeaderGroups();
  const columns = (headerGroups.at(-1)?.headers ?? []).map((header) => header.column);
  const notes = tableTimeNotes(
    columns.map((column) => metaOf(column)?.times),
    zone,
  );
  const columnsKey = columns.map((column) => column.id).join();
  // A view is named by the rows it shows, in their order, not by the filter, sort and page that
  // chose them: the same rows reached another way are the view already built, shown again.
  const viewKey = rowIds.join(' ');
  const kept = useRecentViews(keepViewsOf, viewKey, rows);
  const views = keepViewsOf === undefined ? [{ key: viewKey, rows }] : kept;

  return (
    <>
      {progress ? <div className="table-progress" data-active={busy} aria-hidden="true" /> : null}
      {/* Focusable when no row is, so keyboard users can scroll a wide table sideways. */}
      <section
        ref={region}
        className="table-scroll"
        aria-labelledby={captionId}
        tabIndex={opens ? undefined : 0}
      >
        <table
          className={className ? `data-table ${className}` : 'data-table'}
          data-density={density}
          aria-busy={busy}
        >
          {captionShown ? (
            <caption id={captionId} className="link-table__caption">
              {caption}
              {notes.length > 0 ? <p className="table-caption-note">{notes.join(' ')}</p> : null}
            </caption>
          ) : (
            <caption id={captionId} className="data-table__caption">
              <span className="visually-hidden">{caption}</span>
              {notes.length > 0 ? (
                <span className="table-caption-note"> {notes.join(' ')}</span>
              ) : null}
            </caption>
          )}
          <thead>
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sort = sortOf?.(header.column) ?? null;
                  return (
                    <SortHeader
                      key={header.id}
                      className={cellClassName(metaOf(header.column))}
                      sorted={sort?.sorted ?? false}
                      onToggle={header.isPlaceholder ? undefined : sort?.onToggle}
                    >
                      {header.isPlaceholder ? null : <FlexRender header={header} />}
                    </SortHeader>
                  );
                })}
              </tr>
            ))}
          </thead>
          {views.map((view) => (
            <Activity key={view.key} mode={view.key === viewKey ? 'visible' : 'hidden'}>
              <tbody>
                <DataTableRows
                  rows={view.rows}
                  activeId={view.key === viewKey ? activeId : null}
                  columnsKey={columnsKey}
                  rowAttributes={rowAttributes}
                  actions={opens ? actions : undefined}
                />
              </tbody>
            </Activity>
          ))}
          {rows.length === 0 && empty ? (
            <tbody>
              <tr>
                <td colSpan={columns.length} className="table-note">
                  {empty}
                </td>
              </tr>
            </tbody>
          ) : null}
        </table>
      </section>
      {opens ? <KeyboardHint /> : null}
    </>
  );
}
