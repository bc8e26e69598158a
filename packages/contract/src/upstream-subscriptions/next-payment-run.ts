/**
 * When a payment run next starts, from the store's schedules (docs/upstream/navigation.md#schedules, docs/upstream/navigation.md#next-retry-estimate). Cron is
 * evaluated by croner in the schedule's IANA time zone, so daylight-saving changes move the
 * run as Elastic Path's scheduler would, not by a fixed UTC offset.
 */
import { Cron } from 'croner';

/** The schedule members the estimate reads; an `UpstreamSchedule` has them all. */
export interface PaymentRunScheduleInput {
  id?: string;
  attributes: { specification: string; location: string; job: { job_type: string } };
  meta?: { scheduled_for?: string | undefined };
}

/**
 * The first time `specification` fires at or after `notBefore` in `location`, or null when the
 * cron or the zone cannot be read.
 * @example nextCronFire('30 0 * * *', 'Europe/London', Date.parse('2026-07-01T12:00:00Z')) // '2026-07-01T23:30:00.000Z'
 */
export function nextCronFire(
  specification: string,
  location: string,
  notBefore: number,
): string | null {
  try {
    const cron = new Cron(specification, { timezone: location, mode: '5-part', paused: true });
    // croner answers strictly after a whole second; start a second early for "at or after".
    let next = cron.nextRun(new Date(notBefore - 1000));
    if (next && next.getTime() < notBefore) next = cron.nextRun(next);
    return next ? next.toISOString() : null;
  } catch {
    return null;
  }
}

export type NextPaymentRun =
  | { kind: 'run'; at: string; scheduleId: string | undefined }
  | { kind: 'none'; reason: 'no-payment-run-schedule' | 'schedule-unreadable' };

/**
 * The first payment run at or after `notBefore`: per payment-run schedule, `meta.scheduled_for`
 * when it is not earlier, else the cron's next fire; the earliest of all schedules wins.
 * @example nextPaymentRun(schedules, Date.parse(earliest)) // { kind: 'run', at: '…', scheduleId: '…' }
 */
export function nextPaymentRun(
  schedules: readonly PaymentRunScheduleInput[],
  notBefore: number,
): NextPaymentRun {
  // Job types may arrive with underscores (docs/upstream/real-service.md#job-type-spelling).
  const runs = schedules.filter(
    (s) => s.attributes.job.job_type.replaceAll('_', '-') === 'payment-run',
  );
  if (runs.length === 0) return { kind: 'none', reason: 'no-payment-run-schedule' };
  let best: { at: string; ms: number; scheduleId: string | undefined } | undefined;
  for (const schedule of runs) {
    const scheduledFor = schedule.meta?.scheduled_for;
    const at =
      scheduledFor !== undefined && Date.parse(scheduledFor) >= notBefore
        ? new Date(Date.parse(scheduledFor)).toISOString()
        : nextCronFire(schedule.attributes.specification, schedule.attributes.location, notBefore);
    if (at === null) continue;
    const ms = Date.parse(at);
    if (!best || ms < best.ms) best = { at, ms, scheduleId: schedule.id };
  }
  if (!best) return { kind: 'none', reason: 'schedule-unreadable' };
  return { kind: 'run', at: best.at, scheduleId: best.scheduleId };
}
