/**
 * The recent-pages list in localStorage (lib/recent-pages.ts has the rules), with a subscription
 * so the home page shows changes made in this tab. A page adds its entry, named, once its data
 * says the object exists, and forgets it when the object does not; the router moves a listed page
 * first on every visit (routes/router.ts), whoever's page it is. A page not found is never listed,
 * whichever of the two comes first.
 */
import { useSyncExternalStore } from 'react';
import {
  parseRecentPages,
  RECENT_PAGES_STORAGE_KEY,
  type RecentPage,
  withLabel,
  withoutPage,
  withReturn,
  withVisit,
} from '../../lib/recent-pages';

const listeners = new Set<() => void>();
let snapshot: RecentPage[] | null = null;

function read(): RecentPage[] {
  if (snapshot === null) {
    try {
      snapshot = parseRecentPages(window.localStorage.getItem(RECENT_PAGES_STORAGE_KEY));
    } catch {
      // Storage refused (private mode, a policy): no list.
      snapshot = [];
    }
  }
  return snapshot;
}

function update(change: (list: RecentPage[]) => RecentPage[]): void {
  const before = read();
  const after = change(before);
  if (after === before) return;
  snapshot = after;
  try {
    window.localStorage.setItem(RECENT_PAGES_STORAGE_KEY, JSON.stringify(after));
  } catch {
    // A full quota or refused storage: the list lives for this tab only.
  }
  for (const listener of listeners) listener();
}

/** Called for every resolved navigation: a page already listed comes first again. */
export function recordVisit(path: string): void {
  update((list) => withReturn(list, path, Date.now()));
}

/** Names the page's entry, adding it first when the router has not recorded the visit yet. */
export function nameRecentPage(path: string, label: string, detail: string | null): void {
  update((list) => {
    const listed = list.some((entry) => entry.path === path)
      ? list
      : withVisit(list, path, Date.now());
    return withLabel(listed, path, label, detail);
  });
}

export function forgetRecentPage(path: string): void {
  update((list) => withoutPage(list, path));
}

export function clearRecentPages(): void {
  update((list) => (list.length === 0 ? list : []));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecentPages(): RecentPage[] {
  return useSyncExternalStore(subscribe, read, () => []);
}
