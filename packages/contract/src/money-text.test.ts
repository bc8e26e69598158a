import { describe, expect, it } from 'vitest';
import {
  formatMinorUnits,
  iso4217Exponent,
  MAX_ISO4217_EXPONENT,
  toMajorUnits,
} from './money-text.ts';

const INT64_MAX = '9223372036854775807';
const INT64_MIN = '-9223372036854775808';

describe('formatMinorUnits', () => {
  it('moves the point by the currency’s ISO 4217 exponent', () => {
    expect(formatMinorUnits('49900', 'USD')).toBe('$499.00');
    expect(formatMinorUnits('12750', 'KWD')).toBe('KWD 12.750');
    expect(formatMinorUnits('1234567', 'JPY')).toBe('¥1,234,567');
    expect(formatMinorUnits('1999', 'EUR')).toBe('€19.99');
    expect(formatMinorUnits('12345', 'CLF')).toBe('CLF 1.2345');
  });

  it('writes small and negative amounts with their leading zeros', () => {
    expect(formatMinorUnits('-5', 'USD')).toBe('-$0.05');
    expect(formatMinorUnits('-9980', 'USD')).toBe('-$99.80');
    expect(formatMinorUnits('7', 'KWD')).toBe('KWD 0.007');
    expect(formatMinorUnits('0', 'GBP')).toBe('£0.00');
    expect(formatMinorUnits('-0', 'EUR')).toBe('€0.00');
  });

  it('stays exact beyond 2^53 and beyond int64, from a string or a bigint', () => {
    expect(formatMinorUnits('9223372036854775807', 'USD')).toBe('$92,233,720,368,547,758.07');
    expect(formatMinorUnits(18446744073709551614n, 'JPY')).toBe('¥18,446,744,073,709,551,614');
    expect(formatMinorUnits(INT64_MIN, 'USD')).toBe('-$92,233,720,368,547,758.08');
    expect(formatMinorUnits(INT64_MIN, 'KWD')).toBe('-KWD 9,223,372,036,854,775.808');
  });

  it.each([
    ['12.5', 'USD', '12.5 USD'],
    ['1999', 'usd', '1999 usd'],
    ['1999', 'ZZZ', '1999 ZZZ'],
    ['1999', 'XXX', '1999 XXX'],
    ['1999', '', '1999'],
    ['1999', 'US DOLLAR', '1999 US DOLLAR'],
  ])('shows %s %j as given: an amount or code it cannot read', (minor, currency, expected) => {
    expect(formatMinorUnits(minor, currency)).toBe(expected);
  });
});

describe('iso4217Exponent', () => {
  it('is ISO 4217’s minor unit: 0, 2, 3 or 4 digits', () => {
    expect(iso4217Exponent('USD')).toBe(2);
    expect(iso4217Exponent('CHF')).toBe(2);
    expect(iso4217Exponent('JPY')).toBe(0);
    expect(iso4217Exponent('KWD')).toBe(3);
    expect(iso4217Exponent('CLF')).toBe(4);
    expect(MAX_ISO4217_EXPONENT).toBe(4);
  });

  // Where the browser's Intl (CLDR's display digits) and ISO 4217 agree, and where they do not:
  // Elastic Path's amounts are in ISO 4217's minor unit, so ISO 4217 is the one to read them by.
  it.each([
    ['ISK', 0],
    ['UGX', 0],
    ['JPY', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['CLF', 4],
    ['COP', 2],
    ['HUF', 2],
    ['IDR', 2],
    ['PKR', 2],
    ['IQD', 3],
  ])('%s has %i', (code, exponent) => {
    expect(iso4217Exponent(code)).toBe(exponent);
  });

  it('knows every currency this runtime’s Intl knows, but those ISO 4217 gives no minor unit', () => {
    const withoutMinorUnit = new Set(['XDR', 'XSU']);
    const unknown = Intl.supportedValuesOf('currency').filter(
      (code) => !withoutMinorUnit.has(code) && iso4217Exponent(code) === null,
    );
    expect(unknown).toEqual([]);
  });

  it.each(['usd', 'US', 'USDX', '', '<b>', 'ZZZ', 'XXX', 'XAU', '12A'])(
    'is null for %j',
    (code) => {
      expect(iso4217Exponent(code)).toBeNull();
    },
  );
});

describe('toMajorUnits', () => {
  it.each([
    ['1999', 'USD', '19.99'],
    ['5', 'USD', '0.05'],
    ['-5', 'USD', '-0.05'],
    ['-500', 'USD', '-5.00'],
    ['0', 'USD', '0.00'],
    ['-0', 'USD', '0.00'],
    ['007', 'USD', '0.07'],
    ['1234', 'KWD', '1.234'],
    ['123456', 'JPY', '123456'],
    ['-123456', 'JPY', '-123456'],
    ['12345', 'CLF', '1.2345'],
    ['1999', 'COP', '19.99'],
    [INT64_MAX, 'USD', '92233720368547758.07'],
    [INT64_MIN, 'USD', '-92233720368547758.08'],
    [INT64_MAX, 'KWD', '9223372036854775.807'],
    [INT64_MIN, 'JPY', INT64_MIN],
  ])('toMajorUnits(%s, %s) is %s, exact', (minor, currency, expected) => {
    expect(toMajorUnits(minor, currency)).toBe(expected);
  });

  it.each(['', '-', '1.5', '1e3', ' 12', 'abc', '+5'])('is null for the amount %j', (minor) => {
    expect(toMajorUnits(minor, 'USD')).toBeNull();
  });

  it('is null for a currency without a known minor unit', () => {
    expect(toMajorUnits('1999', 'nope')).toBeNull();
    expect(toMajorUnits('1999', 'ZZZ')).toBeNull();
  });
});
