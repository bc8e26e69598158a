/**
 * A case's state comes from facts, never from typing: the promise to pay, its date
 * against today's UTC date, and whether Elastic Path says the invoice is paid. Pure and without
 * zod, so the web app can import it by subpath (`@pc/contract/team-work/case-state`).
 */

/**
 * - `open`: nothing promised (an owner or a follow-up date do not change the state);
 * - `promised`: a promise to pay whose date has not passed;
 * - `promise-broken`: the promise's date has passed and Elastic Path still says outstanding;
 * - `settled`: Elastic Path says paid; the case closed itself at `settledAt`.
 */
export const CASE_STATES = ['open', 'promised', 'promise-broken', 'settled'] as const;
export type CaseState = (typeof CASE_STATES)[number];

export const CASE_STATE_LABELS: Readonly<Record<CaseState, string>> = {
  open: 'Open',
  promised: 'Promised',
  'promise-broken': 'Promise broken',
  settled: 'Settled',
};

/** A UTC calendar date as `YYYY-MM-DD`; compared as text, which orders them as dates. */
export type UtcDate = string;

/** @example utcDateOf(Date.parse('2026-12-06T23:59:59Z')) // '2026-12-06' */
export function utcDateOf(ms: number): UtcDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Whether `text` is a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). Read
 * character by character: no regular expression, no Date parsing leniency.
 * @example isUtcDate('2026-02-28') // true
 */
export function isUtcDate(text: string): boolean {
  if (text.length !== 10 || text[4] !== '-' || text[7] !== '-') return false;
  for (const i of [0, 1, 2, 3, 5, 6, 8, 9]) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (year < 1970 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** What a case's state is judged from. */
export interface CaseFacts {
  promise: { on: UtcDate } | null;
  /** When Elastic Path was first seen to say paid; null while outstanding. */
  settledAt: string | null;
}

/**
 * A promise is broken the day after its date (the date itself is still kept), in UTC.
 * @example caseState({ promise: { on: '2026-12-05' }, settledAt: null }, '2026-12-06') // 'promise-broken'
 */
export function caseState(facts: CaseFacts, today: UtcDate): CaseState {
  if (facts.settledAt !== null) return 'settled';
  if (facts.promise === null) return 'open';
  return facts.promise.on < today ? 'promise-broken' : 'promised';
}

/**
 * A follow-up is due on its date and every day after, until it is moved or cleared; a settled
 * case has nothing to follow up.
 * @example followUpDue('2026-12-06', '2026-12-06') // true
 */
export function followUpDue(followUpOn: UtcDate | null, today: UtcDate, settled = false): boolean {
  return !settled && followUpOn !== null && followUpOn <= today;
}
