/**
 * Offset pagination of docs/upstream/payments-api.md#list-payments-of-an-invoice, docs/upstream/payments-api.md#pagination, docs/upstream/payments-api.md#limits and the links EP sends with it (docs/upstream/real-service.md#payments-list):
 * absolute URLs with percent-encoded brackets, `page[limit]` before `page[offset]`, null where
 * there is no such page.
 */

/** docs/upstream/payments-api.md#limits: the largest `page[offset]` of operation 4.1. */
export const MAX_PAGE_OFFSET = 10_000;
/** docs/upstream/payments-api.md#limits: the largest page length. */
export const MAX_PAGE_LIMIT = 100;

export interface PageRequest {
  offset: number;
  limit: number;
}

export type PageParse = { ok: true; page: PageRequest } | { ok: false; detail: string };

const DIGITS = /^\d+$/;

function wholeNumber(
  search: URLSearchParams,
  name: string,
  min: number,
  max: number,
): number | undefined | string {
  const text = search.get(name);
  if (text === null) return undefined;
  const value = DIGITS.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) return `${name} must be an integer from ${min} to ${max}`;
  return value;
}

/**
 * Reads `page[offset]` (0…10000, default 0) and `page[limit]` (1…100, default the store's page
 * length). Brackets may arrive raw or percent-encoded; URLSearchParams decodes both.
 * @example parsePageParams(new URL('http://x/?page[limit]=10').searchParams, 25) // { ok: true, page: { offset: 0, limit: 10 } }
 */
export function parsePageParams(search: URLSearchParams, pageLength: number): PageParse {
  const offset = wholeNumber(search, 'page[offset]', 0, MAX_PAGE_OFFSET);
  if (typeof offset === 'string') return { ok: false, detail: offset };
  const limit = wholeNumber(search, 'page[limit]', 1, MAX_PAGE_LIMIT);
  if (typeof limit === 'string') return { ok: false, detail: limit };
  return { ok: true, page: { offset: offset ?? 0, limit: limit ?? pageLength } };
}

export interface PageLinks {
  first: string;
  last: string;
  next: string | null;
  prev: string | null;
}

/**
 * The list's links. `last` is the start of the last page on the limit grid (so it agrees with
 * meta.page.total); `prev` steps back one limit, clamped to 0. `query` (already encoded, e.g.
 * the filter) follows the page parameters in every link.
 * @example pageLinks('https://x/v2/…/payments', { offset: 25, limit: 25 }, 60).next // '…?page%5Blimit%5D=25&page%5Boffset%5D=50'
 */
export function pageLinks(
  base: string,
  { offset, limit }: PageRequest,
  total: number,
  query = '',
): PageLinks {
  const rest = query ? `&${query}` : '';
  const href = (at: number) => `${base}?page%5Blimit%5D=${limit}&page%5Boffset%5D=${at}${rest}`;
  const lastStart = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
  return {
    first: href(0),
    last: href(lastStart),
    next: offset + limit < total ? href(offset + limit) : null,
    prev: offset > 0 ? href(Math.max(0, offset - limit)) : null,
  };
}

export interface PageMeta {
  page: { limit: number; offset: number; current: number; total: number };
  results: { total: number };
}

/** The docs/upstream/payments-api.md#pagination informational attributes, present even when the page is empty. */
export function pageMeta({ offset, limit }: PageRequest, total: number): PageMeta {
  return {
    page: {
      limit,
      offset,
      current: Math.floor(offset / limit) + 1,
      total: Math.ceil(total / limit),
    },
    results: { total },
  };
}
