/**
 * The payments table itself (shadcn's data-table shape): sortable headers that stay in view while
 * a 100-row page scrolls, and one row per payment. A row opens its details on click or Enter and
 * is one stop in the keyboard's path through the page (use-row-navigation.ts); hovering or
 * focusing it for a moment fetches its details ahead, so they open at once.
 *
 * Rows are memoised on the payment they show: a filter, sort or page change renders only the rows
 * that were not on screen, moving the keyboard's row renders two, and going back to a view seen
 * a moment ago (Failed → All) renders none (recent-views.ts).
 */
import { FlexRender } from '@tanstack/react-table';
import {
  Activity,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  useId,
  useMemo,
  useRef,
} from 'react';
import { SortIcon } from '../../components/icons';
import type { PaymentStatus } from '../../lib/status';
import { tableTimeNotes } from '../../lib/table-notes';
import { STATUS_COLUMN_ID } from './payments-columns';
import type { PaymentRow, PaymentsColumnMeta, PaymentsTable } from './payments-table';
import { useRecentViews } from './recent-views';
import type { Density } from './table-preferences';
import { useRowNavigation } from './use-row-navigation';
import { ZoneContext } from './zone-context';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function cellClassName(meta: PaymentsColumnMeta | undefined): string | undefined {
  return (
    [meta?.className, meta?.align === 'end' ? 'align-end' : ''].filter(Boolean).join(' ') ||
    undefined
  );
}

interface RowActions {
  open: (id: string) => void;
  focus: (id: string) => void;
  intent: (id: string | null) => void;
}

/** A click inside a control of the row (a copy button) or one that selects text is not "open". */
function opensRow(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target as Element;
  if (target.closest('button, a, input, select, label')) return false;
  return !window.getSelection()?.toString();
}

const PaymentTableRow = memo(
  function PaymentTableRow({
    row,
    active,
    actions,
  }: {
    row: PaymentRow;
    active: boolean;
    /** Changes when the visible columns do, so that the row renders its new cells. */
    columnsKey: string;
    actions: RowActions;
  }) {
    const id = row.original.id;
    return (
      // A row is the table's one Tab stop and opens the payment's details: Enter does what a
      // click does (keyboard users also have j/k), and its cells stay plain table cells.
      <tr
        data-payment-id={id}
        data-status={row.getValue<PaymentStatus>(STATUS_COLUMN_ID)}
        tabIndex={active ? 0 : -1}
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
        {row.getVisibleCells().map((cell) => (
          // Keyed by column: the row is keyed by payment already, and a cell's own id follows
          // the row's position, which a sort changes (the cells would be rebuilt, and a click
          // between mousedown and mouseup lost).
          <td key={cell.column.id} className={cellClassName(cell.column.columnDef.meta)}>
            <FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    );
  },
  (before, after) =>
    before.row.original === after.row.original &&
    before.active === after.active &&
    before.columnsKey === after.columnsKey,
);

const PaymentRows = memo(function PaymentRows({
  rows,
  activeId,
  columnsKey,
  actions,
}: {
  rows: PaymentRow[];
  activeId: string | null;
  columnsKey: string;
  actions: RowActions;
}) {
  return rows.map((row) => (
    <PaymentTableRow
      key={row.original.id}
      row={row}
      active={row.original.id === activeId}
      columnsKey={columnsKey}
      actions={actions}
    />
  ));
});

/** How long a pointer or the focus rests on a row before its details are fetched ahead. */
const INTENT_MS = 120;

export function DataTable({
  table,
  data,
  rows,
  caption,
  busy,
  density,
  zone,
  note,
  onOpen,
  onPrefetch,
}: {
  table: PaymentsTable;
  /** What the rows are drawn from: when it changes, kept views are dropped. */
  data: unknown;
  /** The rows of this page, in the shown order. */
  rows: PaymentRow[];
  caption: string;
  /** A newer page is loading while this one stays on screen. */
  busy: boolean;
  density: Density;
  zone: string;
  /** Said in the table when no row is shown (a filter that matches none). */
  note: ReactNode;
  onOpen: (paymentId: string) => void;
  onPrefetch: (paymentId: string) => void;
}) {
  const captionId = useId();
  const rowIds = useMemo(() => rows.map((row) => row.original.id), [rows]);
  const { activeId, setActiveId } = useRowNavigation(rowIds);

  // The callbacks change with every render of the page; the rows get one stable object that
  // calls the latest ones, so that memoised rows stay memoised.
  const latest = useRef({ onOpen, onPrefetch, setActiveId });
  latest.current = { onOpen, onPrefetch, setActiveId };
  const timer = useRef<number | undefined>(undefined);
  const actions = useMemo<RowActions>(
    () => ({
      open: (id) => latest.current.onOpen(id),
      focus: (id) => latest.current.setActiveId(id),
      intent: (id) => {
        window.clearTimeout(timer.current);
        if (id !== null) {
          timer.current = window.setTimeout(() => latest.current.onPrefetch(id), INTENT_MS);
        }
      },
    }),
    [],
  );

  const visibleColumns = table.getVisibleLeafColumns();
  // The zone once, over the table, rather than in each of a page's date cells.
  const notes = tableTimeNotes(
    visibleColumns.map((column) => column.columnDef.meta?.times),
    zone,
  );
  const columnsKey = visibleColumns.map((column) => column.id).join();
  // A view is named by the rows it shows, in their order, not by the filter, sort and page that
  // chose them: the same rows reached another way (Failed on a page of 25 and on a page of 100,
  // when every failed payment fits on either) are the view already built, shown again.
  const viewKey = useMemo(() => rowIds.join(' '), [rowIds]);
  const views = useRecentViews(data, viewKey, rows);

  return (
    <ZoneContext value={zone}>
      <div className="table-progress" data-active={busy} aria-hidden="true" />
      <section className="table-scroll" aria-labelledby={captionId}>
        <table className="data-table" data-density={density} aria-busy={busy}>
          <caption id={captionId} className="data-table__caption">
            <span className="visually-hidden">{caption}</span>
            {notes.length > 0 ? (
              <span className="table-caption-note"> {notes.join(' ')}</span>
            ) : null}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cellClassName(header.column.columnDef.meta)}
                      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                    >
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="sort-button"
                          data-sorted={sorted || undefined}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <SortIcon direction={sorted} />
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          {views.map((view) => (
            <Activity key={view.key} mode={view.key === viewKey ? 'visible' : 'hidden'}>
              <tbody>
                <PaymentRows
                  rows={view.rows}
                  activeId={view.key === viewKey ? activeId : null}
                  columnsKey={columnsKey}
                  actions={actions}
                />
              </tbody>
            </Activity>
          ))}
          <tbody>
            {rows.length === 0 && note ? (
              <tr>
                <td colSpan={visibleColumns.length} className="table-note">
                  {note}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </section>
    </ZoneContext>
  );
}
