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
import { useAfterPaint } from './use-after-paint';

type ViewChange = Partial<PaymentsView>;

export function useViewChange(
  urlView: PaymentsView,
  commit: (change: ViewChange) => void,
): { view: PaymentsView; onViewChange: (change: ViewChange) => void } {
  const [drawn, setDrawn] = useState<ViewChange | null>(null);
  // What is drawn ahead of the URL; the URL gets it once that frame is painted.
  const ahead = useRef<ViewChange | null>(null);
  const afterPaint = useAfterPaint();

  const onViewChange = useCallback(
    (change: ViewChange) => {
      const next = { ...ahead.current, ...change };
      ahead.current = next;
      setDrawn(next);
      afterPaint.schedule(() => commit(next));
    },
    [afterPaint, commit],
  );

  // The URL moved (our change arrived, or Back): with nothing of ours waiting, it decides alone.
  useEffect(() => {
    if (afterPaint.waiting()) return;
    ahead.current = null;
    setDrawn(null);
  }, [urlView, afterPaint]);

  const view = useMemo(() => (drawn ? { ...urlView, ...drawn } : urlView), [urlView, drawn]);
  return { view, onViewChange };
}
