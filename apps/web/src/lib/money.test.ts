import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMoney, shiftDecimal, toMajorUnits } from './money';

const INT64_MAX = '9223372036854775807';
const INT64_MIN = '-9223372036854775808';
// Intl puts a no-break space between an ISO code and the number.
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('shiftDecimal', () => {
  it.each([
    ['1999', 2, '19.99'],
    ['5', 2, '0.05'],
    ['-5', 2, '-0.05'],
    ['-500', 2, '-5.00'],
    ['0', 2, '0.00'],
    ['-0', 2, '0.00'],
    ['007', 2, '0.07'],
    ['1234', 3, '1.234'],
    ['123456', 0, '123456'],
    ['-123456', 0, '-123456'],
    [INT64_MAX, 2, '92233720368547758.07'],
    [INT64_MIN, 2, '-92233720368547758.08'],
    [INT64_MAX, 3, '9223372036854775.807'],
    [INT64_MIN, 0, INT64_MIN],
  ])('shiftDecimal(%s, %i) is %s', (minor, exponent, expected) => {
    expect(shiftDecimal(minor, exponent)).toBe(expected);
  });

  it.each(['', '-', '1.5', '1e3', ' 12', 'abc', '+5'])('rejects %j', (minor) => {
    expect(shiftDecimal(minor, 2)).toBeNull();
  });
});

describe('currencyExponent', () => {
  it('uses the currency’s own exponent', () => {
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
  });

  it.each(['usd', 'US', 'USDX', '', '<b>', 'ZZZ', 'XXX', '12A'])('is null for %j', (code) => {
    expect(currencyExponent(code)).toBeNull();
  });
});

describe('formatMoney', () => {
  it.each([
    ['1999', 'USD', '$19.99'],
    ['123456', 'JPY', '¥123,456'],
    ['1234', 'KWD', 'KWD 1.234'],
    ['-500', 'USD', '-$5.00'],
    ['-5', 'USD', '-$0.05'],
    ['0', 'EUR', '€0.00'],
    [INT64_MAX, 'USD', '$92,233,720,368,547,758.07'],
    [INT64_MIN, 'USD', '-$92,233,720,368,547,758.08'],
    [INT64_MAX, 'JPY', '¥9,223,372,036,854,775,807'],
    [INT64_MIN, 'KWD', '-KWD 9,223,372,036,854,775.808'],
  ])('%s %s is %s in en-US', (minor, currency, expected) => {
    const formatted = formatMoney(minor, currency, 'en-US');
    expect(formatted.ok).toBe(true);
    expect(nbsp(formatted.text)).toBe(expected);
  });

  it('formats the same exact text through the BigInt fallback', () => {
    for (const [minor, currency] of [
      [INT64_MAX, 'USD'],
      [INT64_MIN, 'USD'],
      ['-5', 'USD'],
      ['-5', 'KWD'],
      ['0', 'USD'],
      ['123456', 'JPY'],
      ['-1234567', 'EUR'],
    ] as const) {
      for (const locale of ['en-US', 'de-DE', 'fr-FR', 'ja-JP']) {
        expect(formatMoney(minor, currency, locale, { forceBigIntPath: true }).text).toBe(
          formatMoney(minor, currency, locale).text,
        );
      }
    }
  });

  it('uses the locale’s separators', () => {
    expect(nbsp(formatMoney('-123450', 'EUR', 'de-DE').text)).toBe('-1.234,50 €');
  });

  it.each([
    ['1999', 'usd', '1999 usd'],
    ['1999', 'ZZZ', '1999 ZZZ'],
    ['1999', '', '1999'],
    ['1999', 'US DOLLAR', '1999 US DOLLAR'],
    ['12.5', 'USD', '12.5 USD'],
  ])('shows %s %j as minor units and the code as given', (minor, currency, expected) => {
    const formatted = formatMoney(minor, currency, 'en-US');
    expect(formatted).toEqual({ ok: false, text: expected, major: null });
  });
});

describe('toMajorUnits', () => {
  it('is the exact decimal for the CSV', () => {
    expect(toMajorUnits('1999', 'USD')).toBe('19.99');
    expect(toMajorUnits('1234', 'KWD')).toBe('1.234');
    expect(toMajorUnits('123456', 'JPY')).toBe('123456');
    expect(toMajorUnits('-500', 'USD')).toBe('-5.00');
    expect(toMajorUnits('1999', 'nope')).toBeNull();
  });
});
