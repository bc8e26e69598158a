import { describe, expect, it } from 'vitest';
import { formatDateAndTime, formatDateTime, parseTimestamp } from './dates';

describe('formatDateTime', () => {
  it('formats in the given time zone', () => {
    expect(formatDateTime('2024-03-05T14:07:09Z', 'en-US', 'UTC')).toBe('Mar 5, 2024, 2:07:09 PM');
    expect(formatDateTime('2024-03-05T14:07:09+01:00', 'en-GB', 'Europe/London')).toBe(
      '5 Mar 2024, 13:07:09',
    );
  });

  it('splits date and time for narrow cells', () => {
    expect(formatDateAndTime('2024-03-05T23:59:59-02:00', 'en-US', 'UTC')).toEqual({
      date: 'Mar 6, 2024',
      time: '1:59:59 AM',
    });
    expect(formatDateAndTime('not a date')).toBeNull();
  });

  it('is null for absent or unreadable values', () => {
    expect(formatDateTime(undefined)).toBeNull();
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('yesterday')).toBeNull();
  });
});

describe('parseTimestamp', () => {
  it('orders offsets correctly', () => {
    const a = parseTimestamp('2024-03-05T14:00:00+02:00');
    const b = parseTimestamp('2024-03-05T13:00:00Z');
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect((a ?? 0) < (b ?? 0)).toBe(true);
  });
});
