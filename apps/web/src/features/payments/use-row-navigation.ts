/**
 * Keyboard reading of the table, as in a mail client: `j` and `k` move to the next and previous
 * row, Enter (on the row, see data-table.tsx) opens its details, `/` goes to the search box when
 * the page has one. The rows are one Tab stop together (roving tabindex): Tab goes from the
 * table to the page controls without passing through every row and copy button.
 *
 * Keys typed into a field, with a modifier, or while a dialog is open are left alone.
 */
import { useCallback, useEffect, useState } from 'react';

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

/** The shown row of a payment (a kept, hidden view may hold the same payment). */
export function rowElement(paymentId: string): HTMLElement | null {
  const rows = document.querySelectorAll<HTMLElement>(
    `tr[data-payment-id="${CSS.escape(paymentId)}"]`,
  );
  return [...rows].find((row) => row.checkVisibility()) ?? null;
}

export function useRowNavigation(rowIds: readonly string[]) {
  const [chosen, setChosen] = useState<string | null>(null);
  // The row that takes the Tab stop: the one last focused while it is on the page, else the first.
  const activeId = chosen !== null && rowIds.includes(chosen) ? chosen : (rowIds[0] ?? null);

  const move = useCallback(
    (step: 1 | -1) => {
      const focused = document.activeElement?.closest<HTMLElement>('tr[data-payment-id]');
      const current = focused ? rowIds.indexOf(focused.dataset.paymentId ?? '') : -1;
      // The first j lands on the first row; k from nowhere on the last.
      const index =
        current === -1
          ? step === 1
            ? 0
            : rowIds.length - 1
          : Math.min(rowIds.length - 1, Math.max(0, current + step));
      const id = rowIds[index];
      if (id === undefined) return;
      setChosen(id);
      rowElement(id)?.focus();
    },
    [rowIds],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
      if (event.key === 'j' || event.key === 'k') {
        event.preventDefault();
        move(event.key === 'j' ? 1 : -1);
      } else if (event.key === '/') {
        const box = searchBox();
        if (!box) return;
        event.preventDefault();
        box.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [move]);

  return { activeId, setActiveId: setChosen };
}
