/**
 * List envelopes. Spec mode: `data`, links that keep the filter, `meta.page`/`meta.results`.
 * Realistic mode, Subscriptions lists (docs/upstream/real-service.md#no-meta-on-subscriptions-lists, docs/upstream/real-service.md#links-are-not-trustworthy): no `meta`, and links the client must not
 * trust: only `first`, on another host, the filter dropped; some lists have no links at all.
 * Account Management lists keep `meta` and full links in both modes (docs/upstream/navigation.md#accounts).
 */
import { jsonResponse } from './ep-errors.ts';
import { type PageRequest, pageLinks, pageMeta } from './pagination.ts';
import type { SimulatorState } from './simulator-state.ts';

/** The host real captures' `first` link pointed at. */
export const FOREIGN_LINK_ORIGIN = 'https://epcc-integration.global.ssl.fastly.net';

export interface ListParts {
  state: SimulatorState;
  url: URL;
  page: PageRequest;
  /** Matching resources in total, before paging. */
  total: number;
  /** The page's resources as JSON text. */
  data: string[];
  /** Subscriptions lists lose meta in realistic mode; Account Management lists do not. */
  api: 'subscriptions' | 'accounts';
  /** Realistic mode: this list comes without `links` (a capture had none). */
  realisticWithoutLinks?: boolean;
  /** More members after `data`, e.g. `"included":{…}`. */
  extra?: string;
}

/** Every query parameter but the page ones, encoded, in request order. */
function keptQuery(url: URL): string {
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams)
    if (!key.startsWith('page[')) kept.append(key, value);
  return kept.toString();
}

function links(parts: ListParts): unknown {
  const { url, page, total, state } = parts;
  if (state.realistic && parts.api === 'subscriptions') {
    if (parts.realisticWithoutLinks) return undefined;
    const first = `${FOREIGN_LINK_ORIGIN}${url.pathname}?page%5Blimit%5D=${page.limit}&page%5Boffset%5D=0`;
    return { first, last: null, next: null, prev: null };
  }
  const query = keptQuery(url);
  const base = url.origin + url.pathname;
  const standard = pageLinks(base, page, total, query);
  if (parts.api === 'subscriptions') return standard;
  const rest = query ? `&${query}` : '';
  const current = `${base}?page%5Blimit%5D=${page.limit}&page%5Boffset%5D=${page.offset}${rest}`;
  return { current, ...standard };
}

/**
 * The 200 list response for one page.
 * @example listResponse({ state, url, page, total: items.length, data: pageOf(items, page).map(resourceJson), api: 'subscriptions' })
 */
export function listResponse(parts: ListParts): Response {
  let body = `{"data":[${parts.data.join(',')}]`;
  if (parts.extra) body += `,${parts.extra}`;
  const linkObject = links(parts);
  if (linkObject !== undefined) body += `,"links":${JSON.stringify(linkObject)}`;
  if (!parts.state.realistic || parts.api === 'accounts')
    body += `,"meta":${JSON.stringify(pageMeta(parts.page, parts.total))}`;
  return jsonResponse(`${body}}`);
}

/** The items of one page. */
export function pageOf<T>(items: readonly T[], { offset, limit }: PageRequest): T[] {
  return items.slice(offset, offset + limit);
}
