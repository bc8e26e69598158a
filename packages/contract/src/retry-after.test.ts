import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after.ts';

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('2', 0)).toBe(2_000);
    expect(parseRetryAfter(' 0 ', 0)).toBe(0);
  });

  it('reads an HTTP date relative to now, never negative', () => {
    const now = Date.parse('2024-01-01T00:00:00Z');
    expect(parseRetryAfter('Mon, 01 Jan 2024 00:00:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfter('Sun, 31 Dec 2023 23:59:00 GMT', now)).toBe(0);
  });

  it('answers null for absent or unreadable values', () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('')).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter('-3', 0)).toBeNull();
  });
});
