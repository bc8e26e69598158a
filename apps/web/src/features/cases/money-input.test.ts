import { formatMinorUnits } from '@pc/contract/money-text';
import { describe, expect, it } from 'vitest';
import { parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it.each([
    ['1,299.00', 'EUR', '129900'],
    ['1299.5', 'EUR', '129950'],
    ['12', 'USD', '1200'],
    ['49,800', 'JPY', '49800'],
    ['1.234', 'KWD', '1234'],
    [' 7 ', 'GBP', '700'],
    ['92233720368547758.07', 'USD', '9223372036854775807'],
  ])('reads %s %s as %s minor units', (typed, currency, minor) => {
    expect(parseMoneyInput(typed, currency)).toEqual({ minor });
  });

  it('reads back what the console writes', () => {
    const written = formatMinorUnits('123456789', 'EUR').replace('€', '');
    expect(parseMoneyInput(written, 'EUR')).toEqual({ minor: '123456789' });
  });

  it.each([
    ['12.345', 'EUR', 'EUR has 2 decimals at most'],
    ['12.5', 'JPY', 'JPY has no decimals'],
    ['-5', 'EUR', 'must be an amount such as 1,299.00'],
    ['1e3', 'EUR', 'must be an amount such as 1,299.00'],
    ['1,29', 'EUR', 'must be an amount such as 1,299.00'],
    ['1.2.3', 'EUR', 'must be an amount such as 1,299.00'],
    ['', 'EUR', 'must be an amount such as 1,299.00'],
    ['0.00', 'EUR', 'must be more than zero'],
    ['5', 'XXX', 'XXX has no known minor unit'],
  ])('refuses %s %s: %s', (typed, currency, problem) => {
    expect(parseMoneyInput(typed, currency)).toEqual({ problem });
  });
});
