import { describe, expect, it } from 'vitest';
import { isPaymentStatus, paymentStatus } from './status';

describe('paymentStatus', () => {
  it.each([
    [{ success: true }, 'succeeded'],
    [{ success: true, pending: false }, 'succeeded'],
    // `success` wins: a settled payment is never shown as pending.
    [{ success: true, pending: true }, 'succeeded'],
    [{ success: false, pending: true }, 'pending'],
    [{ success: false, pending: false }, 'failed'],
    [{ success: false }, 'failed'],
  ] as const)('%j is %s', (attributes, expected) => {
    expect(paymentStatus(attributes)).toBe(expected);
  });
});

describe('isPaymentStatus', () => {
  it('accepts only the three statuses', () => {
    expect(isPaymentStatus('failed')).toBe(true);
    expect(isPaymentStatus('all')).toBe(false);
    expect(isPaymentStatus('Failed')).toBe(false);
    expect(isPaymentStatus(undefined)).toBe(false);
  });
});
