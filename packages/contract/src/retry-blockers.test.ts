import { describe, expect, it } from 'vitest';
import { OUTSTANDING_INVOICE } from './payment-story-fixture.ts';
import { NO_RETRY_SENTENCE, NO_RETRY_SHORT, noRetryReason } from './retry-blockers.ts';

describe('noRetryReason', () => {
  it('lets a retry come on an outstanding invoice with nothing in the way', () => {
    expect(noRetryReason(OUTSTANDING_INVOICE)).toBeNull();
    expect(
      noRetryReason({ paid: false, retriesExhausted: false, taxStatus: 'not-required' }),
    ).toBeNull();
  });

  it('names the first blocker: paid, not yet due, tax, manual payment, then exhausted', () => {
    const all = {
      paid: true,
      notYetDue: true,
      taxStatus: 'pending' as const,
      manualPaymentPending: true,
      retriesExhausted: true,
    };
    expect(noRetryReason(all)).toBe('paid');
    expect(noRetryReason({ ...all, paid: false })).toBe('not-yet-due');
    expect(noRetryReason({ ...all, paid: false, notYetDue: false })).toBe('tax-pending');
    expect(noRetryReason({ ...all, paid: false, notYetDue: false, taxStatus: 'applied' })).toBe(
      'manual-payment-pending',
    );
    expect(
      noRetryReason({
        ...all,
        paid: false,
        notYetDue: false,
        taxStatus: 'applied',
        manualPaymentPending: false,
      }),
    ).toBe('retries-exhausted');
  });

  it('has words for every reason, short and as a sentence', () => {
    expect(Object.keys(NO_RETRY_SENTENCE).sort()).toEqual(Object.keys(NO_RETRY_SHORT).sort());
    for (const sentence of Object.values(NO_RETRY_SENTENCE))
      expect(sentence).toMatch(/^No card retry/);
  });
});
