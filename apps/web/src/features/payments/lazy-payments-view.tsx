/**
 * The payments view (and TanStack Table with it) is its own chunk, so the first page a person
 * opens stays within the initial-JS budget. `preloadPaymentsView` starts the download early: at
 * startup on a deep link (in parallel with the data), and when idle on the home page.
 *
 * Not `React.lazy` under `<Suspense>`: React holds back content that replaces a Suspense
 * fallback until the fallback has been on screen for 300 ms, and with no error boundary a failed
 * download would blank the page. Here the skeleton is ordinary state: the view renders as soon as
 * its code is here (at once if it already is), and a failed download offers Try again.
 */
import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import { StateCard } from '../../components/state-card';
import { TableSkeleton } from './payments-states';

type PaymentsViewModule = typeof import('./payments-view');
type PaymentsViewProps = ComponentProps<PaymentsViewModule['PaymentsView']>;

let pending: Promise<PaymentsViewModule> | null = null;
let loaded: PaymentsViewModule | null = null;

export function preloadPaymentsView(): Promise<PaymentsViewModule> {
  pending ??= import('./payments-view').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // The next attempt (a retry, the next navigation) downloads it again.
      pending = null;
      throw error;
    },
  );
  return pending;
}

type Loading =
  | { state: 'loading' }
  | { state: 'ready'; View: ComponentType<PaymentsViewProps> }
  | { state: 'failed' };

export function LazyPaymentsView(props: PaymentsViewProps) {
  const [loading, setLoading] = useState<Loading>(() =>
    loaded ? { state: 'ready', View: loaded.PaymentsView } : { state: 'loading' },
  );

  useEffect(() => {
    if (loading.state !== 'loading') return;
    let current = true;
    preloadPaymentsView().then(
      (module) => current && setLoading({ state: 'ready', View: module.PaymentsView }),
      () => current && setLoading({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [loading.state]);

  if (loading.state === 'ready') return <loading.View {...props} />;
  if (loading.state === 'loading') return <TableSkeleton />;
  return (
    <StateCard
      title="The payments view did not load"
      tone="error"
      action={
        <button
          type="button"
          className="button button--primary"
          onClick={() => setLoading({ state: 'loading' })}
        >
          Try again
        </button>
      }
    >
      <p>Its code could not be downloaded. Check the connection, then try again.</p>
    </StateCard>
  );
}
