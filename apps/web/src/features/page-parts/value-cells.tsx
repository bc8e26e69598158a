/** What the lookup pages show for money, paid state, an attempt's status and a status label. */
import type { InvoiceSummary, Money, SubscriptionSummary } from '@pc/contract';
import { Absent } from '../../components/absent';
import { formatMoney } from '../../lib/money';
import { statusLineText, statusTone } from '../../lib/subscription-status';
import { StatusBadge } from '../payments/payment-cells';
import { useFormatTime } from './time-text';

/** Exact: the digit string moved by the currency's exponent, never a float (lib/money.ts). */
export function MoneyText({ money }: { money: Money | null }) {
  if (!money) return <Absent />;
  const formatted = formatMoney(money.amount, money.currency);
  return formatted.ok ? (
    <span className="money" title={`${formatted.major} ${money.currency}`}>
      {formatted.text}
    </span>
  ) : (
    <span className="money money--raw" title="Unknown currency: minor units as given">
      {formatted.text}
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

/** The newest payment attempt of an invoice: its status and, if it failed, why. */
export function LatestAttempt({ attempt }: { attempt: InvoiceSummary['latestAttempt'] }) {
  if (!attempt) return <span className="muted">No attempt</span>;
  return (
    <span className="status-block">
      <StatusBadge status={attempt.status} />
      {attempt.reason ? <span className="status-block__line">{attempt.reason}</span> : null}
    </span>
  );
}
