/**
 * Above the list: how fresh the snapshot is ("As of 09:41 UTC · refreshing…", or "Building: 120
 * of 300" while a replica has no complete snapshot yet), what the last refresh could not read,
 * with one Retry, and the counts a lead plans the morning by. Each count of a state is a link to
 * the list filtered by that state alone.
 */
import type { AttentionPage, AttentionSnapshot } from '@pc/contract';
import type { AttentionState } from '@pc/contract/attention-state';
import { formatMinorUnits } from '@pc/contract/money-text';
import { Link } from '@tanstack/react-router';
import { ATTENTION_PATH } from '../../addresses/paths';
import { TermValue } from '../../components/term-value';
import { formatCount } from '../../lib/counts';
import { formatDateAndTime } from '../../time-zone/dates';
import { useTimeZone } from '../../time-zone/use-time-zone';

/** "As of 09:41:07 UTC · refreshing…" or "Building: 120 of 300 invoices read". */
export function snapshotText(snapshot: AttentionSnapshot, zone: string): string {
  if (snapshot.status === 'building') {
    const { built, found } = snapshot.progress;
    return `Building: ${formatCount(built)} of ${formatCount(found)} invoices read`;
  }
  const asOf = formatDateAndTime(snapshot.asOf, zone);
  const head = asOf ? `As of ${asOf.time} ${asOf.zone}` : 'Complete';
  return snapshot.refreshing ? `${head} · refreshing…` : head;
}

export function SnapshotStatus({
  snapshot,
  fetching,
  onRetry,
}: {
  snapshot: AttentionSnapshot;
  fetching: boolean;
  onRetry: () => void;
}) {
  const { zone } = useTimeZone();
  return (
    <>
      <p className="attention-status" role="status" data-status={snapshot.status}>
        {snapshotText(snapshot, zone)}
      </p>
      {snapshot.problem ? (
        <div className="banner banner--warning" role="alert">
          <span className="banner__text">{snapshot.problem}</span>
          <button
            type="button"
            className="button button--secondary"
            onClick={onRetry}
            disabled={fetching}
          >
            {fetching ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      ) : null}
    </>
  );
}

function StateCount({ state, count }: { state: AttentionState; count: number }) {
  return (
    <Link to={ATTENTION_PATH} search={{ state }}>
      {formatCount(count)}
    </Link>
  );
}

export function AttentionCounts({ counts }: { counts: AttentionPage['counts'] }) {
  return (
    <dl className="facts attention-counts">
      <TermValue term="Outstanding invoices">{formatCount(counts.outstanding)}</TermValue>
      <TermValue term="Balance due">
        {counts.balances.length === 0 ? (
          <span className="muted">None</span>
        ) : (
          counts.balances.map((balance) => (
            <span key={balance.currency} className="money" data-currency={balance.currency}>
              {formatMinorUnits(balance.amount, balance.currency)}
            </span>
          ))
        )}
      </TermValue>
      <TermValue term="Out of retries">
        <StateCount state="retries-exhausted" count={counts.retriesExhausted} />
      </TermValue>
      <TermValue term="Manual payment pending">
        <StateCount state="manual-payment-pending" count={counts.manualPaymentPending} />
      </TermValue>
      <TermValue term="Awaiting tax">
        <StateCount state="awaiting-tax" count={counts.awaitingTax} />
      </TermValue>
    </dl>
  );
}
