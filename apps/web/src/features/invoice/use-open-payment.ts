/**
 * Which payment's details are open. The URL's `payment` decides; a click opens the panel at once
 * from the row (local state) and the URL follows right after the panel is painted: a navigation
 * costs about as much as drawing the panel, and the issue budgets 50 ms from click to panel.
 * Back, reload and a shared link read the URL only; closing before the URL followed cancels it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InvoiceSearch } from '../../addresses/invoice-search';

export function useOpenPayment(
  urlPayment: string | undefined,
  onSearch: (change: Partial<InvoiceSearch>) => void,
) {
  const [opening, setOpening] = useState<string | null>(null);
  const pending = useRef<{ frame?: number; timer?: number }>({});
  const cancel = useCallback(() => {
    if (pending.current.frame !== undefined) window.cancelAnimationFrame(pending.current.frame);
    if (pending.current.timer !== undefined) window.clearTimeout(pending.current.timer);
    pending.current = {};
  }, []);

  const open = useCallback(
    (payment: string) => {
      cancel();
      setOpening(payment);
      // After the next frame is painted: a task queued from requestAnimationFrame runs after it.
      pending.current.frame = window.requestAnimationFrame(() => {
        pending.current.timer = window.setTimeout(() => {
          pending.current = {};
          onSearch({ payment });
        }, 0);
      });
    },
    [cancel, onSearch],
  );

  const close = useCallback(() => {
    cancel();
    setOpening(null);
    onSearch({ payment: undefined });
  }, [cancel, onSearch]);

  // Once the URL names a payment (this one, or another after Back), it decides alone.
  useEffect(() => {
    if (urlPayment !== undefined) setOpening(null);
  }, [urlPayment]);
  useEffect(() => cancel, [cancel]);

  return { openPayment: urlPayment ?? opening ?? undefined, open, close };
}
