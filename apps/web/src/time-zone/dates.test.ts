import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateAndTime,
  formatDateTime,
  formatDateTimeUnnamed,
  parseTimestamp,
} from './dates';

describe('formatDateTimeUnnamed', () => {
  it('is formatDateTime without the zone name, for a table that names it once', () => {
    expect(formatDateTimeUnnamed('2024-03-05T14:07:09Z', 'UTC', 'en-US')).toBe(
      'Mar 5, 2024, 2:07:09 PM',
    );
    expect(formatDateTimeUnnamed('2024-03-05T14:07:09Z', 'America/New_York', 'en-US')).toBe(
      'Mar 5, 2024, 9:07:09 AM',
    );
    expect(formatDateTimeUnnamed('yesterday', 'UTC')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('formats in the given zone and names it', () => {
    expect(formatDateTime('2024-03-05T14:07:09Z', 'UTC', 'en-US')).toBe(
      'Mar 5, 2024, 2:07:09 PM UTC',
    );
    expect(formatDateTime('2024-03-05T14:07:09+01:00', 'Europe/London', 'en-GB')).toBe(
      '5 Mar 2024, 13:07:09 Europe/London',
    );
    // Summer time: the same instant an hour later on the wall clock, under the same name.
    expect(formatDateTime('2024-07-05T14:07:09Z', 'Europe/London', 'en-GB')).toBe(
      '5 Jul 2024, 15:07:09 Europe/London',
    );
  });

  it('reads offsets, so one instant is one text whatever the source wrote', () => {
    expect(formatDateTime('2026-03-01T11:00:00.000+02:00', 'UTC', 'en-US')).toBe(
      formatDateTime('2026-03-01T09:00:00Z', 'UTC', 'en-US'),
    );
  });

  it('is null for absent or unreadable values', () => {
    expect(formatDateTime(undefined, 'UTC')).toBeNull();
    expect(formatDateTime('', 'UTC')).toBeNull();
    expect(formatDateTime('yesterday', 'UTC')).toBeNull();
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(formatDateTime('2024-03-05T14:07:09Z', 'Mars/Olympus', 'en-US')).toBe(
      'Mar 5, 2024, 2:07:09 PM UTC',
    );
  });
});

describe('formatDateAndTime', () => {
  it('splits date, time and zone for narrow cells', () => {
    expect(formatDateAndTime('2024-03-05T23:59:59-02:00', 'UTC', 'en-US')).toEqual({
      date: 'Mar 6, 2024',
      time: '1:59:59 AM',
      zone: 'UTC',
    });
    expect(formatDateAndTime('2024-03-05T23:59:59-02:00', 'America/New_York', 'en-US')).toEqual({
      date: 'Mar 5, 2024',
      time: '8:59:59 PM',
      zone: 'America/New_York',
    });
    expect(formatDateAndTime('not a date', 'UTC')).toBeNull();
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

describe('formatDate', () => {
  it('is the calendar date in the zone', () => {
    expect(formatDate('2026-03-01T00:30:00Z', 'UTC', 'en-US')).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-01T00:30:00Z', 'America/New_York', 'en-US')).toBe('Feb 28, 2026');
    expect(formatDate(null, 'UTC')).toBeNull();
  });
});
