/**
 * Every sentence the console offers an agent to send comes from here, written from the invoice's
 * state first and the decline's reason second: a reply taken from the reason alone promised
 * "we will try again" on invoices whose retries were over or overdue (issue 38). The customer's
 * reply and the agent's note are separate strings so that a screen or a ticket can keep the
 * internal words out of what is sent. A state this module does not know gets no reply at all,
 * only a note saying so: a wrong promise costs more than a missing one.
 */
import type { DeclineAdvice } from './decline-table.ts';
import {
  GENERIC_CUSTOMER_CAUSE,
  GENERIC_CUSTOMER_FIX,
  SECURITY_DECLINE_LABEL,
  SECURITY_NOTE,
} from './decline-table.ts';
import { NO_RETRY_SENTENCE, type NoRetryReason } from './retry-blockers.ts';
import type { SubscriptionStatusLabel } from './upstream-subscriptions/subscription-status.ts';

/** The next retry as the invoice page reads it against now; times are UTC, named. */
export type ReplyNextRetry =
  | { kind: 'upcoming'; at: string }
  | { kind: 'overdue'; dueSince: string }
  | { kind: 'not-attempted' }
  | { kind: 'none' }
  | { kind: 'unknown'; why: string };

/** What the composer needs to know of an invoice (`invoiceReplyFacts` reads an invoice page). */
export interface ReplyFacts {
  paid: boolean;
  /** The contract's `attemptStanding(...).retries`: a count only where a retry can still come. */
  retries: { kind: 'retries-left'; count: number } | { kind: 'no-retry'; reason: NoRetryReason };
  nextRetry: ReplyNextRetry;
  /** The pending manual payment's amount as money text ("£84.50"); null when none is pending. */
  manualPaymentPending: string | null;
  /** What was kept beyond the invoice's total, as money text; null when nothing was. */
  overCollected: string | null;
  subscription: SubscriptionStatusLabel | null;
  /** The decline of the attempt in question; null where no failed attempt is in question. */
  decline: DeclineAdvice | null;
  /** Every failed attempt's decline, oldest first, so the note can say what else failed. */
  failedDeclines?: readonly DeclineAdvice[];
}

export const REPLY_CASES = [
  'over-collected',
  'paid',
  'not-yet-due',
  'tax-pending',
  'manual-payment-pending',
  'retries-over',
  'retry-upcoming',
  'retry-overdue',
  'retry-unknown',
  'not-attempted',
] as const;
export type ReplyCase = (typeof REPLY_CASES)[number];

/** "Retry can help", answered from the invoice's state and only then the reason. */
export interface RetryAnswer {
  answer: 'yes' | 'no' | 'unknown';
  why: string;
}

export type ComposedReply =
  | { kind: 'reply'; case: ReplyCase; customerReply: string; agentNote: string; retry: RetryAnswer }
  | { kind: 'no-reply'; case: null; customerReply: null; agentNote: string; retry: RetryAnswer };

export const NO_REPLY_NOTE = 'No reply for this case';

/** What the customer can do when no retry will come (or none is sure to). */
const SETTLE_NOW =
  'To settle the invoice now, reply to this message once that is done and we will arrange the payment with you.';

const SUBSCRIPTION_NOTE: Partial<Record<SubscriptionStatusLabel, string>> = {
  Suspended: 'The subscription is Suspended.',
  Inactive: 'The subscription is Inactive.',
  'Pending cancel': 'The subscription is Pending cancel: it ends at its period’s end.',
  Canceled: 'The subscription is Canceled.',
  Closed: 'The subscription is Closed.',
  Paused: 'The subscription is Paused.',
};

const SUBSCRIPTION_REPLY: Partial<Record<SubscriptionStatusLabel, string>> = {
  Suspended: 'Your subscription is currently suspended.',
  Inactive: 'Your subscription is currently inactive.',
};

function sentences(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');
}

function isSecurity(decline: DeclineAdvice): boolean {
  return decline.internalOnly || decline.category === 'security';
}

/** Security declines (fraud, lost or stolen, pick-up) say only the generic words to a customer. */
function customerWords(decline: DeclineAdvice | null): { cause: string; fix: string } {
  if (decline === null || isSecurity(decline))
    return { cause: GENERIC_CUSTOMER_CAUSE, fix: GENERIC_CUSTOMER_FIX };
  return { cause: decline.customerCause, fix: decline.customerFix };
}

