/**
 * What the lookup routes show before their view: a note while its code loads, and the page
 * whose code did not download. Part of the initial bundle (the routes name them), so kept to
 * these; the views' own states are in skeletons.tsx and object-load-error.tsx.
 */
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { StateCard } from '../../components/state-card';
import { isChunkLoadError } from '../../lib/chunk-load-error';

/** A route's place while its view's code downloads (rarely seen: the chunk is preloaded). */
export function RoutePending() {
  return (
    <p className="route-pending" role="status">
      Loading…
    </p>
  );
}

/** Sets the tab's title; every page says what it shows first. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Payments Console`;
  }, [title]);
}

/**
 * A route's error component: in practice its code (a separate chunk) failed to download. After a
 * deploy the old chunk is gone, so the first such failure in a session reloads the page, which
 * fetches the new app (as the router's `lazyRouteComponent` does); after that, Try again.
 */
export function PageLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    if (isFirstChunkLoadError(error)) window.location.reload();
  }, [error]);
  return (
    <StateCard
      title="This page did not load"
      tone="error"
      level={1}
      action={
        <button
          type="button"
          className="button button--primary"
          onClick={() => void router.invalidate()}
        >
          Try again
        </button>
      }
    >
      <p>Its code could not be downloaded. Check the connection, then try again.</p>
    </StateCard>
  );
}

/** True once per session and file: the key is the router's own, so the two never reload twice. */
function isFirstChunkLoadError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = `tanstack_router_reload:${(error as Error).message}`;
  if (sessionStorage.getItem(key)) return false;
  sessionStorage.setItem(key, '1');
  return true;
}
