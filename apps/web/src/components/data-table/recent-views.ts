/**
 * The last few views of the table (a view: the rows one filter, sort and page show, named by
 * those rows), kept so that going back to one is a visibility switch rather than a new render:
 * Failed → All shows the All rows that were on screen a moment ago, already built (decision 019,
 * the successor of 006).
 * The table renders each kept view in its own `<tbody>` inside `<Activity>`, hidden unless it is
 * the current one; React neither renders nor lays out a hidden one again until its rows change.
 *
 * The views keep their order of arrival (so no `<tbody>` moves in the DOM); the least recently
 * shown one leaves when there are more than MAX_VIEWS. New data (a refresh, more pages) starts over.
 */
import { useRef } from 'react';

const MAX_VIEWS = 3;

export interface KeptView<Row> {
  key: string;
  rows: Row[];
}

export function useRecentViews<Row>(data: unknown, key: string, rows: Row[]): KeptView<Row>[] {
  const kept = useRef<{
    data: unknown;
    views: Map<string, { rows: Row[]; shown: number }>;
    clock: number;
  }>({ data, views: new Map(), clock: 0 });
  const state = kept.current;
  if (state.data !== data) {
    state.data = data;
    state.views = new Map();
  }
  // Rendering twice (StrictMode) sets the same entry twice: the result does not change.
  state.clock += 1;
  state.views.set(key, { rows, shown: state.clock });
  while (state.views.size > MAX_VIEWS) {
    let oldest: string | null = null;
    let oldestShown = Number.POSITIVE_INFINITY;
    for (const [candidate, view] of state.views) {
      if (view.shown < oldestShown) {
        oldest = candidate;
        oldestShown = view.shown;
      }
    }
    if (oldest === null) break;
    state.views.delete(oldest);
  }
  return [...state.views].map(([viewKey, view]) => ({ key: viewKey, rows: view.rows }));
}
