import { describe, expect, it } from 'vitest';
import { explainDecline } from './decline-reasons.ts';
import { DECLINE_TABLE, type DeclineAdvice } from './decline-table.ts';
import { composeReply, NO_REPLY_NOTE, type ReplyFacts } from './reply-composer.ts';

const BASE: Omit<ReplyFacts, 'decline'> = {
  paid: false,
  retries: { kind: 'retries-left', count: 5 },
  nextRetry: { kind: 'upcoming', at: 'Apr 7, 19:30 UTC' },
  manualPaymentPending: null,
  overCollected: null,
  subscription: 'Active',
};

/** Each state an invoice page can show, as the composer is fed it. */
const STATES = {
  'over-collected': {
    paid: true,
    retries: { kind: 'no-retry', reason: 'paid' },
    nextRetry: { kind: 'none' },
    overCollected: '$399.20',
  },
  paid: { paid: true, retries: { kind: 'no-retry', reason: 'paid' }, nextRetry: { kind: 'none' } },
  'not-yet-due': {
    retries: { kind: 'no-retry', reason: 'not-yet-due' },
    nextRetry: { kind: 'none' },
  },
  'tax-pending': {
    retries: { kind: 'no-retry', reason: 'tax-pending' },
    nextRetry: { kind: 'none' },
  },
  'manual-payment-pending': {
    retries: { kind: 'no-retry', reason: 'manual-payment-pending' },
    nextRetry: { kind: 'none' },
    manualPaymentPending: '£84.50',
  },
  'retries-exhausted': {
    retries: { kind: 'no-retry', reason: 'retries-exhausted' },
    nextRetry: { kind: 'none' },
    subscription: 'Suspended',
  },
  'attempts-used': {
    retries: { kind: 'no-retry', reason: 'attempts-used' },
    nextRetry: { kind: 'none' },
  },
  'retry-upcoming': {},
  'retry-overdue': { nextRetry: { kind: 'overdue', dueSince: 'Mar 6, 02:13 UTC' } },
  'retry-unknown': {
    nextRetry: { kind: 'unknown', why: 'Next retry unknown: the schedule could not be read.' },
  },
  'not-attempted': { nextRetry: { kind: 'not-attempted' } },
} satisfies Record<string, Partial<ReplyFacts>>;
type State = keyof typeof STATES;

/** A retry promised: "We will not try this card again automatically" is no promise. */
const PROMISE = /try again|retry|shortly|expected around|will be collected/i;
const DECLINED = /declin|did not approve|contact your bank|card we have|expired/i;

/** Phrases a reply must never carry in each state. */
const FORBIDDEN: Record<State, RegExp[]> = {
  'over-collected': [PROMISE, DECLINED],
  paid: [PROMISE, DECLINED, /more than/i],
  'not-yet-due': [PROMISE, DECLINED],
  'tax-pending': [PROMISE, DECLINED],
  'manual-payment-pending': [PROMISE, DECLINED],
  'retries-exhausted': [PROMISE],
  'attempts-used': [PROMISE],
  'retry-upcoming': [/will not try/i, /overdue|late/i],
  'retry-overdue': [PROMISE],
  'retry-unknown': [PROMISE],
  'not-attempted': [/try again|retry|automatic/i, DECLINED],
};

/** What a reply must say in each state, where the state has a fact to say. */
const REQUIRED: Partial<Record<State, RegExp>> = {
  'over-collected': /\$399\.20 more than the invoice/,
  paid: /paid in full/,
  'manual-payment-pending': /£84\.50/,
  'retries-exhausted': /will not try this card again automatically.*suspended/,
  'attempts-used': /will not try this card again automatically/,
};

/** Never in any reply: the reason's sensitive words, a card detail, a gateway's code. */
const NEVER = [
  /fraud|lost|stole|theft|suspic|risk|block|secur|pick.?up|restrict|report/i,
  /\d{4}|_|ending in|last four|visa|mastercard|stripe|adyen|braintree|gateway|issuer/i,
  /undefined|null|NaN|\{|\}/,
];

const DECLINES: [string, DeclineAdvice | null][] = [
  ...DECLINE_TABLE.map(
    (row) => [row.key, explainDecline(row.wordings[0])] as [string, DeclineAdvice],
  ),
  ['unknown', explainDecline('Computer says no')],
  ['no failed attempt', null],
];

