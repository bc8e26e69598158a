/**
 * `useTimeZone()`: the zone every time on the page is shown in, read from the root search param
 * `tz` (validated once in addresses/root-search.ts), so every page and the Time zone control agree.
 *
 * @example
 * const { zone } = useTimeZone();
 * formatDateTime(payment.meta.timestamps.created_at, zone); // 'Mar 5, 2026, 2:07:09 PM UTC'
 */
import { useSearch } from '@tanstack/react-router';
import { resolveTimeZone, type TimeZoneChoice } from './time-zone';

export interface TimeZone {
  choice: TimeZoneChoice;
  /** IANA name: "UTC" or the browser's, e.g. "Europe/London". */
  zone: string;
}

export function useTimeZone(): TimeZone {
  const choice = useSearch({
    strict: false,
    select: (search): TimeZoneChoice => (search.tz === 'utc' ? 'utc' : 'local'),
  });
  return { choice, zone: resolveTimeZone(choice) };
}
