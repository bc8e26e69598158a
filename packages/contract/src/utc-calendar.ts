/**
 * Dates as UTC calendar words, written by hand rather than through Intl: the same text in every
 * browser, the BFF and a copied ticket, with no zone or locale data to differ. Elastic Path
 * gives instants and no store time zone, so UTC is the one zone these rules speak.
 */

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const DAY_MS = 86_400_000;

/** A UTC calendar day: month 0–11 as `Date` counts them. */
export interface UtcDay {
  year: number;
  month: number;
  day: number;
}

/** Milliseconds since the epoch, or null for an absent or unreadable timestamp. */
export function instantOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** @example utcDay(Date.parse('2026-03-31T23:59:59Z')) // { year: 2026, month: 2, day: 31 } */
export function utcDay(ms: number): UtcDay {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate() };
}

/** Days since the epoch of the UTC day holding `ms`: equal numbers, same calendar day. */
export function utcDayNumber(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** @example monthName(2) // 'Mar' */
export function monthName(month: number): string {
  return MONTHS[month] ?? '?';
}

/**
 * Month first; the year is left out only when it is `currentYear` (the reader's "now").
 * @example utcMonthDay(Date.parse('2026-03-06T10:00:00Z'), 2026) // 'Mar 6'
 * @example utcMonthDay(Date.parse('2025-12-30T10:00:00Z'), 2026) // 'Dec 30, 2025'
 */
export function utcMonthDay(ms: number, currentYear?: number): string {
  const { year, month, day } = utcDay(ms);
  const base = `${monthName(month)} ${day}`;
  return currentYear === year ? base : `${base}, ${year}`;
}

/** @example utcClock(Date.parse('2026-04-07T19:30:59Z')) // '19:30' */
export function utcClock(ms: number): string {
  const d = new Date(ms);
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${hh}:${mm}`;
}

/**
 * Date and time for a ticket or a header, zone named.
 * @example utcDateTime(Date.parse('2026-04-07T19:30:00Z'), 2026) // 'Apr 7, 19:30 UTC'
 * @example utcDateTime(Date.parse('2026-04-07T19:30:00Z')) // 'Apr 7, 2026, 19:30 UTC'
 */
export function utcDateTime(ms: number, currentYear?: number): string {
  return `${utcMonthDay(ms, currentYear)}, ${utcClock(ms)} UTC`;
}
