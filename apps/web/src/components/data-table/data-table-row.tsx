/**
 * One row of the kit's table. A row that opens something (a payment's details, an invoice's
 * page) opens it on a click anywhere but its own controls and on Enter, and is one stop in the
 * keyboard's path through the page (row-navigation.ts); resting the pointer or the focus on it
 * may fetch what it opens ahead. A row that opens nothing is plain cells (its links do the work).
 *
 * Memoised on the data it shows and its attributes: a filter, sort or page change renders only
 * the rows that were not on screen, moving the keyboard's row renders two, and selecting a row
 * renders that row.
 */
import {
  type Cell,
  FlexRender,
  type Row,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table';
import { type KeyboardEvent, type MouseEvent, memo } from 'react';
import { cellClassName, type DataColumnMeta } from './column-meta';

/** Extra attributes a feature puts on its rows (`data-payment-id`, `data-state`) for styles and tests. */
export type RowAttributes = Record<`data-${string}`, string>;

export interface RowActions {
  open: (id: string) => void;
  focus: (id: string) => void;
  intent: (id: string | null) => void;
}

/** A click inside a control of the row (a copy button, a link) or one that selects text is not "open". */
export function opensRow(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target as Element;
  if (target.closest('button, a, input, select, label')) return false;
  return !window.getSelection()?.toString();
}

/** The cells in view: the column chooser's choice where the table has one, else every column. */
function shownCells<TFeatures extends TableFeatures, TData extends RowData>(
  row: Row<TFeatures, TData>,
): Cell<TFeatures, TData, unknown>[] {
  const visible = (row as { getVisibleCells?: () => Cell<TFeatures, TData, unknown>[] })
    .getVisibleCells;
  return visible ? visible.call(row) : row.getAllCells();
}

function DataTableRowOf<TFeatures extends TableFeatures, TData extends RowData>({
  row,
  active,
  attributes,
  actions,
}: {
  row: Row<TFeatures, TData>;
  /** This row holds the table's Tab stop. */
  active: boolean;
  attributes: RowAttributes | undefined;
  /** Changes when the visible columns do, so that the row renders its new cells. */
  columnsKey: string;
  /** Absent: the row opens nothing. */
  actions: RowActions | undefined;
}) {
  const id = row.id;
  const cells = shownCells(row).map((cell) => (
    // Keyed by column: the row is keyed by its id already (a cell's own id would do too, but
    // a column id cannot follow a row's position whatever the table's getRowId).
    <td
      key={cell.column.id}
      className={cellClassName(cell.column.columnDef.meta as DataColumnMeta | undefined)}
    >
      <FlexRender cell={cell} />
    </td>
  ));
  if (!actions) {
    return (
      <tr data-row-id={id} {...attributes}>
        {cells}
      </tr>
    );
  }
  return (
    // A row is the table's one Tab stop and opens what it shows: Enter does what a click does
    // (keyboard users also have j/k and the arrows), and its cells stay plain table cells.
    <tr
      data-row-id={id}
      data-opens="true"
      {...attributes}
      tabIndex={active ? 0 : -1}
      aria-keyshortcuts="j k ArrowDown ArrowUp Enter"
      onClick={(event) => {
        if (opensRow(event)) actions.open(id);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLTableRowElement>) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) {
          event.preventDefault();
          actions.open(id);
        }
      }}
      onFocus={() => {
        actions.focus(id);
        actions.intent(id);
      }}
      onBlur={() => actions.intent(null)}
      onPointerEnter={() => actions.intent(id)}
      onPointerLeave={() => actions.intent(null)}
    >
      {cells}
    </tr>
  );
}

/** Attributes are a few strings (`data-selected`): equal when each one is. */
function sameAttributes(a: RowAttributes | undefined, b: RowAttributes | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof RowAttributes)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export const DataTableRow = memo(
  DataTableRowOf,
  (before, after) =>
    before.row.original === after.row.original &&
    before.active === after.active &&
    before.columnsKey === after.columnsKey &&
    before.actions === after.actions &&
    // A row's own state beside its data (selected or not) is in its attributes.
    sameAttributes(before.attributes, after.attributes),
) as typeof DataTableRowOf;
