/**
 * Timestamps in the browser's time zone and locale. The exact ISO value stays available (hover
 * title, CSV) because support answers often hinge on seconds and offsets.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

type Part = 'date' | 'time' | 'both';

const PART_OPTIONS: Record<Part, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  both: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  },
};

function formatter(part: Part, locale: string | undefined, timeZone: string | undefined) {
  const key = `${part}|${locale ?? ''}|${timeZone ?? ''}`;
  let dtf = formatters.get(key);
  if (!dtf) {
    dtf = new Intl.DateTimeFormat(locale, {
      ...PART_OPTIONS[part],
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, dtf);
  }
  return dtf;
}

/** Milliseconds since the epoch, or null when `iso` is not a date the browser can read. */
export function parseTimestamp(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/**
 * A local, readable date and time; null for an absent or unreadable value.
 *
 * @example formatDateTime('2024-03-05T14:07:09Z', 'en-US', 'UTC') // 'Mar 5, 2024, 2:07:09 PM'
 */
export function formatDateTime(
  iso: string | null | undefined,
  locale?: string,
  timeZone?: string,
): string | null {
  const time = parseTimestamp(iso);
  return time === null ? null : formatter('both', locale, timeZone).format(time);
}

/** The date and the time apart, for a table cell that stacks them to stay narrow. */
export function formatDateAndTime(
  iso: string | null | undefined,
  locale?: string,
  timeZone?: string,
): { date: string; time: string } | null {
  const time = parseTimestamp(iso);
  if (time === null) return null;
  return {
    date: formatter('date', locale, timeZone).format(time),
    time: formatter('time', locale, timeZone).format(time),
  };
}
