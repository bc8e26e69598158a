/**
 * The console's one time zone: the browser's own ("Local") or UTC, chosen with the Time zone
 * control and kept in the URL as `tz=utc` (absent: local), so a shared link reads the same for
 * everyone who opens it. Pages format every time with `formatDateTime(iso, zone)` from dates.ts.
 *
 * This folder is the time zone's one home: the choice (here), reading it from the URL
 * (use-time-zone.ts), formatting a time in it (dates.ts), handing it to a table's cells
 * (zone-context.ts) and the control that changes it (time-zone-control.tsx). Only the URL key's
 * schema lives with the other URL schemas (addresses/root-search.ts).
 */

export const TIME_ZONE_CHOICES = ['local', 'utc'] as const;
export type TimeZoneChoice = (typeof TIME_ZONE_CHOICES)[number];

/** The browser's IANA zone, e.g. "Europe/London"; UTC when the runtime cannot say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The IANA name of the zone a choice stands for. */
export function resolveTimeZone(choice: TimeZoneChoice): string {
  return choice === 'utc' ? 'UTC' : browserTimeZone();
}
