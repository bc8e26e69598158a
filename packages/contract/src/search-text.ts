/**
 * What a search text is, decided once for the browser and the BFF alike: a link to a page of
 * this console, a UUID, an email, other text, or text that is not searched (and why). The web
 * app reads it before sending anything; the BFF reads the same text again and has the last word,
 * so both must agree on the limits, the cleaning of a paste and the console's link shapes.
 * No dependencies: the browser bundle imports it (`@pc/contract/search-text`) without zod.
 */
import { isUuid, UUID_SOURCE } from './limits.ts';

/** The bounds of a searched text, in characters (code points, so an emoji is one). */
export const MIN_SEARCH_CHARS = 2;
export const MAX_SEARCH_CHARS = 200;

/** The objects a search looks up by id; a UUID alone may be any of them. */
export interface SearchIds {
  invoiceId?: string;
  subscriptionId?: string;
  subscriberId?: string;
  /** Finds the account's subscriptions (a subscription names its account, not its subscriber). */
  accountId?: string;
}

/** Why a text is not searched. */
export type SearchRefusal = 'too-short' | 'too-long' | 'control-character' | 'wildcard';

export type SearchText =
  | { kind: 'empty' }
  | { kind: 'refused'; reason: SearchRefusal }
  /**
   * A link: `path` is the console page it names (ids lower-cased, query kept, fragment dropped)
   * and `ids` what that page shows; a link to anything else has `path: null` and no ids.
   */
  | { kind: 'link'; path: string | null; ids: SearchIds }
  | { kind: 'uuid'; id: string }
  | { kind: 'email'; email: string }
  | { kind: 'text'; text: string };

const CONTROL = /\p{Cc}/u;
/** Anything that starts like an address; only the console's own shapes name something. */
const LINK = /^(?:https?:\/\/|\/)\S*$/i;
/** Stands in for the host of a root-relative link while parsing; it is never requested. */
const PARSE_BASE = 'http://console.invalid';
/** A UUID inside what tools wrap it in: braces, quotes, brackets, `urn:uuid:`. */
const WRAPPED_UUID = new RegExp(
  `^[\\s{(\\["'\`<]*(?:urn:uuid:)?(${UUID_SOURCE})[\\s})\\]"'\`>]*$`,
  'i',
);
const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** Pairs that wrap a whole paste: a GUID's braces, quotes, angle brackets. */
const WRAPPERS: Record<string, string> = { '{': '}', '"': '"', "'": "'", '`': '`', '<': '>' };

/** Trims, then strips wrapping pairs and the whitespace inside them. */
function unwrap(raw: string): string {
  let text = raw.trim();
  for (;;) {
    const close = WRAPPERS[text[0] ?? ''];
    if (text.length < 2 || close === undefined || !text.endsWith(close)) return text;
    text = text.slice(1, -1).trim();
  }
}

/**
 * The console page a link names: `/customers/{id}`, `/subscriptions/{id}`,
 * `/subscriptions/{sid}/invoices/{iid}`, `/invoices/{id}` or `/search?q=…`, on any host (a link
 * from another deployment names the same store's ids). Null for anything else.
 */
function consolePage(link: string): { path: string; ids: SearchIds } | null {
  // `//host/…` is another site's address, not a path of this one.
  if (link.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(link, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.pathname === '/search') {
    const q = url.searchParams.get('q');
    return q ? { path: `/search?${new URLSearchParams({ q })}`, ids: {} } : null;
  }
  const segments = url.pathname.replace(/\/$/, '').split('/').slice(1).map(decodeSegment);
  const [page, first, nested, second] = segments;
  if (first === undefined || !isUuid(first)) return null;
  const id = first.toLowerCase();
  let ids: SearchIds | null = null;
  if (segments.length === 2) {
    if (page === 'customers') ids = { subscriberId: id };
    if (page === 'subscriptions') ids = { subscriptionId: id };
    if (page === 'invoices') ids = { invoiceId: id };
  } else if (segments.length === 4 && page === 'subscriptions' && nested === 'invoices') {
    if (second !== undefined && isUuid(second)) {
      ids = { subscriptionId: id, invoiceId: second.toLowerCase() };
    }
  }
  if (ids === null) return null;
  const path = segments.map((s) => (isUuid(s) ? s.toLowerCase() : s)).join('/');
  return { path: `/${path}${url.search}`, ids };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads a search text. Order matters: a console link or a UUID is recognised whatever its
 * length (neither reaches a filter as text); everything else is cleaned, bounded and checked.
 *
 * @example classifySearchText(' {3FA85F64-5717-4562-B3FC-2C963F66AFA6} ') // { kind: 'uuid', id: '3fa85f64-…' }
 * @example classifySearchText('Ron.Swanson+billing@Example.com') // { kind: 'email', email: 'Ron.Swanson+billing@Example.com' }
 * @example classifySearchText('a') // { kind: 'refused', reason: 'too-short' }
 */
export function classifySearchText(raw: string): SearchText {
  if (raw.trim() === '') return { kind: 'empty' };
  const wrappedId = WRAPPED_UUID.exec(raw.trim())?.[1];
  if (wrappedId !== undefined) return { kind: 'uuid', id: wrappedId.toLowerCase() };
  const text = unwrap(raw);
  if (LINK.test(text)) {
    const page = consolePage(text);
    if (page) return { kind: 'link', ...page };
  }
  const length = [...text].length;
  if (length < MIN_SEARCH_CHARS) return { kind: 'refused', reason: 'too-short' };
  if (length > MAX_SEARCH_CHARS) return { kind: 'refused', reason: 'too-long' };
  // No Elastic Path filter can carry one, and none belongs in an id, a link or an email.
  if (CONTROL.test(text)) return { kind: 'refused', reason: 'control-character' };
  if (LINK.test(text)) return { kind: 'link', path: null, ids: {} };
  // A `*` is a character of an email's local part, but a wildcard in a name search.
  if (EMAIL.test(text)) return { kind: 'email', email: text };
  if (text.includes('*')) return { kind: 'refused', reason: 'wildcard' };
  return { kind: 'text', text };
}

/**
 * The text to send as `q` for what was read: the cleaned form, which reads the same again.
 * @example searchedText({ kind: 'uuid', id: '3fa85f64-…' }) // '3fa85f64-…'
 */
export function searchedText(reading: SearchText): string | null {
  switch (reading.kind) {
    case 'uuid':
      return reading.id;
    case 'email':
      return reading.email;
    case 'text':
      return reading.text;
    default:
      return null;
  }
}
