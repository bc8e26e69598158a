/**
 * The recent-pages lists in localStorage, one per person (recent-pages.ts has the rules,
 * recent-pages-owner.ts whose list is whose), with a subscription so the home page shows
 * changes made in this tab. A page adds its entry, named, once its data says the object exists,
 * and forgets it when the object does not; the router moves a listed page first on every visit
 * (routes/router.ts), whoever's page it is. A page not found is never listed, whichever of the two
 * comes first. While the owner is not known yet (`null`), nothing is read or written.
 */
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { appInfoQueryOptions } from '../../api/app-info-query';
import { meQueryOptions } from '../../api/me-query';
import {
  parseRecentPages,
  type RecentPage,
  withLabel,
  withoutPage,
  withReturn,
  withVisit,
} from './recent-pages';
import { recentPagesKey, recentPagesOwner, UNOWNED_RECENT_PAGES_KEY } from './recent-pages-owner';

const listeners = new Set<() => void>();
const NONE: RecentPage[] = [];
/** The list last read, and whose it is. */
let snapshot: { owner: string; list: RecentPage[] } | null = null;

function read(owner: string | null): RecentPage[] {
  if (owner === null) return NONE;
  if (snapshot?.owner !== owner) {
    let list: RecentPage[] = [];
    try {
      // A list from before lists were kept per person could be anyone's: it goes.
      window.localStorage.removeItem(UNOWNED_RECENT_PAGES_KEY);
      list = parseRecentPages(window.localStorage.getItem(recentPagesKey(owner)));
    } catch {
      // Storage refused (private mode, a policy): no list.
    }
    snapshot = { owner, list };
  }
  return snapshot.list;
}

function update(owner: string | null, change: (list: RecentPage[]) => RecentPage[]): void {
  if (owner === null) return;
  const before = read(owner);
  const after = change(before);
  if (after === before) return;
  snapshot = { owner, list: after };
  try {
    window.localStorage.setItem(recentPagesKey(owner), JSON.stringify(after));
  } catch {
    // A full quota or refused storage: the list lives for this tab only.
  }
  for (const listener of listeners) listener();
}

/** Called for every resolved navigation: a page already listed comes first again. */
export function recordVisit(owner: string | null, path: string): void {
  update(owner, (list) => withReturn(list, path, Date.now()));
}

/** Names the page's entry, adding it first when the router has not recorded the visit yet. */
export function nameRecentPage(
  owner: string | null,
  path: string,
  label: string,
  detail: string | null,
): void {
  update(owner, (list) => {
    const listed = list.some((entry) => entry.path === path)
      ? list
      : withVisit(list, path, Date.now());
    return withLabel(listed, path, label, detail);
  });
}

export function forgetRecentPage(owner: string | null, path: string): void {
  update(owner, (list) => withoutPage(list, path));
}

export function clearRecentPages(owner: string | null): void {
  update(owner, (list) => (list.length === 0 ? list : []));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecentPages(owner: string | null): RecentPage[] {
  return useSyncExternalStore(
    subscribe,
    () => read(owner),
    () => NONE,
  );
}

/** Whose list the pages read and write: known once the app's info (and who signed in) came. */
export function useRecentPagesOwner(): string | null {
  const auth = useQuery(appInfoQueryOptions()).data?.auth;
  const signsIn = auth !== undefined && auth.mode !== 'none';
  const me = useQuery({ ...meQueryOptions(), enabled: signsIn });
  return recentPagesOwner(auth?.mode, me.data?.email);
}
