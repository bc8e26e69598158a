/**
 * A tiny history router: the location is an external store (`useSyncExternalStore`) fed by
 * `popstate` and by our own `navigate`. Two routes do not justify a router library's bytes.
 */
import { useSyncExternalStore } from 'react';

const NAVIGATE_EVENT = 'pc:navigate';

/**
 * Set when the pathname changes within the app (link, Back/Forward), consumed by the next page's
 * heading. Kept outside React because the page that consumes it may mount later (lazy chunk).
 */
let headingFocusPending = false;
let lastPathname: string | null = null;

function notePathname() {
  const pathname = window.location.pathname;
  if (lastPathname !== null && pathname !== lastPathname) headingFocusPending = true;
  lastPathname = pathname;
}

/** True once after an in-app move to another page: its heading should take the focus. */
export function takeHeadingFocus(): boolean {
  const pending = headingFocusPending;
  headingFocusPending = false;
  return pending;
}

function subscribe(onChange: () => void): () => void {
  const listener = () => {
    notePathname();
    onChange();
  };
  lastPathname ??= window.location.pathname;
  window.addEventListener('popstate', listener);
  window.addEventListener(NAVIGATE_EVENT, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(NAVIGATE_EVENT, listener);
  };
}

// The snapshot must be a stable primitive: pathname + search is all the views read.
function snapshot(): string {
  return window.location.pathname + window.location.search;
}

export interface AppLocation {
  pathname: string;
  search: string;
}

export function useLocation(): AppLocation {
  const href = useSyncExternalStore(subscribe, snapshot);
  const queryStart = href.indexOf('?');
  return queryStart === -1
    ? { pathname: href, search: '' }
    : { pathname: href.slice(0, queryStart), search: href.slice(queryStart) };
}

/**
 * Goes to `href` within the app. `replace` for corrections that should not add a history entry;
 * every choice a person makes (page, page size, filter) pushes, so Back undoes it.
 */
export function navigate(href: string, options: { replace?: boolean } = {}): void {
  if (href === snapshot()) return;
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}
