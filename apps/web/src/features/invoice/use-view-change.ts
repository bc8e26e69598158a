/**
 * The payments' view (status filter, sort, page, rows per page) as the URL says, with a change
 * made on this page drawn at once from local state. The URL follows right after that frame is
 * painted, as useOpenPayment does for a payment's details: the navigation (a history entry, the
 * route matched again, its search validated, the route re-rendered) costs about as much as
 * drawing the rows, and the issue budgets 50 ms from a filter click to its rows.
 * Back, reload and shared links read the URL only: once the URL changes with no change of ours
 * waiting, the URL alone decides.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PaymentsView } from '../payments/payments-panel';

type ViewChange = Partial<PaymentsView>;

export function useViewChange(
  urlView: PaymentsView,
  commit: (change: ViewChange) => void,
): { view: PaymentsView; onViewChange: (change: ViewChange) => void } {
  const [drawn, setDrawn] = useState<ViewChange | null>(null);
  // What is drawn ahead of the URL, and the commit waiting for the frame to be painted.
  const ahead = useRef<ViewChange | null>(null);
  const pending = useRef<{ frame?: number; timer?: number }>({});
  const cancel = useCallback(() => {
    if (pending.current.frame !== undefined) window.cancelAnimationFrame(pending.current.frame);
    if (pending.current.timer !== undefined) window.clearTimeout(pending.current.timer);
    pending.current = {};
  }, []);

  const onViewChange = useCallback(
    (change: ViewChange) => {
      cancel();
      const next = { ...ahead.current, ...change };
      ahead.current = next;
      setDrawn(next);
      // After the next frame is painted: a task queued from requestAnimationFrame runs after it.
      pending.current.frame = window.requestAnimationFrame(() => {
        pending.current.timer = window.setTimeout(() => {
          pending.current = {};
          commit(next);
        }, 0);
      });
    },
    [cancel, commit],
  );

  // The URL moved (our change arrived, or Back): with nothing of ours waiting, it decides alone.
  useEffect(() => {
    if (pending.current.frame !== undefined) return;
    ahead.current = null;
    setDrawn(null);
  }, [urlView]);
  useEffect(() => cancel, [cancel]);

  const view = useMemo(() => (drawn ? { ...urlView, ...drawn } : urlView), [urlView, drawn]);
  return { view, onViewChange };
}
