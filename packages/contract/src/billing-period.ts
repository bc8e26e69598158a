/**
 * Billing periods as calendar days. Elastic Path gives a period as two UTC instants, the end
 * exclusive, and no store time zone: March is [2026-03-01T00:00Z, 2026-04-01T00:00Z). Shown in a
 * browser's zone it reads "Feb 28 – Mar 31" west of Greenwich; read as UTC days, with the last
 * day the one holding the instant just before the end, it reads "1–31 Mar 2026" everywhere.
 */
import { instantOf, monthName, type UtcDay, utcDay } from './utc-calendar.ts';

export interface BillingPeriodInput {
  start: string;
  end: string;
}

export interface BillingPeriodDays {
  /** First day billed, `YYYY-MM-DD` (UTC). */
  firstDay: string;
  /** Last day billed, `YYYY-MM-DD` (UTC): the end is exclusive. */
  lastDay: string;
  /** "1–31 Mar 2026", "15 Mar – 14 Apr 2026", "15 Dec 2025 – 14 Jan 2026". */
  range: string;
  /** For a list beside the invoice number: "Mar 2026", "Mar–Apr 2026", "Dec 2025 – Jan 2026". */
  short: string;
}

/** Say it once per page or table, not per row. */
export const BILLING_PERIOD_NOTE = 'Billing periods are calendar days in UTC, last day included.';

function isoDay({ year, month, day }: UtcDay): string {
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function rangeText(first: UtcDay, last: UtcDay): string {
  const firstMonth = monthName(first.month);
  const lastMonth = monthName(last.month);
  if (first.year !== last.year) {
    return `${first.day} ${firstMonth} ${first.year} – ${last.day} ${lastMonth} ${last.year}`;
  }
  if (first.month !== last.month) {
    return `${first.day} ${firstMonth} – ${last.day} ${lastMonth} ${last.year}`;
  }
  if (first.day !== last.day) return `${first.day}–${last.day} ${lastMonth} ${last.year}`;
  return `${first.day} ${lastMonth} ${last.year}`;
}

function shortText(first: UtcDay, last: UtcDay): string {
  const firstMonth = monthName(first.month);
  const lastMonth = monthName(last.month);
  if (first.year !== last.year) return `${firstMonth} ${first.year} – ${lastMonth} ${last.year}`;
  if (first.month !== last.month) return `${firstMonth}–${lastMonth} ${last.year}`;
  return `${lastMonth} ${last.year}`;
}

/**
 * The period's UTC calendar days and its labels; null when either instant is unreadable. A
 * period whose end is not after its start is read as its first day alone.
 *
 * @example billingPeriodDays({ start: '2026-03-01T00:00:00Z', end: '2026-04-01T00:00:00Z' })?.range // '1–31 Mar 2026'
 * @example billingPeriodDays({ start: '2026-03-01T00:00:00Z', end: '2026-04-01T00:00:00Z' })?.short // 'Mar 2026'
 */
export function billingPeriodDays(period: BillingPeriodInput): BillingPeriodDays | null {
  const start = instantOf(period.start);
  const end = instantOf(period.end);
  if (start === null || end === null) return null;
  const first = utcDay(start);
  // The end is exclusive: the last day billed holds the last millisecond before it.
  const last = end > start ? utcDay(end - 1) : first;
  return {
    firstDay: isoDay(first),
    lastDay: isoDay(last),
    range: rangeText(first, last),
    short: shortText(first, last),
  };
}
