/**
 * Times on the lookup pages, in the console's one time zone (the root `tz` search param, read
 * by `useTimeZone()`), as on the invoice page: a date and time says its zone's name, except in a
 * table, whose caption names it once (`in-table`); a date alone is that zone's calendar date.
 */
import { formatDate, formatDateTime, formatDateTimeUnnamed } from '../../time-zone/dates';
import { useTimeZone } from '../../time-zone/use-time-zone';

export type TimePart = 'date' | 'both' | 'in-table';

const FORMATS = { date: formatDate, both: formatDateTime, 'in-table': formatDateTimeUnnamed };

/** Formats an RFC 3339 time in the console's zone; an unreadable value is shown as given. */
export function useFormatTime(): (iso: string, part?: TimePart) => string {
  const { zone } = useTimeZone();
  return (iso, part = 'both') => FORMATS[part](iso, zone) ?? iso;
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
