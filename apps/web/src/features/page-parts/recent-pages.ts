/**
 * The last pages a person opened in this browser (customers, subscriptions, invoices), for the
 * home page. Kept in localStorage only, one list per person (recent-pages-owner.ts): the list
 * never leaves the browser, and a browser that refuses storage (private mode, a full quota)
 * simply has no list. What is read back is checked entry by entry, so a value another version of
 * the app wrote cannot break the home page.
 */

export const RECENT_PAGES_LIMIT = 10;

export type RecentPageKind = 'customer' | 'subscription' | 'invoice';

export interface RecentPage {
  /** The in-app address, without query string: one entry per object. */
  path: string;
  kind: RecentPageKind;
  /** What the page showed as its heading; null until its data arrived. */
  label: string | null;
  /** A second line: a company, a customer; null when none. */
  detail: string | null;
  /** When it was last opened, ms since the epoch. */
  at: number;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KIND_BY_PATH: [RegExp, RecentPageKind][] = [
  [new RegExp(`^/customers/${UUID}$`), 'customer'],
  [new RegExp(`^/subscriptions/${UUID}$`), 'subscription'],
  [new RegExp(`^/subscriptions/${UUID}/invoices/${UUID}$`), 'invoice'],
  [new RegExp(`^/invoices/${UUID}$`), 'invoice'],
];

/**
 * Which kind of object page an address is, or null for any other page (home, search…).
 * @example recentPageKind('/customers/3fa85f64-5717-4562-b3fc-2c963f66afa6') // 'customer'
 */
export function recentPageKind(path: string): RecentPageKind | null {
  return KIND_BY_PATH.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** The list with `path` opened now, first; its label is kept until the page names it again. */
export function withVisit(list: RecentPage[], path: string, at: number): RecentPage[] {
  const kind = recentPageKind(path);
  if (!kind) return list;
  const previous = list.find((entry) => entry.path === path);
  const entry = previous ? { ...previous, at } : { path, kind, label: null, detail: null, at };
  return [entry, ...list.filter((other) => other.path !== path)].slice(0, RECENT_PAGES_LIMIT);
}

/**
 * The list with `path` opened again now, first, when it is listed; unchanged (the same array)
 * otherwise. An object page joins the list only once its page has named it (`withVisit` then
 * `withLabel`), that is once the object was found: an address that turns out not to exist, or
 * an invoice under a subscription it does not belong to, is never listed.
 */
export function withReturn(list: RecentPage[], path: string, at: number): RecentPage[] {
  return list.some((entry) => entry.path === path) ? withVisit(list, path, at) : list;
}

/** The list with the page at `path` named; unchanged (the same array) when nothing changes. */
export function withLabel(
  list: RecentPage[],
  path: string,
  label: string,
  detail: string | null,
): RecentPage[] {
  const index = list.findIndex((entry) => entry.path === path);
  const entry = list[index];
  if (!entry || (entry.label === label && entry.detail === detail)) return list;
  return list.map((other, at) => (at === index ? { ...entry, label, detail } : other));
}

/** The list without `path` (an object that turned out not to exist). */
export function withoutPage(list: RecentPage[], path: string): RecentPage[] {
  return list.some((entry) => entry.path === path)
    ? list.filter((entry) => entry.path !== path)
    : list;
}

function isRecentPage(value: unknown): value is RecentPage {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.path === 'string' &&
    recentPageKind(entry.path) === entry.kind &&
    (entry.label === null || typeof entry.label === 'string') &&
    (entry.detail === null || typeof entry.detail === 'string') &&
    typeof entry.at === 'number' &&
    Number.isFinite(entry.at)
  );
}

/** Reads a stored list; anything unreadable is dropped, never thrown. */
export function parseRecentPages(text: string | null): RecentPage[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .filter(isRecentPage)
    .filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)))
    .slice(0, RECENT_PAGES_LIMIT);
}
