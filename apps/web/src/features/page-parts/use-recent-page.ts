/**
 * Names the recent-pages entry of the page at `path` once its data says what it is, and forgets
 * the entry when the object turned out not to exist.
 */
import { useEffect } from 'react';
import { forgetRecentPage, nameRecentPage, useRecentPagesOwner } from './recent-pages-store';

export function useRecentPageName(
  path: string,
  name: { label: string; detail: string | null } | null,
  missing: boolean,
): void {
  const owner = useRecentPagesOwner();
  const label = name?.label ?? null;
  const detail = name?.detail ?? null;
  useEffect(() => {
    if (missing) forgetRecentPage(owner, path);
    else if (label !== null) nameRecentPage(owner, path, label, detail);
  }, [owner, path, label, detail, missing]);
}
