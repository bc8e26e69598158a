/** What the payments view shows when there is no table to show, and the banners above one. */
import type { ReactNode, Ref } from 'react';
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

export function StateCard({
  title,
  children,
  tone = 'neutral',
  action,
  level = 2,
  headingRef,
}: {
  title: string;
  children?: ReactNode;
  tone?: 'neutral' | 'error' | 'warning';
  action?: ReactNode;
  /** 1 when the card is the whole page (a dead end), 2 under a page heading. */
  level?: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`card state-card state-card--${tone}`} aria-live="polite">
      <Heading ref={headingRef} className="state-card__title" tabIndex={-1}>
        {title}
      </Heading>
      {children ? <div className="state-card__body">{children}</div> : null}
      {action ? <div className="state-card__action">{action}</div> : null}
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
