/**
 * After an in-app move to another page, focus goes to the new page's heading as a full page load
 * would, so screen-reader and keyboard users start at the top of the new content. The router
 * reports each navigation before the new page renders; the page's heading takes the focus once
 * it mounts (possibly later: the payments view's code loads on demand). Changes of the query
 * string alone (paging, filter) keep the focus where it is.
 *
 * The "a heading should take the focus" flag belongs to one router, so it lives in a provider
 * the router renders around its pages (its `InnerWrap`), not in module state.
 */
import { type RouterEvents, useRouter } from '@tanstack/react-router';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';

interface PendingFocus {
  pending: boolean;
}

const HeadingFocusContext = createContext<PendingFocus | null>(null);

/** Marks the focus as owed when the path changes. The first load has no `fromLocation`. */
function noteNavigation(focus: PendingFocus) {
  return ({ fromLocation, pathChanged }: RouterEvents['onBeforeNavigate']): void => {
    if (fromLocation && pathChanged) focus.pending = true;
  };
}

/** Listens to the router it is rendered in; pages below it take the focus with useHeadingFocus. */
export function HeadingFocusProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [focus] = useState<PendingFocus>(() => ({ pending: false }));
  // A layout effect: subscribed before the browser paints, so before any click can navigate.
  useLayoutEffect(
    () => router.subscribe('onBeforeNavigate', noteNavigation(focus)),
    [router, focus],
  );
  return <HeadingFocusContext value={focus}>{children}</HeadingFocusContext>;
}

export function useHeadingFocus(ref: RefObject<HTMLHeadingElement | null>): void {
  const focus = useContext(HeadingFocusContext);
  useEffect(() => {
    if (!focus?.pending) return;
    focus.pending = false;
    ref.current?.focus();
  }, [focus, ref]);
}