/** "Earlier attempts also failed as: Expired card (3)." — what the reason in question hides. */
function otherDeclinesNote(facts: ReplyFacts): string | null {
  const counts = new Map<string, number>();
  for (const d of facts.failedDeclines ?? []) {
    if (d.key === facts.decline?.key) continue;
    const title = isSecurity(d) ? SECURITY_DECLINE_LABEL : d.title;
    counts.set(title, (counts.get(title) ?? 0) + 1);
  }
  if (counts.size === 0) return null;
  const list = [...counts].map(([title, n]) => `${title} (${n})`).join(', ');
  return `Other attempts failed as: ${list}.`;
}

/**
 * The note travels in Copy summary into a ticket: a security decline is named only as such
 * there; the kind (fraud, lost card) stays in the payment panel.
 */
function declineNote(facts: ReplyFacts): string | null {
  if (facts.decline === null) return null;
  if (isSecurity(facts.decline)) return `${SECURITY_DECLINE_LABEL}: ${SECURITY_NOTE}`;
  return `${facts.decline.title}: ${facts.decline.agentNote}`;
}

function caseOf(facts: ReplyFacts): ReplyCase | null {
  const { retries, nextRetry } = facts;
  if (facts.paid || (retries.kind === 'no-retry' && retries.reason === 'paid'))
    return facts.overCollected !== null ? 'over-collected' : 'paid';
  if (retries.kind === 'no-retry') {
    switch (retries.reason) {
      case 'not-yet-due':
        return 'not-yet-due';
      case 'tax-pending':
        return 'tax-pending';
      case 'manual-payment-pending':
        return 'manual-payment-pending';
      case 'retries-exhausted':
      case 'attempts-used':
        return 'retries-over';
      default:
        return null;
    }
  }
  if (retries.kind !== 'retries-left') return null;
  switch (nextRetry.kind) {
    case 'upcoming':
      return facts.decline === null ? null : 'retry-upcoming';
    case 'overdue':
      return facts.decline === null ? null : 'retry-overdue';
    case 'unknown':
      return facts.decline === null ? null : 'retry-unknown';
    case 'not-attempted':
      return facts.decline === null ? 'not-attempted' : null;
    default:
      return null;
  }
}

function noReply(why: string): ComposedReply {
  return {
    kind: 'no-reply',
    case: null,
    customerReply: null,
    agentNote: `${NO_REPLY_NOTE}: ${why} Read the invoice page before answering.`,
    retry: { answer: 'unknown', why: 'Not known for this case.' },
  };
}

/**
 * The reply to the customer and, apart, the agent's note, for an invoice in one state and the
 * decline of the attempt in question.
 *
 * @example
 * composeReply({ paid: false, retries: { kind: 'no-retry', reason: 'retries-exhausted' },
 *   nextRetry: { kind: 'none' }, manualPaymentPending: null, overCollected: null,
 *   subscription: 'Suspended', decline: explainDecline('Card Failure') }).customerReply
 * // 'Your bank did not approve this payment. We will not try this card again automatically. …'
 * @example
 * composeReply({ ...facts, retries: { kind: 'no-retry', reason: 'bogus' } as never }).agentNote
 * // 'No reply for this case: …'
 */
