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

  it.each([
    [{ success: true, amount: { amount: '-500' } }, 'refund'],
    [{ success: true, amount: { amount: '-9223372036854775808' } }, 'refund'],
    [{ success: true, amount: { amount: '0' } }, 'succeeded'],
    [{ success: true, amount: { amount: '1999' } }, 'succeeded'],
    // Only a settled payment is a refund: a failed or pending negative amount keeps its status.
    [{ success: false, amount: { amount: '-500' } }, 'failed'],
    [{ success: false, pending: true, amount: { amount: '-500' } }, 'pending'],
  ] as const)('%j is %s', (attributes, expected) => {
    expect(paymentStatus(attributes)).toBe(expected);
  });
});

describe('isPaymentStatus', () => {
  it('accepts only the four statuses', () => {
    expect(isPaymentStatus('failed')).toBe(true);
    expect(isPaymentStatus('refund')).toBe(true);
    expect(isPaymentStatus('refunded')).toBe(false);
    expect(isPaymentStatus('all')).toBe(false);
    expect(isPaymentStatus('Failed')).toBe(false);
    expect(isPaymentStatus(undefined)).toBe(false);
  });
});
