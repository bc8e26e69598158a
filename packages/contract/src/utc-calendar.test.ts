import { describe, expect, it } from 'vitest';
import { instantOf, utcClock, utcDateTime, utcDayNumber, utcMonthDay } from './utc-calendar.ts';

const at = (iso: string) => Date.parse(iso);

describe('UTC calendar words', () => {
  it('writes the UTC date and time, the year left out only in the reader’s year', () => {
    expect(utcDateTime(at('2026-04-07T19:30:59Z'), 2026)).toBe('Apr 7, 19:30 UTC');
    expect(utcDateTime(at('2026-04-07T19:30:00Z'))).toBe('Apr 7, 2026, 19:30 UTC');
    expect(utcMonthDay(at('2025-12-30T10:00:00Z'), 2026)).toBe('Dec 30, 2025');
  });

  it('reads an offset as the instant it names, not as the local wall clock', () => {
    expect(utcDateTime(at('2026-03-01T00:30:00+01:00'), 2026)).toBe('Feb 28, 23:30 UTC');
    expect(utcClock(at('2026-03-01T00:05:00-00:30'))).toBe('00:35');
  });

  it('tells whether two instants fall on the same UTC day', () => {
    expect(utcDayNumber(at('2026-04-07T00:00:00Z'))).toBe(
      utcDayNumber(at('2026-04-07T23:59:59.999Z')),
    );
    expect(utcDayNumber(at('2026-04-08T00:00:00Z'))).toBe(
      utcDayNumber(at('2026-04-07T00:00:00Z')) + 1,
    );
    expect(utcDayNumber(at('1969-12-31T23:00:00Z'))).toBe(-1);
  });

  it('gives null for an absent or unreadable timestamp', () => {
    expect(instantOf(undefined)).toBeNull();
    expect(instantOf('')).toBeNull();
    expect(instantOf('next Tuesday')).toBeNull();
    expect(instantOf('2026-04-07T19:30:00Z')).toBe(at('2026-04-07T19:30:00Z'));
  });
});
