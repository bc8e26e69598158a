/** What the lookup pages show for money, paid state, an attempt's status and a status label. */

import type { InvoiceSummary, Money, SubscriptionSummary } from '@pc/contract';
import { shownReason } from '@pc/contract/decline-reasons';
import { formatMinorUnits, toMajorUnits } from '@pc/contract/money-text';
import { Absent } from '../../components/absent';
import { StatusBadge } from '../../components/data-table/status-badge';
import { statusLineText, statusTone } from './subscription-status';
import { useFormatTime } from './time-text';

/** Exact: the digit string moved by the currency's ISO 4217 exponent, never a float. */
export function MoneyText({ money }: { money: Money | null }) {
  if (!money) return <Absent />;
  const text = formatMinorUnits(money.amount, money.currency);
  const major = toMajorUnits(money.amount, money.currency);
  return major !== null ? (
    <span className="money" title={`${major} ${money.currency}`}>
      {text}
    </span>
  ) : (
    <span className="money money--raw" title="Unknown currency: minor units as given">
      {text}
    </span>
  );
}

export function PaidBadge({ paid }: { paid: boolean }) {
  return (
    <span className={`badge badge--${paid ? 'success' : 'danger'}`}>
      <span className="badge__dot" aria-hidden="true" />
      {paid ? 'Paid' : 'Unpaid'}
    </span>
  );
}

/**
 * The status label by the spec's precedence, and its line ("Ends …", "Next billing …"): all of
 * it, or all but a next billing that a column of its own already shows.
 */
export function SubscriptionStatusBadge({
  status,
  line: lines = 'none',
}: {
  status: SubscriptionSummary['status'];
  line?: 'all' | 'not-next-billing' | 'none';
}) {
  const format = useFormatTime();
  const shown =
    lines === 'all' || (lines === 'not-next-billing' && status.line?.kind !== 'next-billing');
  const line = shown ? statusLineText(status, (iso) => format(iso, 'date')) : null;
  return (
    <span className="status-block">
      <span className={`badge badge--${statusTone(status.label)}`}>
        <span className="badge__dot" aria-hidden="true" />
        {status.label}
      </span>
      {line ? <span className="status-block__line">{line}</span> : null}
    </span>
  );
}

/**
 * An invoice's standing on the customer page: a paid one reads Paid (its payments are not read
 * there); an outstanding one its failed attempts, balance due and latest attempt with its reason.
 */
export function InvoiceFailures({ invoice }: { invoice: InvoiceSummary }) {
  const { outstanding } = invoice;
  if (invoice.paid) {
    const over = invoice.overCollected;
    if (!over) return <span className="muted">Paid</span>;
    return (
      <span className="status-block">
        <span className="muted">Paid</span>
        <span className="status-block__line tag tag--danger">
          Collected {formatMinorUnits(over.amount, over.currency)} more than it billed
        </span>
      </span>
    );
  }
  if (!outstanding) return <LatestAttempt attempt={invoice.latestAttempt} />;
  const count = `${outstanding.failedAttempts}${outstanding.complete ? '' : '+'}`;
  const due = outstanding.balanceDue
    ? formatMinorUnits(outstanding.balanceDue.amount, outstanding.balanceDue.currency)
    : 'unknown (awaiting tax)';
  return (
    <span className="status-block invoice-failures">
      <span className="status-block__line invoice-failures__count">
        {count} failed {outstanding.failedAttempts === 1 ? 'attempt' : 'attempts'} · Balance due{' '}
        {due}
      </span>
      <LatestAttempt attempt={invoice.latestAttempt} />
      {invoice.latestAttempt?.reason || !outstanding.lastReason ? null : (
        <span className="status-block__line">
          Last reason: {shownReason(outstanding.lastReason)}
        </span>
      )}
    </span>
  );
}

/** The newest payment attempt of an invoice: its status and, if it failed, why. */
export function LatestAttempt({ attempt }: { attempt: InvoiceSummary['latestAttempt'] }) {
  if (!attempt) return <span className="muted">No attempt</span>;
  return (
    <span className="status-block">
      <StatusBadge status={attempt.status} />
      {attempt.reason ? (
        <span className="status-block__line">{shownReason(attempt.reason)}</span>
      ) : null}
    </span>
  );
}
