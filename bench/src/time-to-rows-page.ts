/**
 * What time-to-rows.ts runs inside the page. Playwright serialises these functions: no closures,
 * no imports. Times are taken on the page's `performance.now()` clock: a start is the `timeStamp`
 * of the input event an action produced (click, change), an end the MutationObserver callback
 * that first sees the expected DOM (rows visible by `checkVisibility()`: laid out, not hidden).
 */

declare global {
  interface Window {
    __benchFirstRowAt?: number;
    __benchResult?: { start: number; end: number } | null;
  }
}

/**
 * Init script: records when the invoice's header (its facts) and its first payment row are both
 * on screen, whichever comes last.
 */
export function watchHeaderAndFirstRow(): void {
  const observer = new MutationObserver(() => {
    const header = document.querySelector('dl.facts');
    if (!header?.checkVisibility()) return;
    for (const row of document.querySelectorAll('tbody tr[data-payment-id]')) {
      if (!row.checkVisibility()) continue;
      window.__benchFirstRowAt = performance.now();
      observer.disconnect();
      return;
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

export type Expectation =
  | { kind: 'rows-changed'; before: string; needRows: boolean }
  | { kind: 'row-count'; count: number }
  | { kind: 'visible'; selector: string };

export interface WatcherArgs {
  trigger: 'click' | 'change';
  expect: Expectation;
}

/**
 * Arms a watcher for the next action: its start is the first `trigger` event, its end the first
 * DOM state that meets `expect`. The result lands in `window.__benchResult`.
 */
export function armWatcher(args: WatcherArgs): void {
  // Visible rows only: a row hidden by CSS or `hidden` (or not laid out) is not shown to anyone.
  const visibleRows = () =>
    [...document.querySelectorAll('tbody tr')].filter((row) => row.checkVisibility());
  const dataRows = () => visibleRows().filter((row) => !row.querySelector('td[colspan]'));
  const signature = () =>
    visibleRows()
      .map((row) => row.textContent ?? '')
      .join('\n');
  let start: number | null = null;
  window.__benchResult = null;
  window.addEventListener(
    args.trigger,
    (event) => {
      start ??= event.timeStamp;
    },
    { capture: true, once: true },
  );
  const met = (): boolean => {
    const expect = args.expect;
    if (expect.kind === 'visible') {
      return document.querySelector(expect.selector)?.checkVisibility() === true;
    }
    const rows = dataRows();
    if (expect.kind === 'row-count') return rows.length === expect.count;
    if (expect.needRows && rows.length === 0) return false;
    return signature() !== expect.before;
  };
  const observer = new MutationObserver(() => {
    if (start === null || !met()) return;
    const end = performance.now();
    observer.disconnect();
    window.__benchResult = { start, end };
  });
  // Attributes too: a row can be shown or hidden without being added or removed.
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
}

export function rowsSignature(): string {
  return [...document.querySelectorAll('tbody tr')]
    .filter((row) => row.checkVisibility())
    .map((row) => row.textContent ?? '')
    .join('\n');
}

/** Resolves in the page once its main thread has nothing left to do. */
export function mainThreadIdle(): Promise<void> {
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 }));
}
