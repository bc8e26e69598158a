/**
 * The next card retry in words, relative to an injected `now`. The BFF's `nextRetry` is an
 * ESTIMATE (Elastic Path has no such field): the first payment run at or after the earliest time
 * the dunning rule allows. Read against the clock it is upcoming ("In 7 h (Apr 7, 19:30 UTC)"),
 * due earlier today, or overdue: a past estimate with no retry recorded since means the payment
 * runs need checking, which "Next retry (estimate) Apr 7" on a November clock never said. Where
 * no card retry can come the reason is named, including a pending manual payment, which the
 * BFF's estimate does not weigh.
 */
import {
  NO_RETRY_SENTENCE,
  type NoRetryReason,
  noRetryReason,
  type RetryBlockerInput,
} from './retry-blockers.ts';
import {
  DAY_MS,
  instantOf,
  utcClock,
  utcDateTime,
  utcDay,
  utcDayNumber,
  utcMonthDay,
} from './utc-calendar.ts';

/** The BFF's `InvoicePage['nextRetry']`. */
export type NextRetryInput =
  | { kind: 'estimate'; at: string; earliest: string }
  | { kind: 'unknown'; reason: string }
  | { kind: 'none'; reason: string };

/** The rule the estimate applied; `InvoicePage['rule']` fits. */
export interface EstimateRuleInput {
  source: 'default-rule' | 'fallback';
  interval: number;
  unit: 'day' | 'week';
  limit: number;
}

export interface NextRetryWordingInput {
  nextRetry: NextRetryInput;
  now: number;
  /** The invoice's flags; with them a pending manual payment stops the card retry too. */
  invoice?: RetryBlockerInput;
  rule?: EstimateRuleInput;
}

interface EstimateWords {
  /** Always true here: say "estimate" beside it. */
  estimate: true;
  text: string;
  /** Where the estimate comes from, for a hint or a footnote. */
  source: string;
  /** When the rule first allows the retry: "Mar 6, 02:13 UTC". */
  earliest: string;
  /** The payment run expected to make it: "Apr 7, 00:30 UTC". */
  expected: string;
}

export type NextRetryWording =
  | ({ kind: 'upcoming' } & EstimateWords)
  | ({ kind: 'due-today' } & EstimateWords)
  | ({ kind: 'overdue' } & EstimateWords)
  | { kind: 'no-retry'; reason: NoRetryReason | 'no-failed-attempt'; text: string }
  | { kind: 'unknown'; reason: string; text: string };

const NONE_TEXT: Readonly<Record<string, string>> = {
  ...NO_RETRY_SENTENCE,
  'no-failed-attempt': 'Not attempted yet: the next payment run should collect the invoice.',
};

const UNKNOWN_TEXT: Readonly<Record<string, string>> = {
  'non-fixed-rule':
    'Next retry unknown: the store’s dunning rule is not a fixed interval, which the console does not estimate.',
  'no-payment-run-schedule':
    'Next retry unknown: no payment-run schedule exists, so payment runs are started by hand.',
  'schedule-unreadable': 'Next retry unknown: the payment-run schedule could not be read.',
};

function everyText(rule: EstimateRuleInput): string {
  return rule.interval === 1 ? `every ${rule.unit}` : `every ${rule.interval} ${rule.unit}s`;
}

function estimateSource(rule: EstimateRuleInput | undefined): string {
  const runs =
    'and the next payment run after it; runs queue one at a time, so the retry can come later. Elastic Path gives no next-retry date.';
  if (!rule) return `Estimated by the console from the dunning rule ${runs}`;
  const retries = `${rule.limit} ${rule.limit === 1 ? 'retry' : 'retries'}`;
  const which =
    rule.source === 'default-rule'
      ? `the store’s default dunning rule (${everyText(rule)}, ${retries})`
      : `Elastic Path’s fallback rule (${everyText(rule)}, ${retries}), as the store has no default dunning rule,`;
  return `Estimated by the console from ${which} ${runs}`;
}

/** "In 25 min", "In 7 h", "In 3 days". */
function fromNow(diff: number): string {
  const minutes = Math.max(1, Math.ceil(diff / 60_000));
  if (minutes < 60) return `In ${minutes} min`;
  const hours = Math.round(diff / 3_600_000);
  if (hours < 48) return `In ${hours} h`;
  return `In ${Math.round(diff / DAY_MS)} days`;
}

/**
 * The next-retry line for an invoice page or a ticket.
 *
 * @example
 * nextRetryWording({ nextRetry: { kind: 'estimate', at: '2026-04-07T19:30:00Z', earliest: '2026-04-06T09:00:00Z' }, now: Date.parse('2026-04-07T12:30:00Z') }).text
 * // 'In 7 h (Apr 7, 19:30 UTC)'
 * @example
 * nextRetryWording({ nextRetry: { kind: 'estimate', at: '2026-04-07T00:30:00Z', earliest: '2026-03-06T02:13:00Z' }, now: Date.parse('2026-11-26T12:00:00Z') }).text
 * // 'Overdue: a retry was due on Mar 6 and none has been recorded — check the payment runs in Commerce Manager'
 */
export function nextRetryWording(input: NextRetryWordingInput): NextRetryWording {
  const { nextRetry, now } = input;
  const blocked = input.invoice ? noRetryReason(input.invoice) : null;
  if (blocked !== null)
    return { kind: 'no-retry', reason: blocked, text: NO_RETRY_SENTENCE[blocked] };
  if (nextRetry.kind === 'none') {
    const reason = nextRetry.reason as NoRetryReason | 'no-failed-attempt';
    const text = NONE_TEXT[reason];
    if (text) return { kind: 'no-retry', reason, text };
    return {
      kind: 'unknown',
      reason: nextRetry.reason,
      text: `No card retry expected (${nextRetry.reason}).`,
    };
  }
  if (nextRetry.kind === 'unknown') {
    const text = UNKNOWN_TEXT[nextRetry.reason] ?? `Next retry unknown (${nextRetry.reason}).`;
    return { kind: 'unknown', reason: nextRetry.reason, text };
  }
  const at = instantOf(nextRetry.at);
  if (at === null) {
    return {
      kind: 'unknown',
      reason: 'unreadable-estimate',
      text: 'Next retry unknown: the estimate could not be read.',
    };
  }
  const earliest = instantOf(nextRetry.earliest) ?? at;
  const year = utcDay(now).year;
  const words = {
    estimate: true as const,
    source: estimateSource(input.rule),
    earliest: utcDateTime(earliest, year),
    expected: utcDateTime(at, year),
  };
  if (now < at)
    return { kind: 'upcoming', ...words, text: `${fromNow(at - now)} (${words.expected})` };
  if (utcDayNumber(now) === utcDayNumber(at)) {
    return {
      kind: 'due-today',
      ...words,
      text: `Due today at ${utcClock(at)} UTC; no retry recorded yet`,
    };
  }
  return {
    kind: 'overdue',
    ...words,
    text: `Overdue: a retry was due on ${utcMonthDay(earliest, year)} and none has been recorded — check the payment runs in Commerce Manager`,
  };
}
