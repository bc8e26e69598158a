/**
 * Times on the navigation pages, in the browser's time zone and locale for now. The console's
 * time-zone control (a root `tz` search param with `useTimeZone()` and `formatDateTime(iso, zone)`,
 * branch web-invoice) is not on main yet: when it lands, `useFormatTime` reads the zone from it
 * and every time on these pages follows, as this is the one place they are formatted.
 */
import { formatDateAndTime, formatDateTime } from '../../lib/dates';

export type TimePart = 'date' | 'both';

/** Formats an RFC 3339 time; an unreadable value is shown as given. */
export function useFormatTime(): (iso: string, part?: TimePart) => string {
  return (iso, part = 'both') =>
    (part === 'date' ? formatDateAndTime(iso)?.date : formatDateTime(iso)) ?? iso;
}

/** A `<time>` with the exact value on hover: support answers often hinge on seconds and offsets. */
export function TimeText({ iso, part = 'both' }: { iso: string; part?: TimePart }) {
  const format = useFormatTime();
  return (
    <time className="time-text" dateTime={iso} title={iso}>
      {format(iso, part)}
    </time>
  );
}
