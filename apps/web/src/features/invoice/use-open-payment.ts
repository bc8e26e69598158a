/**
 * Which payment's details are open. The URL's `payment` decides; a click opens the panel at once
 * from the row (local state) and the URL follows right after the panel is painted: a navigation
 * costs about as much as drawing the panel, and the issue budgets 50 ms from click to panel.
 * Back, reload and a shared link read the URL only; closing before the URL followed cancels it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { InvoiceSearch } from '../../addresses/invoice-search';
import { useAfterPaint } from './use-after-paint';

export function useOpenPayment(
  urlPayment: string | undefined,
  onSearch: (change: Partial<InvoiceSearch>) => void,
) {
  const [opening, setOpening] = useState<string | null>(null);
  const { schedule, cancel } = useAfterPaint();

  const open = useCallback(
    (payment: string) => {
      setOpening(payment);
      schedule(() => onSearch({ payment }));
    },
    [schedule, onSearch],
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

  return { openPayment: urlPayment ?? opening ?? undefined, open, close };
}
