import { describe, expect, it } from 'vitest';
import { makePayment } from './payment-fixture';
import { attemptText, paymentSummaryLine } from './payment-summary';

describe('attemptText', () => {
  it('counts against the limit, and says a pending payment is not counted', () => {
    expect(attemptText({ number: 3, limit: 7 })).toBe('Attempt 3 of 7');
    expect(attemptText({ number: 12, limit: 11 })).toBe('Attempt 12 of 11');
    expect(attemptText({ number: null, limit: 7 })).toBe(
      'Pending, not counted as an attempt (7 allowed)',
    );
  });
});

describe('paymentSummaryLine', () => {
  const failed = makePayment({
    attributes: { success: false, failure_detail: { reason: 'Card declined\nby issuer' } },
    amount: { currency: 'KWD', amount: '1234' },
    timestamps: { created_at: '2024-03-05T14:07:09.000Z' },
  });

  it('is date and zone, amount, status, reason and attempt on one line', () => {
    expect(
      paymentSummaryLine(failed, {
        zone: 'UTC',
        attempt: { number: 3, limit: 11 },
        locale: 'en-US',
      }),
    ).toBe(
      'Mar 5, 2024, 2:07:09 PM UTC · KWD 1.234 · Failed · Card declined by issuer · Attempt 3 of 11',
    );
  });

  it('drops direction overrides from the reason, so it cannot reorder the line', () => {
    const spoofed = makePayment({
      attributes: {
        success: false,
        failure_detail: { reason: '\u202Efdp.exe \u2066declined\u2069' },
      },
      amount: { currency: 'USD', amount: '100' },
      timestamps: { created_at: '2024-03-05T14:07:09.000Z' },
    });
    const line = paymentSummaryLine(spoofed, { zone: 'UTC', attempt: null, locale: 'en-US' });
    expect(line).toBe('Mar 5, 2024, 2:07:09 PM UTC · $1.00 · Failed · fdp.exe declined');
  });

  it('follows the console’s zone', () => {
    expect(paymentSummaryLine(failed, { zone: 'Asia/Tokyo', attempt: null, locale: 'en-GB' })).toBe(
      '5 Mar 2024, 23:07:09 Asia/Tokyo · KWD 1.234 · Failed · Card declined by issuer',
    );
  });

  it('writes the amount with ISO 4217’s minor unit, the one Elastic Path counts in', () => {
    const pesos = makePayment({ amount: { currency: 'COP', amount: '1999000' } });
    expect(paymentSummaryLine(pesos, { zone: 'UTC', attempt: null, locale: 'en-US' })).toBe(
      'Mar 5, 2024, 2:07:09 PM UTC · COP 19,990.00 · Succeeded',
    );
  });

  it('says Refund for a negative succeeded payment and leaves out an absent reason', () => {
    const refund = makePayment({ amount: { amount: '-500' } });
    expect(paymentSummaryLine(refund, { zone: 'UTC', attempt: null, locale: 'en-US' })).toBe(
      'Mar 5, 2024, 2:07:09 PM UTC · -$5.00 · Refund',
    );
  });
});