/** States that speak of a failed attempt need one; `not-attempted` must have none. */
function expectsReply(state: State, decline: DeclineAdvice | null): boolean {
  if (state === 'not-attempted') return decline === null;
  if (state.startsWith('retry-')) return decline !== null;
  return true;
}

describe('composeReply: every state × every decline category', () => {
  for (const [state, overrides] of Object.entries(STATES) as [State, Partial<ReplyFacts>][]) {
    for (const [category, decline] of DECLINES) {
      it(`${state} × ${category}`, () => {
        const out = composeReply({ ...BASE, ...overrides, decline });
        if (!expectsReply(state, decline)) {
          expect(out.customerReply).toBeNull();
          expect(out.agentNote.startsWith(NO_REPLY_NOTE)).toBe(true);
          return;
        }
        expect(out.kind).toBe('reply');
        const reply = out.customerReply ?? '';
        for (const phrase of [...FORBIDDEN[state], ...NEVER]) expect(reply).not.toMatch(phrase);
        const required = REQUIRED[state];
        if (required) expect(reply).toMatch(required);
        const speaksOfDecline = state.startsWith('retr') || state === 'attempts-used';
        if (decline?.category === 'security' && speaksOfDecline) {
          expect(reply).not.toContain(decline.agentNote);
          expect(reply).toMatch(/Your bank did not approve this payment\./);
        }
        // The note goes into Copy summary, a pasted ticket: a security decline's kind stays out.
        if (decline?.category === 'security')
          expect(out.agentNote).not.toMatch(/fraud|stolen|lost|pick.?up/i);
        // The internal note and the reply are apart: nothing of one is the other.
        expect(out.agentNote).not.toBe(reply);
      });
    }
  }
});

describe('composeReply: what retry can help answers', () => {
  it('answers no when the invoice says no retry will come, whatever the reason', () => {
    const out = composeReply({
      ...BASE,
      ...STATES['retries-exhausted'],
      decline: explainDecline('insufficient_funds'),
    });
    expect(out.retry.answer).toBe('no');
    expect(explainDecline('insufficient_funds').retryCanHelp).toBe(true);
  });

  it('answers from the reason only where a retry is expected', () => {
    const funds = composeReply({ ...BASE, decline: explainDecline('insufficient_funds') });
    const expired = composeReply({ ...BASE, decline: explainDecline('expired_card') });
    expect([funds.retry.answer, expired.retry.answer]).toEqual(['yes', 'no']);
    expect(funds.customerReply).toContain('expected around Apr 7, 19:30 UTC');
  });

  it('does not answer yes for an overdue retry', () => {
    const out = composeReply({
      ...BASE,
      ...STATES['retry-overdue'],
      decline: explainDecline('do_not_honor'),
    });
    expect(out.retry.answer).toBe('unknown');
    expect(out.agentNote).toContain('check the payment runs');
  });
});

describe('composeReply: the agent’s note', () => {
  it('names the other reasons earlier attempts failed with', () => {
    const card = explainDecline('Card Failure');
    const expired = explainDecline('Expired card');
    const out = composeReply({
      ...BASE,
      ...STATES['retries-exhausted'],
      decline: card,
      failedDeclines: [card, expired, expired, expired, card],
    });
    expect(out.agentNote).toContain('Other attempts failed as: Expired card (3).');
    expect(out.agentNote).toContain('The subscription is Suspended.');
  });
});

describe('composeReply: a state it does not know', () => {
  it('gives no reply, only the note', () => {
    const out = composeReply({
      ...BASE,
      retries: { kind: 'no-retry', reason: 'written-off' as never },
      decline: explainDecline('do_not_honor'),
    });
    expect(out).toMatchObject({ kind: 'no-reply', customerReply: null });
    expect(out.agentNote).toMatch(/^No reply for this case: .*"written-off"/);
  });

  it('gives no reply for a next retry kind it does not know', () => {
    const out = composeReply({
      ...BASE,
      nextRetry: { kind: 'someday' } as never,
      decline: explainDecline('do_not_honor'),
    });
    expect(out.customerReply).toBeNull();
  });
});
