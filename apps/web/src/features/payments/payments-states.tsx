/** The payments view's skeleton, and the banners and retry button above a table or state card. */
import type { ReactNode } from 'react';
import { AlertIcon } from '../../components/icons';

const SKELETON_ROWS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'];
const SKELETON_CELLS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];

export function TableSkeleton() {
  return (
    <section className="card table-card" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading payments…
      </p>
      <div className="table-toolbar" aria-hidden="true">
        <span className="skeleton skeleton--pill" />
        <span className="skeleton skeleton--button" />
      </div>
      <div className="skeleton-table" aria-hidden="true">
        {SKELETON_ROWS.map((row) => (
          <div key={row} className="skeleton-row">
            {SKELETON_CELLS.map((cell) => (
              <span key={cell} className="skeleton skeleton--cell" />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
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
