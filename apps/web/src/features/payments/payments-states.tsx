/** The payments view's skeleton, and the banners and retry button above a table or state card. */
import type { ReactNode } from 'react';
import { AlertIcon } from '../../components/icons';
import { TableSkeleton } from '../../components/table-skeleton';

/** The payments table's place while its first page loads (also the invoice route's pending state). */
export function PaymentsSkeleton() {
  return <TableSkeleton status="Loading payments…" toolbar rows={8} columns={6} />;
}

export function Banner({
  tone,
  children,
  action,
}: {
  tone: 'error' | 'warning';
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <AlertIcon />
      <div className="banner__text">{children}</div>
      {action}
    </div>
  );
}

export function RetryButton({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <button type="button" className="button button--secondary" onClick={onRetry} disabled={busy}>
      {busy ? 'Retrying…' : 'Retry'}
    </button>
  );
}
