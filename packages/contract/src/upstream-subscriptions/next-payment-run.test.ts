import { describe, expect, it } from 'vitest';
import { nextCronFire, nextPaymentRun } from './next-payment-run.ts';

const schedule = (
  specification: string,
  location: string,
  extra: { scheduled_for?: string; job_type?: string; id?: string } = {},
) => ({
  id: extra.id ?? 'run',
  attributes: { specification, location, job: { job_type: extra.job_type ?? 'payment-run' } },
  meta: { scheduled_for: extra.scheduled_for },
});

describe('nextCronFire', () => {
  it('fires in the schedule time zone, at or after the given instant', () => {
    // 00:30 in London is 23:30 UTC the evening before in summer (BST) …
    expect(nextCronFire('30 0 * * *', 'Europe/London', Date.parse('2026-07-01T12:00:00Z'))).toBe(
      '2026-07-01T23:30:00.000Z',
    );
    // … and 00:30 UTC in winter (GMT).
    expect(nextCronFire('30 0 * * *', 'Europe/London', Date.parse('2026-01-10T12:00:00Z'))).toBe(
      '2026-01-11T00:30:00.000Z',
    );
    // Exactly on a fire time counts.
    expect(nextCronFire('30 0 * * *', 'UTC', Date.parse('2026-01-11T00:30:00Z'))).toBe(
      '2026-01-11T00:30:00.000Z',
    );
    // Half a second after it does not.
    expect(nextCronFire('30 0 * * *', 'UTC', Date.parse('2026-01-11T00:30:00.500Z'))).toBe(
      '2026-01-12T00:30:00.000Z',
    );
  });

  it('crosses the spring DST change in New York by local time, not a fixed offset', () => {
    // 2026-03-08: clocks go from 02:00 EST to 03:00 EDT.
    const before = nextCronFire(
      '0 6 * * *',
      'America/New_York',
      Date.parse('2026-03-07T12:00:00Z'),
    );
    const after = nextCronFire('0 6 * * *', 'America/New_York', Date.parse('2026-03-08T12:00:00Z'));
    expect(before).toBe('2026-03-08T10:00:00.000Z');
    expect(after).toBe('2026-03-09T10:00:00.000Z');
    expect(nextCronFire('0 6 * * *', 'America/New_York', Date.parse('2026-03-06T12:00:00Z'))).toBe(
      '2026-03-07T11:00:00.000Z',
    );
  });

  it('answers null for a cron it cannot read or an unknown zone', () => {
    expect(nextCronFire('30 0 * *', 'UTC', 0)).toBeNull();
    expect(nextCronFire('0 30 0 * * *', 'UTC', 0)).toBeNull();
    expect(nextCronFire('30 0 * * *', 'Mars/Olympus_Mons', 0)).toBeNull();
  });
});

describe('nextPaymentRun', () => {
  const at = Date.parse('2026-07-01T12:00:00Z');

  it('uses scheduled_for when it is not earlier than the eligible time', () => {
    const run = nextPaymentRun(
      [schedule('30 0 * * *', 'UTC', { scheduled_for: '2026-07-01T12:00:00Z' })],
      at,
    );
    expect(run).toEqual({ kind: 'run', at: '2026-07-01T12:00:00.000Z', scheduleId: 'run' });
  });

  it('falls back to the cron when scheduled_for is earlier', () => {
    const run = nextPaymentRun(
      [schedule('30 0 * * *', 'UTC', { scheduled_for: '2026-06-30T00:30:00Z' })],
      at,
    );
    expect(run).toMatchObject({ kind: 'run', at: '2026-07-02T00:30:00.000Z' });
  });

  it('takes the earliest payment run and ignores other job types', () => {
    const run = nextPaymentRun(
      [
        schedule('0 13 * * *', 'UTC', { job_type: 'billing-run', id: 'billing' }),
        schedule('0 18 * * *', 'UTC', { id: 'evening' }),
        schedule('0 15 * * *', 'UTC', { id: 'afternoon', job_type: 'payment_run' }),
      ],
      at,
    );
    expect(run).toEqual({ kind: 'run', at: '2026-07-01T15:00:00.000Z', scheduleId: 'afternoon' });
  });

  it('says why there is no run', () => {
    expect(nextPaymentRun([], at)).toEqual({ kind: 'none', reason: 'no-payment-run-schedule' });
    expect(nextPaymentRun([schedule('0 13 * * *', 'UTC', { job_type: 'tax-run' })], at)).toEqual({
      kind: 'none',
      reason: 'no-payment-run-schedule',
    });
    expect(nextPaymentRun([schedule('not cron', 'UTC')], at)).toEqual({
      kind: 'none',
      reason: 'schedule-unreadable',
    });
  });
});
