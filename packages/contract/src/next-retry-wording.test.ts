import { describe, expect, it } from 'vitest';
import { type NextRetryInput, nextRetryWording } from './next-retry-wording.ts';
import { OUTSTANDING_INVOICE } from './payment-story-fixture.ts';
import type { RetryBlockerInput } from './retry-blockers.ts';

const estimate = (at: string, earliest = at): NextRetryInput => ({
  kind: 'estimate',
  at,
  earliest,
});
const clock = (iso: string) => Date.parse(iso);
const outstanding = OUTSTANDING_INVOICE;

describe('nextRetryWording: an estimate against the clock', () => {
  it('says how far off a retry later today is, with the UTC date and time', () => {
    const words = nextRetryWording({
      nextRetry: estimate('2026-04-07T19:30:00Z', '2026-04-06T09:00:00Z'),
      now: clock('2026-04-07T12:30:00Z'),
    });
    expect(words).toMatchObject({
      kind: 'upcoming',
      estimate: true,
      text: 'In 7 h (Apr 7, 19:30 UTC)',
      earliest: 'Apr 6, 09:00 UTC',
      expected: 'Apr 7, 19:30 UTC',
    });
  });

  it('counts minutes under an hour and days beyond two, and names another year', () => {
    const at = '2026-04-10T00:30:00Z';
    expect(
      nextRetryWording({ nextRetry: estimate(at), now: clock('2026-04-10T00:05:00Z') }).text,
    ).toBe('In 25 min (Apr 10, 00:30 UTC)');
    expect(
      nextRetryWording({ nextRetry: estimate(at), now: clock('2026-04-07T00:30:00Z') }).text,
    ).toBe('In 3 days (Apr 10, 00:30 UTC)');
    expect(
      nextRetryWording({
        nextRetry: estimate('2027-01-02T00:30:00Z'),
        now: clock('2026-12-31T00:30:00Z'),
      }).text,
    ).toBe('In 2 days (Jan 2, 2027, 00:30 UTC)');
  });

  it('says a run due earlier today has not been recorded yet', () => {
    const words = nextRetryWording({
      nextRetry: estimate('2026-04-07T00:30:00Z'),
      now: clock('2026-04-07T12:00:00Z'),
    });
    expect(words).toMatchObject({
      kind: 'due-today',
      text: 'Due today at 00:30 UTC; no retry recorded yet',
    });
  });

  it('calls a past estimate overdue, naming the day the retry was due', () => {
    const words = nextRetryWording({
      nextRetry: estimate('2026-04-07T00:30:00Z', '2026-03-06T02:13:00Z'),
      now: clock('2026-11-26T12:00:00Z'),
    });
    expect(words).toMatchObject({
      kind: 'overdue',
      estimate: true,
      text: 'Overdue: a retry was due on Mar 6 and none has been recorded — check the payment runs in Commerce Manager',
      earliest: 'Mar 6, 02:13 UTC',
      expected: 'Apr 7, 00:30 UTC',
    });
  });

  it('keeps the estimate labelled with its source: the store’s rule or Elastic Path’s fallback', () => {
    const now = clock('2026-04-01T00:00:00Z');
    const nextRetry = estimate('2026-04-07T00:30:00Z');
    const store = nextRetryWording({
      nextRetry,
      now,
      rule: { source: 'default-rule', interval: 2, unit: 'day', limit: 3 },
    });
    const fallback = nextRetryWording({
      nextRetry,
      now,
      rule: { source: 'fallback', interval: 1, unit: 'day', limit: 10 },
    });
    expect(store.kind === 'upcoming' && store.source).toContain(
      'the store’s default dunning rule (every 2 days, 3 retries)',
    );
    expect(fallback.kind === 'upcoming' && fallback.source).toContain(
      'Elastic Path’s fallback rule (every day, 10 retries)',
    );
    expect(nextRetryWording({ nextRetry, now })).toMatchObject({
      source: expect.stringMatching(/^Estimated by the console/),
    });
  });
});

describe('nextRetryWording: no card retry, and why', () => {
  const now = clock('2026-04-01T00:00:00Z');
  const upcoming = estimate('2026-04-07T00:30:00Z');

  it('shows no card retry estimate while a manual payment is pending', () => {
    const words = nextRetryWording({
      nextRetry: upcoming,
      now,
      invoice: { ...outstanding, manualPaymentPending: true },
    });
    expect(words).toEqual({
      kind: 'no-retry',
      reason: 'manual-payment-pending',
      text: 'No card retry while a manual payment is pending: it is settled outside the card gateway.',
    });
  });

  it('names paid, not yet due, awaiting tax and out of retries, from the flags or the BFF', () => {
    const cases: [Partial<RetryBlockerInput>, string, RegExp][] = [
      [{ paid: true }, 'paid', /invoice is paid/],
      [{ notYetDue: true }, 'not-yet-due', /not due yet/],
      [{ taxStatus: 'pending' }, 'tax-pending', /waiting for tax/],
      [{ retriesExhausted: true }, 'retries-exhausted', /out of retries/],
    ];
    for (const [flags, reason, text] of cases) {
      const fromFlags = nextRetryWording({
        nextRetry: upcoming,
        now,
        invoice: { ...outstanding, ...flags },
      });
      expect(fromFlags).toMatchObject({
        kind: 'no-retry',
        reason,
        text: expect.stringMatching(text),
      });
      const fromBff = nextRetryWording({ nextRetry: { kind: 'none', reason }, now });
      expect(fromBff).toEqual(fromFlags);
    }
  });

  it('says an invoice with no failure yet waits for its first payment run', () => {
    expect(
      nextRetryWording({ nextRetry: { kind: 'none', reason: 'no-failed-attempt' }, now }),
    ).toEqual({
      kind: 'no-retry',
      reason: 'no-failed-attempt',
      text: 'Not attempted yet: the next payment run should collect the invoice.',
    });
  });

  it('says why the next retry is unknown, and passes an unheard-of reason through', () => {
    expect(
      nextRetryWording({ nextRetry: { kind: 'unknown', reason: 'no-payment-run-schedule' }, now })
        .text,
    ).toBe(
      'Next retry unknown: no payment-run schedule exists, so payment runs are started by hand.',
    );
    expect(
      nextRetryWording({ nextRetry: { kind: 'unknown', reason: 'non-fixed-rule' }, now }).text,
    ).toMatch(/not a fixed interval/);
    expect(nextRetryWording({ nextRetry: { kind: 'unknown', reason: 'gremlins' }, now })).toEqual({
      kind: 'unknown',
      reason: 'gremlins',
      text: 'Next retry unknown (gremlins).',
    });
    expect(nextRetryWording({ nextRetry: estimate('soon'), now }).kind).toBe('unknown');
  });
});
