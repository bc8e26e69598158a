/**
 * How one payment's values read in the table: status words plus colour, exact money, times in the
 * console's zone (the table's caption names it once).
 */
import type { Payment } from '@pc/contract';
import { explainDecline, shownReason } from '@pc/contract/decline-reasons';
import { DECLINE_CATEGORY_LABELS } from '@pc/contract/decline-table';
import { formatMinorUnits, toMajorUnits } from '@pc/contract/money-text';
import { use } from 'react';
import { Absent } from '../../components/absent';
import { StatusBadge } from '../../components/data-table/status-badge';
import type { PaymentStatus } from '../../lib/status';
import { formatDateAndTime } from '../../time-zone/dates';
import { ZoneContext } from '../../time-zone/zone-context';

export function StatusCell({ status, manual }: { status: PaymentStatus; manual: boolean }) {
  return (
    <span className="status-cell">
      <StatusBadge status={status} />
      {manual ? (
        <span className="tag" title="Recorded by hand, not taken through a gateway">
          Manual
        </span>
      ) : null}
    </span>
  );
}

export function AmountCell({ amount }: { amount: Payment['attributes']['amount'] }) {
  const major = toMajorUnits(amount.amount, amount.currency);
  const text = formatMinorUnits(amount.amount, amount.currency);
  const tax =
    amount.includes_tax === undefined ? null : amount.includes_tax ? 'incl. tax' : 'excl. tax';
  return (
    <span className="amount">
      {major !== null ? (
        <span className="amount__value" title={`${major} ${amount.currency}`}>
          {text}
        </span>
      ) : (
        <span
          className="amount__value amount__value--raw"
          title="Unknown currency: amount shown in minor units"
        >
          {text}
        </span>
      )}
      {tax ? <span className="amount__tax">{tax}</span> : null}
    </span>
  );
}

export function DateCell({ iso }: { iso: string | undefined }) {
  const zone = use(ZoneContext);
  if (!iso) return <Absent />;
  const parts = formatDateAndTime(iso, zone);
  if (!parts) return <span className="date">{iso}</span>;
  return (
    <time className="date" dateTime={iso} title={iso}>
      <span className="date__day">{parts.date}</span>{' '}
      <span className="date__time">{parts.time}</span>
    </time>
  );
}

/** The gateway's words, and under them the decline table's compact category. */
export function ReasonCell({ reason }: { reason: string | undefined }) {
  if (reason === undefined || reason === '') return <Absent />;
  const advice = explainDecline(reason);
  // The gateway's words of a security decline stay behind the details panel's reveal.
  const shown = shownReason(reason);
  return (
    <span className="reason-cell">
      <span className="text-cell reason-cell__text" title={shown}>
        {shown}
      </span>
      <span className="reason-cell__category">{DECLINE_CATEGORY_LABELS[advice.category]}</span>
    </span>
  );
}

export function TextCell({ value }: { value: string | undefined }) {
  if (value === undefined || value === '') return <Absent />;
  return (
    <span className="text-cell" title={value}>
      {value}
    </span>
  );
}
