import { describe, expect, it } from 'vitest';
import { customerBalance, customerBalanceText, overCollectedTotal } from './customer-balance.ts';

const usd = (amount: string) => ({ amount, currency: 'USD' });

describe('customerBalance', () => {
  it('sums what is owed per currency, exactly, and leaves paid invoices out', () => {
    const balance = customerBalance([
      { paid: false, total: usd('9007199254740993') },
      { paid: false, total: { amount: '24900', currency: 'EUR' } },
      { paid: true, total: usd('100') },
      { paid: false, total: usd('7') },
    ]);
    expect(balance.due).toEqual([
      { currency: 'USD', amount: '9007199254741000' },
      { currency: 'EUR', amount: '24900' },
    ]);
    expect(customerBalanceText(balance)).toBe('$90,071,992,547,410.00 · €249.00');
  });

  it('says nothing is owed, and counts a total not known yet apart', () => {
    expect(customerBalanceText(customerBalance([{ paid: true, total: usd('1') }]))).toBe(
      'Nothing owed',
    );
    expect(customerBalanceText(customerBalance([{ paid: false, total: null }]))).toBe(
      '1 invoice awaiting tax',
    );
  });
});

describe('overCollectedTotal', () => {
  it('sums what paid invoices kept beyond their totals per currency, exactly', () => {
    expect(
      overCollectedTotal([
        { overCollected: usd('9007199254740993') },
        { overCollected: null },
        {},
        { overCollected: { amount: '500', currency: 'GBP' } },
        { overCollected: usd('7') },
      ]),
    ).toEqual([
      { currency: 'USD', amount: '9007199254741000' },
      { currency: 'GBP', amount: '500' },
    ]);
    expect(overCollectedTotal([{ overCollected: null }, {}])).toEqual([]);
  });
});
