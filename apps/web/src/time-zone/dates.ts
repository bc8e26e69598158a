/**
 * Timestamps in the console's one time zone (time-zone.ts) with the zone's name beside them,
 * so that a time read out of a screenshot or a copied line means the same for everyone; a table
 * names the zone once, in its caption (components/data-table/table-notes.ts), and its cells leave it out. The
 * exact ISO value stays available (hover title, CSV) because support answers often hinge on
 * seconds and offsets.
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

const knownZones = new Map<string, string>();

/**
 * `zone` when the runtime knows it, else UTC: a page that cannot render helps nobody. The name a
 * time formatted in `zone` is shown under.
 */
export function usableZone(zone: string): string {
  let usable = knownZones.get(zone);
  if (usable === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      usable = zone;
    } catch {
      usable = 'UTC';
    }
    knownZones.set(zone, usable);
  }
  return usable;
}

function formatter(part: Part, locale: string | undefined, timeZone: string) {
  const key = `${part}|${locale ?? ''}|${timeZone}`;
  let dtf = formatters.get(key);
  if (!dtf) {
    dtf = new Intl.DateTimeFormat(locale, { ...PART_OPTIONS[part], timeZone });
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
 * A readable date and time in `zone` (an IANA name), followed by that name; null for an absent
 * or unreadable value.
 *
 * @example formatDateTime('2024-03-05T14:07:09Z', 'UTC', 'en-US') // 'Mar 5, 2024, 2:07:09 PM UTC'
 * @example formatDateTime('2024-07-05T14:07:09Z', 'Europe/London', 'en-GB') // '5 Jul 2024, 15:07:09 Europe/London'
 */
export function formatDateTime(
  iso: string | null | undefined,
  zone: string,
  locale?: string,
): string | null {
  const time = parseTimestamp(iso);
  if (time === null) return null;
  const shown = usableZone(zone);
  return `${formatter('both', locale, shown).format(time)} ${shown}`;
}

/**
 * A readable date and time in `zone` without the zone's name: for a table that names it once.
 * @example formatDateTimeUnnamed('2024-03-05T14:07:09Z', 'UTC', 'en-US') // 'Mar 5, 2024, 2:07:09 PM'
 */
export function formatDateTimeUnnamed(
  iso: string | null | undefined,
  zone: string,
  locale?: string,
): string | null {
  const time = parseTimestamp(iso);
  return time === null ? null : formatter('both', locale, usableZone(zone)).format(time);
}

/** The date, the time and the zone apart, for a table cell that lays them out itself. */
export function formatDateAndTime(
  iso: string | null | undefined,
  zone: string,
  locale?: string,
): { date: string; time: string; zone: string } | null {
  const time = parseTimestamp(iso);
  if (time === null) return null;
  const shown = usableZone(zone);
  return {
    date: formatter('date', locale, shown).format(time),
    time: formatter('time', locale, shown).format(time),
    zone: shown,
  };
}

/**
 * The calendar date in `zone`, without the zone's name (say it once beside a range of dates).
 * @example formatDate('2026-03-01T00:00:00Z', 'UTC', 'en-US') // 'Mar 1, 2026'
 */
export function formatDate(
  iso: string | null | undefined,
  zone: string,
  locale?: string,
): string | null {
  const time = parseTimestamp(iso);
  return time === null ? null : formatter('date', locale, usableZone(zone)).format(time);
}
