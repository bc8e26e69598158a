import { describe, expect, it } from 'vitest';
import { formatCount } from './counts';

describe('formatCount', () => {
  it('groups digits as the locale does', () => {
    expect(formatCount(10000, 'en-US')).toBe('10,000');
    expect(formatCount(10000, 'de-DE')).toBe('10.000');
    expect(formatCount(0, 'en-US')).toBe('0');
  });

  it('agrees with toLocaleString for the same locale', () => {
    for (const value of [1, 26, 250, 1234567]) {
      expect(formatCount(value, 'en-IN')).toBe(value.toLocaleString('en-IN'));
    }
  });
});
