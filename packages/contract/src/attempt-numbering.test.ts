import { describe, expect, it } from 'vitest';
import {
  attemptLedger,
  attemptStanding,
  attemptStandingText,
  type PaymentRole,
  paymentRoleText,
} from './attempt-numbering.ts';
import { OUTSTANDING_INVOICE, paymentStory, storyPayment } from './payment-story-fixture.ts';
import type { RetryBlockerInput } from './retry-blockers.ts';

const roles = (story: string): PaymentRole[] =>
  attemptLedger(paymentStory(story)).map((entry) => entry.role);

const outstanding = OUTSTANDING_INVOICE;

describe('attemptLedger', () => {
  it('numbers January’s three failures and the charge that paid, not the refund or the second charge', () => {
    expect(roles('FFFSRS')).toEqual([
      { kind: 'attempt', number: 1, outcome: 'failed' },
      { kind: 'attempt', number: 2, outcome: 'failed' },
      { kind: 'attempt', number: 3, outcome: 'failed' },
      { kind: 'attempt', number: 4, outcome: 'succeeded' },
      { kind: 'refund' },
      { kind: 'after-payment', outcome: 'succeeded' },
    ]);
  });

  it('marks the second of two settled manual payments as collected again after payment', () => {
    expect(roles('MM')).toEqual([
      { kind: 'attempt', number: 1, outcome: 'succeeded' },
      { kind: 'after-payment', outcome: 'succeeded' },
    ]);
  });

  it('gives a pending manual payment no number, before or after a failure', () => {
    expect(roles('FP')).toEqual([
      { kind: 'attempt', number: 1, outcome: 'failed' },
      { kind: 'pending' },
    ]);
    expect(roles('PF')[1]).toEqual({ kind: 'attempt', number: 1, outcome: 'failed' });
  });

  it('marks a failed charge after payment as after payment, not as attempt 5', () => {
    expect(roles('FSF').at(-1)).toEqual({ kind: 'after-payment', outcome: 'failed' });
  });

  it('keeps a long paid history at one attempt: the rest were charged after payment', () => {
    const ledger = attemptLedger(paymentStory(`FS${'S'.repeat(240)}F`));
    const attempts = ledger.filter((e) => e.role.kind === 'attempt');
    expect(attempts).toHaveLength(2);
    expect(ledger.filter((e) => e.role.kind === 'after-payment')).toHaveLength(241);
  });

  it('orders by time, not by the upstream’s order, and by id where times are equal', () => {
    const at = '2026-03-02T10:00:00Z';
    const payments = [
      storyPayment('S', { id: 'b', at: '2026-03-05T10:00:00Z', amount: '100', currency: 'USD' }),
      storyPayment('F', { id: 'z', at, amount: '100', currency: 'USD' }),
      storyPayment('F', {
        id: 'a',
        at: '2026-03-02T11:00:00+01:00',
        amount: '100',
        currency: 'USD',
      }),
    ];
    expect(attemptLedger(payments).map((e) => [e.payment.id, e.role])).toEqual([
      ['a', { kind: 'attempt', number: 1, outcome: 'failed' }],
      ['z', { kind: 'attempt', number: 2, outcome: 'failed' }],
      ['b', { kind: 'attempt', number: 3, outcome: 'succeeded' }],
    ]);
  });

  it('reads no payments as no attempts', () => {
    expect(attemptLedger([])).toEqual([]);
  });
});

describe('attemptStanding', () => {
  const standing = (story: string, invoice: Partial<RetryBlockerInput> = {}, retries = 10) =>
    attemptStanding(attemptLedger(paymentStory(story)), { ...outstanding, ...invoice }, retries);

  it('counts retries left on an outstanding invoice: the first attempt is not a retry', () => {
    expect(standing('').retries).toEqual({ kind: 'retries-left', count: 10 });
    expect(standing('F').retries).toEqual({ kind: 'retries-left', count: 10 });
    expect(standing('FFF')).toMatchObject({
      attempts: 3,
      failedAttempts: 3,
      limit: 11,
      retries: { kind: 'retries-left', count: 8 },
    });
  });

  it('gives a paid invoice no retries-left number', () => {
    const paid = standing('FFFSRS', { paid: true });
    expect(paid).toMatchObject({ attempts: 4, limit: 11, afterPayment: 1, refunds: 1 });
    expect(paid.retries).toEqual({ kind: 'no-retry', reason: 'paid' });
    expect(attemptStandingText(paid)).toBe('4 of 11 attempts · paid');
  });

  it('says why no retry comes: exhausted, pending manual payment, awaiting tax, not yet due', () => {
    expect(standing('FFF', { retriesExhausted: true }).retries).toEqual({
      kind: 'no-retry',
      reason: 'retries-exhausted',
    });
    expect(standing('FP', { manualPaymentPending: true }).retries).toEqual({
      kind: 'no-retry',
      reason: 'manual-payment-pending',
    });
    expect(standing('', { taxStatus: 'pending' }).retries).toEqual({
      kind: 'no-retry',
      reason: 'tax-pending',
    });
    expect(standing('', { notYetDue: true }).retries).toEqual({
      kind: 'no-retry',
      reason: 'not-yet-due',
    });
  });

  it('says all attempts are used when the count reaches the limit before Elastic Path flags it', () => {
    const used = standing('FFFF', {}, 3);
    expect(used.retries).toEqual({ kind: 'no-retry', reason: 'attempts-used' });
    expect(attemptStandingText(used)).toBe('4 of 4 attempts · all attempts used');
  });

  it('words the header and each row', () => {
    expect(attemptStandingText(standing('FFF'))).toBe('3 of 11 attempts · 8 retries left');
    expect(attemptStandingText(standing('FFF', {}, 3))).toBe('3 of 4 attempts · 1 retry left');
    expect(paymentRoleText({ kind: 'attempt', number: 3, outcome: 'failed' }, 11)).toBe(
      'Attempt 3 of 11',
    );
    expect(paymentRoleText({ kind: 'refund' }, 11)).toBe('Refund, not an attempt');
    expect(paymentRoleText({ kind: 'after-payment', outcome: 'succeeded' }, 11)).toBe(
      'Charged again after payment',
    );
    expect(paymentRoleText({ kind: 'pending' }, 11)).toBe('Pending, not counted as an attempt');
  });
});
