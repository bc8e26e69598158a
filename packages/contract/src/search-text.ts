/**
 * What a search text is, decided once for the browser and the BFF alike: a link to a page of
 * this console, a UUID, an email, other text, or text that is not searched (and why). The web
 * app reads it before sending anything; the BFF reads the same text again and has the last word,
 * so both must agree on the limits, the cleaning of a paste and the console's link shapes.
 * No dependencies: the browser bundle imports it (`@pc/contract/search-text`) without zod.
 */
import { isUuid, UUID_SOURCE } from './limits.ts';
import {
  cleanPaste,
  looksLikeLink,
  plainQuotes,
  type WorkMeter,
  withoutTrailingPunctuation,
} from './paste-cleaning.ts';
import { type PaymentGateway, paymentGateway } from './payment-reference.ts';

export type { WorkMeter } from './paste-cleaning.ts';

/**
 * The bounds of a searched text, in characters (code points, so an emoji is one): the most is
 * counted as sent, before any cleaning; the least once the paste's wrapping is gone.
 */
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

export type { PaymentGateway } from './payment-reference.ts';

export type SearchText =
  | { kind: 'empty' }
  | { kind: 'refused'; reason: SearchRefusal }
  /**
   * A link: `path` is the console page it names (ids lower-cased, query kept, fragment dropped)
   * and `ids` what that page shows; a link to anything else has `path: null` and no ids.
   */
  | { kind: 'link'; path: string | null; ids: SearchIds }
  | { kind: 'uuid'; id: string }
  /** A gateway's payment reference: Elastic Path has no filter on payments, so it is not searched. */
  | { kind: 'gateway-id'; gateway: PaymentGateway }
  | { kind: 'email'; email: string }
  | { kind: 'text'; text: string };

const CONTROL = /\p{Cc}/u;
/** Stands in for the host of a root-relative link while parsing; it is never requested. */
const PARSE_BASE = 'http://console.invalid';
/** A UUID inside what tools wrap it in: braces, quotes, brackets, `urn:uuid:`. */
const WRAPPED_UUID = new RegExp(
  `^[\\s{(\\["'\`<]*(?:urn:uuid:)?(${UUID_SOURCE})[\\s})\\]"'\`>]*$`,
  'i',
);
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * Whether `raw` has more than `max` characters, counting no further than one past `max`: text
 * over the limit is refused before anything else reads it, whatever its length.
 */
function longerThan(raw: string, max: number, meter?: WorkMeter): boolean {
  // A character is one or two UTF-16 units: these two need no counting.
  if (raw.length <= max) return false;
  if (raw.length > 2 * max) {
    meter?.step(1);
    return true;
  }
  let count = 0;
  for (const _ of raw) {
    count += 1;
    if (count > max) break;
  }
  meter?.step(count);
  return count > max;
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
 * Reads a search text as a ticket pastes it. Order matters: text over `MAX_SEARCH_CHARS` is
 * refused by its length before anything else reads it (cleaning only ever shortens a text, so
 * no later step can meet a longer one); a UUID or a console link is recognised as pasted
 * (neither reaches a filter as text); everything else is cleaned (paste-cleaning.ts) and
 * checked; a gateway's payment reference is named, not searched. `meter` counts the work, for
 * the tests' bound and the bench.
 *
 * @example classifySearchText(' {3FA85F64-5717-4562-B3FC-2C963F66AFA6} ') // { kind: 'uuid', id: '3fa85f64-…' }
 * @example classifySearchText('Ron.Swanson+billing@Example.com') // { kind: 'email', email: 'Ron.Swanson+billing@Example.com' }
 * @example classifySearchText('a') // { kind: 'refused', reason: 'too-short' }
 */
export function classifySearchText(raw: string, meter?: WorkMeter): SearchText {
  if (longerThan(raw, MAX_SEARCH_CHARS, meter)) return { kind: 'refused', reason: 'too-long' };
  if (raw.trim() === '') return { kind: 'empty' };
  const plain = plainQuotes(raw, meter);
  const wrappedId = WRAPPED_UUID.exec(plain.trim())?.[1];
  if (wrappedId !== undefined) return { kind: 'uuid', id: wrappedId.toLowerCase() };
  const text = cleanPaste(plain, meter);
  // A UUID behind what the wrapped form does not know (`mailto:`, `Name <…>`) is still an id:
  // what is sent for it then reads the same again.
  const cleanedId = WRAPPED_UUID.exec(text)?.[1];
  if (cleanedId !== undefined) return { kind: 'uuid', id: cleanedId.toLowerCase() };
  const link = looksLikeLink(text);
  if (link) {
    const page = consolePage(text) ?? consolePage(withoutTrailingPunctuation(text));
    if (page) return { kind: 'link', ...page };
  }
  if ([...text].length < MIN_SEARCH_CHARS) return { kind: 'refused', reason: 'too-short' };
  // No Elastic Path filter can carry one, and none belongs in an id, a link or an email.
  if (CONTROL.test(text)) return { kind: 'refused', reason: 'control-character' };
  if (link) return { kind: 'link', path: null, ids: {} };
  const gateway = paymentGateway(text);
  if (gateway) return { kind: 'gateway-id', gateway };
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
