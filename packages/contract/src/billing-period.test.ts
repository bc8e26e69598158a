import { describe, expect, it } from 'vitest';
import { billingPeriodDays } from './billing-period.ts';

const days = (start: string, end: string) => billingPeriodDays({ start, end });

describe('billingPeriodDays', () => {
  it('reads March as 1–31 Mar 2026, the end exclusive, whatever zone the reader is in', () => {
    expect(days('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')).toEqual({
      firstDay: '2026-03-01',
      lastDay: '2026-03-31',
      range: '1–31 Mar 2026',
      short: 'Mar 2026',
    });
  });

  it('takes offsets as the instants they name: midnight in Berlin is still 28 Feb in UTC', () => {
    expect(days('2026-03-01T00:00:00+01:00', '2026-04-01T00:00:00+02:00')?.range).toBe(
      '28 Feb – 31 Mar 2026',
    );
  });

  it('reads February of a leap year and of a common year to its last day', () => {
    expect(days('2028-02-01T00:00:00Z', '2028-03-01T00:00:00Z')?.range).toBe('1–29 Feb 2028');
    expect(days('2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z')?.range).toBe('1–28 Feb 2026');
  });

  it('names both months of a period that crosses a month', () => {
    expect(days('2026-03-15T00:00:00Z', '2026-04-15T00:00:00Z')).toMatchObject({
      range: '15 Mar – 14 Apr 2026',
      short: 'Mar–Apr 2026',
    });
  });

  it('names both years of a period that crosses a year', () => {
    expect(days('2025-12-15T00:00:00Z', '2026-01-15T00:00:00Z')).toMatchObject({
      range: '15 Dec 2025 – 14 Jan 2026',
      short: 'Dec 2025 – Jan 2026',
    });
    expect(days('2026-03-01T00:00:00Z', '2027-03-01T00:00:00Z')).toMatchObject({
      range: '1 Mar 2026 – 28 Feb 2027',
      short: 'Mar 2026 – Feb 2027',
    });
  });

  it('keeps the day an end inside a day falls on (periods that start mid-morning)', () => {
    expect(days('2024-09-25T08:49:40.485Z', '2024-10-25T08:49:40.485Z')?.range).toBe(
      '25 Sep – 25 Oct 2024',
    );
  });

  it('reads a calendar year within its year', () => {
    expect(days('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')).toMatchObject({
      range: '1 Jan – 31 Dec 2026',
      short: 'Jan–Dec 2026',
    });
  });

  it('reads a one-day period, and an end not after the start, as one day', () => {
    expect(days('2026-03-05T00:00:00Z', '2026-03-06T00:00:00Z')?.range).toBe('5 Mar 2026');
    expect(days('2026-03-05T10:00:00Z', '2026-03-05T10:00:00Z')?.range).toBe('5 Mar 2026');
  });

  it('gives null for an unreadable instant rather than "Invalid Date"', () => {
    expect(days('soon', '2026-04-01T00:00:00Z')).toBeNull();
    expect(days('2026-03-01T00:00:00Z', '')).toBeNull();
  });
});