export function composeReply(facts: ReplyFacts): ComposedReply {
  const which = caseOf(facts);
  if (which === null) {
    const state =
      facts.retries.kind === 'no-retry'
        ? `retries "${String(facts.retries.reason)}"`
        : `next retry "${String(facts.nextRetry.kind)}"`;
    return noReply(
      `the console has no reply for an invoice with ${state}${facts.decline ? '' : ' and no failed attempt in question'}.`,
    );
  }
  const { cause, fix } = customerWords(facts.decline);
  const subscriptionNote = facts.subscription ? SUBSCRIPTION_NOTE[facts.subscription] : undefined;
  const subscriptionReply = facts.subscription ? SUBSCRIPTION_REPLY[facts.subscription] : undefined;
  const others = otherDeclinesNote(facts);
  const reply = (customerReply: string, agentNote: string, retry: RetryAnswer): ComposedReply => ({
    kind: 'reply',
    case: which,
    customerReply,
    agentNote: sentences(agentNote, subscriptionNote, others),
    retry,
  });
  const noRetry = (reason: NoRetryReason): RetryAnswer => ({
    answer: 'no',
    why: NO_RETRY_SENTENCE[reason],
  });
  switch (which) {
    case 'over-collected':
      return reply(
        `This invoice is paid. We can see that we collected ${facts.overCollected} more than the invoice total; we are looking into returning it to you and will confirm once that is done.`,
        `Over-collected: ${facts.overCollected} kept beyond the invoice. A refund is made in the gateway or Commerce Manager; the console only reads. Do not promise a date.`,
        noRetry('paid'),
      );
    case 'paid':
      return reply(
        'This invoice is paid in full, so nothing more is needed from you for it.',
        sentences(
          'Paid: no card retry will come.',
          facts.decline ? 'An earlier attempt failed, but a later one paid the invoice.' : null,
        ),
        noRetry('paid'),
      );
    case 'not-yet-due':
      return reply(
        'This invoice is not due yet, so nothing has been collected and nothing is needed from you for now.',
        NO_RETRY_SENTENCE['not-yet-due'],
        noRetry('not-yet-due'),
      );
    case 'tax-pending':
      return reply(
        'This invoice is still being finalised, so no payment has been taken for it yet and nothing is needed from you for now.',
        NO_RETRY_SENTENCE['tax-pending'],
        noRetry('tax-pending'),
      );
    case 'manual-payment-pending':
      return reply(
        `We have a payment${facts.manualPaymentPending ? ` of ${facts.manualPaymentPending}` : ''} recorded for this invoice and are waiting for it to settle. Nothing more is needed from you, and we will not charge your card while it is pending.`,
        `${NO_RETRY_SENTENCE['manual-payment-pending']} If it does not settle, the invoice stays unpaid.`,
        noRetry('manual-payment-pending'),
      );
    case 'retries-over': {
      const reason = facts.retries.kind === 'no-retry' ? facts.retries.reason : 'retries-exhausted';
      return reply(
        sentences(
          cause,
          'We will not try this card again automatically.',
          subscriptionReply,
          fix,
          SETTLE_NOW,
        ),
        sentences(
          'Out of retries: no automatic retry will come, so do not promise one. Collecting now takes a manual payment or a payment run started in Commerce Manager.',
          declineNote(facts),
        ),
        noRetry(reason),
      );
    }
    case 'retry-overdue': {
      const due = facts.nextRetry.kind === 'overdue' ? facts.nextRetry.dueSince : 'earlier';
      return reply(
        sentences(cause, subscriptionReply, fix, SETTLE_NOW),
        sentences(
          `The retry due on ${due} has not been recorded: check the payment runs in Commerce Manager before promising one.`,
          declineNote(facts),
        ),
        {
          answer: 'unknown',
          why: `Overdue: a retry was due on ${due} and none has been recorded.`,
        },
      );
    }
    case 'retry-unknown': {
      const why = facts.nextRetry.kind === 'unknown' ? facts.nextRetry.why : '';
      return reply(
        sentences(cause, fix, 'Please reply to this message once that is done.'),
        sentences(why, 'Do not promise when the next retry comes.', declineNote(facts)),
        { answer: 'unknown', why: why || 'When the next retry comes is not known.' },
      );
    }
    case 'retry-upcoming': {
      const at = facts.nextRetry.kind === 'upcoming' ? facts.nextRetry.at : '';
      const helps = facts.decline?.retryCanHelp === true;
      // A security decline's reply is the generic one whatever the state: no retry promised.
      const security = facts.decline?.category === 'security';
      return reply(
        security
          ? sentences(cause, fix, 'Please reply to this message once that is done.')
          : helps
            ? sentences(
                cause,
                `We will try again automatically; our next attempt is expected around ${at}.`,
                'If you would like it settled sooner, please add another payment method to your account.',
              )
            : sentences(cause, fix, `Our next automatic attempt is expected around ${at}.`),
        sentences(`Next retry (estimate): ${at}.`, declineNote(facts)),
        helps
          ? { answer: 'yes', why: `A retry is expected around ${at} and this reason can pass.` }
          : {
              answer: 'no',
              why: `A retry is expected around ${at}, but it fails the same way until the customer acts.`,
            },
      );
    }
    case 'not-attempted':
      return reply(
        'We have not taken the payment for this invoice yet; it will be collected with our next payment run, and nothing is needed from you for now.',
        'Not attempted yet: the next payment run should collect the invoice.',
        { answer: 'unknown', why: 'No attempt yet.' },
      );
  }
}
