import { describe, expect, it } from 'vitest';
import { balanceCurrencies, balanceKey, compareBalances } from './balance-by-currency';

const money = (amount: string, currency: string) => ({ amount, currency });

function order(balances: ReturnType<typeof money>[], direction: 'asc' | 'desc'): string[] {
  return balances
    .flatMap((balance) => {
      const key = balanceKey(balance);
      return key ? [{ balance, key }] : [];
    })
    .sort((a, b) => compareBalances(a.key, b.key, direction))
    .map(({ balance }) => `${balance.amount} ${balance.currency}`);
}

describe('the balance order', () => {
  const list = [
    money('49800', 'JPY'),
    money('129900', 'EUR'),
    money('500', 'EUR'),
    money('1', 'JPY'),
  ];

  it('never puts ¥49,800 above €1,299.00 by face value: each currency is a group', () => {
    expect(order(list, 'desc')).toEqual(['129900 EUR', '500 EUR', '49800 JPY', '1 JPY']);
    expect(order(list, 'asc')).toEqual(['500 EUR', '129900 EUR', '1 JPY', '49800 JPY']);
  });

  it('compares exact amounts past 2^53', () => {
    const big = [money('9007199254740993', 'USD'), money('9007199254740992', 'USD')];
    expect(order(big, 'asc')).toEqual(['9007199254740992 USD', '9007199254740993 USD']);
  });

  it('has no key for an unknown balance or one that is not minor units', () => {
    expect(balanceKey(null)).toBeNull();
    expect(balanceKey(money('12.50', 'USD'))).toBeNull();
  });

  it('lists each currency once, in the groups’ order', () => {
    expect(balanceCurrencies([...list, null])).toEqual(['EUR', 'JPY']);
  });
});
