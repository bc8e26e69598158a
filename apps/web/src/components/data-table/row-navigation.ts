/**
 * Keyboard reading of a table, as in a mail client: `j` and `k` (anywhere on the page outside a
 * field) and ↓ and ↑ (on a row) move to the next and previous row, Enter on a row opens it
 * (data-table-row.tsx), `/` goes to the search box when the page has one. The rows are one Tab
 * stop together (roving tabindex): Tab goes from the table to the page controls without passing
 * through every row and copy button.
 *
 * Keys typed into a field, with a modifier, or while a dialog is open are left alone.
 */
import { type RefObject, useCallback, useEffect, useState } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** The page's search box, by the accessible name the search feature gives it. */
function searchBox(): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    'input[type="search"], [role="searchbox"], input[aria-label="Search"]',
  );
}

/** The shown row of an id in this table or page (a kept, hidden view may hold the same row). */
export function rowElement(container: ParentNode | null, rowId: string): HTMLElement | null {
  const rows = container?.querySelectorAll<HTMLElement>(`tr[data-row-id="${CSS.escape(rowId)}"]`);
  return [...(rows ?? [])].find((row) => row.checkVisibility()) ?? null;
}

/**
 * Where a step lands: the first j on the first row, k from nowhere on the last, and never past
 * either end (the keys stop there rather than wrap, as a list's arrows do).
 * @example nextRowIndex(-1, 1, 6) // 0
 * @example nextRowIndex(5, 1, 6) // 5
 */
export function nextRowIndex(current: number, step: 1 | -1, count: number): number {
  if (current === -1) return step === 1 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + step));
}

const STEPS: Readonly<Record<string, 1 | -1>> = { j: 1, k: -1 };
const ARROW_STEPS: Readonly<Record<string, 1 | -1>> = { ArrowDown: 1, ArrowUp: -1 };

export function useRowNavigation(
  rowIds: readonly string[],
  container: RefObject<HTMLElement | null>,
  enabled: boolean,
) {
  const [chosen, setChosen] = useState<string | null>(null);
  // The row that takes the Tab stop: the one last focused while it is on the page, else the first.
  const activeId = chosen !== null && rowIds.includes(chosen) ? chosen : (rowIds[0] ?? null);

  const move = useCallback(
    (step: 1 | -1) => {
      const focused = document.activeElement?.closest<HTMLElement>('tr[data-row-id]');
      const inTable = focused && container.current?.contains(focused);
      const current = inTable ? rowIds.indexOf(focused.dataset.rowId ?? '') : -1;
      const id = rowIds[nextRowIndex(current, step, rowIds.length)];
      if (id === undefined) return;
      setChosen(id);
      rowElement(container.current, id)?.focus();
    },
    [rowIds, container],
  );

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
      const onRow =
        event.target instanceof HTMLElement &&
        event.target.matches('tr[data-row-id]') &&
        container.current?.contains(event.target);
      // Arrows scroll the page unless a row has the focus: then they move between rows.
      const step = STEPS[event.key] ?? (onRow ? ARROW_STEPS[event.key] : undefined);
      if (step !== undefined) {
        event.preventDefault();
        move(step);
      } else if (event.key === '/') {
        const box = searchBox();
        if (!box) return;
        event.preventDefault();
        box.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [move, enabled, container]);

  return { activeId, setActiveId: setChosen };
}
