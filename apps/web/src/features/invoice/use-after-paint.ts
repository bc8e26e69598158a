/**
 * Work that may wait until what the person asked for is on screen: `schedule` runs it right
 * after the next frame is painted (a task queued from requestAnimationFrame runs after it),
 * replacing work still waiting; `cancel` drops it, and so does unmounting.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface AfterPaint {
  schedule: (work: () => void) => void;
  cancel: () => void;
  /** Work is scheduled and has not run yet. */
  waiting: () => boolean;
}

export function useAfterPaint(): AfterPaint {
  const pending = useRef<{ frame?: number; timer?: number }>({});
  const cancel = useCallback(() => {
    if (pending.current.frame !== undefined) window.cancelAnimationFrame(pending.current.frame);
    if (pending.current.timer !== undefined) window.clearTimeout(pending.current.timer);
    pending.current = {};
  }, []);
  const schedule = useCallback(
    (work: () => void) => {
      cancel();
      pending.current.frame = window.requestAnimationFrame(() => {
        pending.current.timer = window.setTimeout(() => {
          pending.current = {};
          work();
        }, 0);
      });
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return useMemo(
    () => ({ schedule, cancel, waiting: () => pending.current.frame !== undefined }),
    [schedule, cancel],
  );
}
