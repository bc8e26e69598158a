/**
 * The console's one time zone: the browser's own ("Local") or UTC, chosen with the Time zone
 * control and kept in the URL as `tz=utc` (absent: local), so a shared link reads the same for
 * everyone who opens it. Pages format every time with `formatDateTime(iso, zone)` from lib/dates.
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
