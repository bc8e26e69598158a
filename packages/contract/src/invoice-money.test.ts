import { describe, expect, it } from 'vitest';
import { attemptLedger } from './attempt-numbering.ts';
import { invoiceMoney, invoiceMoneyText, overCollectionText } from './invoice-money.ts';
import { paymentStory, storyPayment } from './payment-story-fixture.ts';

const USD_499 = { amount: '49900', currency: 'USD' };
const KWD_12750 = { amount: '12750', currency: 'KWD' };
const MAX = '9223372036854775807';

const moneyOf = (
  payments: Parameters<typeof attemptLedger>[0],
  total: { amount: string; currency: string } | null,
  paid: boolean,
) => invoiceMoney(attemptLedger(payments), { total, paid });

describe('invoiceMoney', () => {
  it('sums January: two $499.00 charges and a $99.80 refund on a paid $499.00 invoice', () => {
    const money = moneyOf(paymentStory('FFFSRS'), USD_499, true);
    expect(money).toMatchObject({
      currency: 'USD',
      collected: '99800',
      refunded: '9980',
      net: '89820',
      balanceDue: '0',
      overCollection: { chargedAgain: '49900', refunded: '9980', excess: '39920' },
      notAdded: [],
    });
    expect(overCollectionText(money)).toBe(
      'Charged again after payment: $499.00 · refunded $99.80 · $399.20 more than the invoice',
    );
    expect(invoiceMoneyText(money)).toEqual({
      collected: '$998.00',
      refunded: '$99.80',
      net: '$898.20',
      balanceDue: '$0.00',
    });
  });

  it('sees two settled manual payments of KWD 12.750 on a KWD 12.750 invoice as collected twice', () => {
    const money = moneyOf(
      paymentStory('MM', { amount: '12750', currency: 'KWD' }),
      KWD_12750,
      true,
    );
    expect(money).toMatchObject({ collected: '25500', net: '25500', balanceDue: '0' });
    expect(overCollectionText(money)).toBe(
      'Charged again after payment: KWD 12.750 · KWD 12.750 more than the invoice',
    );
  });

  it('keeps a goodwill refund on a paid invoice a refund: no balance, no over-collection', () => {
    const money = moneyOf(paymentStory('SR'), USD_499, true);
    expect(money).toMatchObject({ collected: '49900', refunded: '9980', net: '39920' });
    expect(money.balanceDue).toBe('0');
    expect(money.overCollection).toBeNull();
    expect(overCollectionText(money)).toBeNull();
  });

  it('owes the whole total while outstanding, failures collecting nothing', () => {
    const money = moneyOf(paymentStory('FFF'), USD_499, false);
    expect(money).toMatchObject({ collected: '0', refunded: '0', net: '0', balanceDue: '49900' });
  });

  it('counts a pending manual payment as pending, not collected, and the balance as the total', () => {
    const money = moneyOf(
      paymentStory('FP', { amount: '12750', currency: 'KWD' }),
      KWD_12750,
      false,
    );
    expect(money).toMatchObject({ collected: '0', pending: '12750', balanceDue: '12750' });
  });

  it('says when refunds bring a double charge back to the total, or below it', () => {
    const back = [
      ...paymentStory('SS'),
      storyPayment('R', { id: 'r', at: '2026-02-01T00:00:00Z', amount: '-49900', currency: 'USD' }),
    ];
    expect(overCollectionText(moneyOf(back, USD_499, true))).toBe(
      'Charged again after payment: $499.00 · refunded $499.00 · refunds bring it back to the invoice total',
    );
    const below = [
      ...paymentStory('SS'),
      storyPayment('R', { id: 'r', at: '2026-02-01T00:00:00Z', amount: '-60000', currency: 'USD' }),
    ];
    expect(overCollectionText(moneyOf(below, USD_499, true))).toBe(
      'Charged again after payment: $499.00 · refunded $600.00 · $101.00 less than the invoice after refunds',
    );
  });

  it('lists amounts in another currency than the total’s and adds none of them', () => {
    const payments = [
      ...paymentStory('FS'),
      storyPayment('S', {
        id: 'eur',
        at: '2026-02-01T00:00:00Z',
        amount: '45000',
        currency: 'EUR',
      }),
      storyPayment('R', { id: 'jpy', at: '2026-02-02T00:00:00Z', amount: '-500', currency: 'JPY' }),
    ];
    const money = moneyOf(payments, USD_499, true);
    expect(money).toMatchObject({ collected: '49900', refunded: '0', net: '49900' });
    expect(money.notAdded).toEqual([
      {
        paymentId: 'eur',
        amount: { amount: '45000', currency: 'EUR' },
        role: 'after-payment',
        reason: 'other-currency',
      },
      {
        paymentId: 'jpy',
        amount: { amount: '-500', currency: 'JPY' },
        role: 'refund',
        reason: 'other-currency',
      },
    ]);
    expect(money.overCollection).toBeNull();
  });

  it('reads the currency from the payments when the total is unknown (awaiting tax)', () => {
    const money = moneyOf(paymentStory('F', { currency: 'EUR' }), null, false);
    expect(money).toMatchObject({ currency: 'EUR', balanceDue: null });
    expect(invoiceMoneyText(money).balanceDue).toBe('unknown');
  });

  it('lists an unreadable amount instead of throwing', () => {
    const odd = storyPayment('S', {
      id: 'odd',
      at: '2026-01-02T00:00:00Z',
      amount: '12.5',
      currency: 'USD',
    });
    const money = moneyOf([odd], USD_499, true);
    expect(money.notAdded).toMatchObject([{ paymentId: 'odd', reason: 'unreadable-amount' }]);
    expect(money.collected).toBe('0');
  });

  it('stays exact at the int64 limits and says when a sum passes them', () => {
    const one = moneyOf(paymentStory('S', { amount: MAX }), { amount: MAX, currency: 'USD' }, true);
    expect(one).toMatchObject({ collected: MAX, net: MAX, withinInt64: true });
    expect(invoiceMoneyText(one).collected).toBe('$92,233,720,368,547,758.07');

    const two = moneyOf(
      paymentStory('SS', { amount: MAX }),
      { amount: MAX, currency: 'USD' },
      true,
    );
    expect(two).toMatchObject({ collected: '18446744073709551614', withinInt64: false });
    expect(two.overCollection).toEqual({ chargedAgain: MAX, refunded: '0', excess: MAX });

    const minRefund = storyPayment('R', {
      id: 'r',
      at: '2026-02-01T00:00:00Z',
      amount: '-9223372036854775808',
      currency: 'USD',
    });
    const refunded = moneyOf([minRefund], USD_499, true);
    expect(refunded).toMatchObject({
      refunded: '9223372036854775808',
      net: '-9223372036854775808',
      withinInt64: false,
    });
  });
});
