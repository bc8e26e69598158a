/**
 * After an in-app move to another page, focus goes to the new page's heading as a full page load
 * would, so screen-reader and keyboard users start at the top of the new content. The router
 * reports each navigation before the new page renders; the page's heading takes the focus once
 * it mounts (possibly later: the payments view's code loads on demand). Changes of the query
 * string alone (paging, filter) keep the focus where it is.
 */
import type { RouterEvents } from '@tanstack/react-router';
import { type RefObject, useEffect } from 'react';

let headingFocusPending = false;

/** Subscribed to the router's `onBeforeNavigate`. The first load has no `fromLocation`. */
export function noteNavigation({
  fromLocation,
  pathChanged,
}: RouterEvents['onBeforeNavigate']): void {
  if (fromLocation && pathChanged) headingFocusPending = true;
}

export function useHeadingFocus(ref: RefObject<HTMLHeadingElement | null>): void {
  useEffect(() => {
    if (!headingFocusPending) return;
    headingFocusPending = false;
    ref.current?.focus();
  }, [ref]);
}
