/**
 * Names the recent-pages entry of the page at `path` once its data says what it is, and forgets
 * the entry when the object turned out not to exist.
 */
import { useEffect } from 'react';
import { forgetRecentPage, nameRecentPage } from './recent-pages-store';

export function useRecentPageName(
  path: string,
  name: { label: string; detail: string | null } | null,
  missing: boolean,
): void {
  const label = name?.label ?? null;
  const detail = name?.detail ?? null;
  useEffect(() => {
    if (missing) forgetRecentPage(path);
    else if (label !== null) nameRecentPage(path, label, detail);
  }, [path, label, detail, missing]);
}
