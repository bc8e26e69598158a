/**
 * What the lookup routes show before their view: a note while its code loads, and the page
 * whose code did not download. Part of the initial bundle (the routes name them), so kept to
 * these; the views' own states are in components/table-skeleton.tsx and object-load-error.tsx.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { StateCard } from '../../components/state-card';

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

/** A route's error component: in practice its code (a separate chunk) failed to download. */
export function PageLoadError() {
  const router = useRouter();
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
