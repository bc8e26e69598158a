import { describe, expect, it } from 'vitest';
import { formatMinorUnits, iso4217Exponent } from './money-text.ts';

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
  });

  it('stays exact beyond 2^53 and beyond int64, from a string or a bigint', () => {
    expect(formatMinorUnits('9223372036854775807', 'USD')).toBe('$92,233,720,368,547,758.07');
    expect(formatMinorUnits(18446744073709551614n, 'JPY')).toBe('¥18,446,744,073,709,551,614');
  });

  it('shows a malformed amount or code as given', () => {
    expect(formatMinorUnits('12.5', 'USD')).toBe('12.5 USD');
    expect(formatMinorUnits('1999', 'usd')).toBe('1999 usd');
    expect(iso4217Exponent('')).toBeNull();
    expect(iso4217Exponent('CHF')).toBe(2);
  });
});
