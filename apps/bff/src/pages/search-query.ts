/**
 * What the search box holds, read before anything goes upstream: a link to a page of this
 * console, a UUID, an email or other text (issue #21). Pasted text often carries whitespace or
 * a GUID's braces (`{3fa85f64-…}`), so both are stripped first. Ids are lower-cased: Elastic Path
 * writes them so, and a GUID copied from some tools arrives in capitals.
 */
import { isUuid } from '@pc/contract';
import { ApiHttpError } from '../core/errors.ts';

export const MIN_QUERY_CHARS = 2;
export const MAX_QUERY_CHARS = 200;

/** The objects a search looks up by id; a UUID alone may be any of them. */
export interface IdLookup {
  invoiceId?: string;
  subscriptionId?: string;
  subscriberId?: string;
  /** Finds the account's subscriptions (a subscription names its account, not its subscriber). */
  accountId?: string;
}

export type SearchQuery =
  | { kind: 'link'; ids: IdLookup }
  | { kind: 'uuid'; id: string }
  | { kind: 'email'; email: string }
  | { kind: 'text'; text: string };

const CONTROL = /\p{Cc}/u;
const LINK = /^(?:https?:\/\/|\/)/i;

/** Trims, then strips surrounding braces and the whitespace inside them. */
function normalise(raw: string): string {
  let text = raw.trim();
  while (text.length >= 2 && text.startsWith('{') && text.endsWith('}')) {
    text = text.slice(1, -1).trim();
  }
  return text;
}

function refuse(detail: string): never {
  throw new ApiHttpError(400, detail, { parameter: 'q' });
}

/**
 * The console pages a link may name: `/customers/{id}`, `/subscriptions/{id}`,
 * `/subscriptions/{sid}/invoices/{iid}`, `/invoices/{id}` on any host; query and fragment are
 * ignored. Anything else names nothing (an empty lookup, not an error).
 * @example linkedIds('https://console.example/invoices/3FA85F64-5717-4562-B3FC-2C963F66AFA6?tab=1')
 * // { invoiceId: '3fa85f64-5717-4562-b3fc-2c963f66afa6' }
 */
export function linkedIds(link: string): IdLookup {
  let path: string;
  try {
    // The base only resolves a bare path; it is never requested.
    path = new URL(link, 'http://console.invalid').pathname;
  } catch {
    return {};
  }
  const segments = path.split('/').filter((s) => s !== '');
  const [page, id, nested, nestedId] = segments;
  if (!id || !isUuid(id)) return {};
  const first = id.toLowerCase();
  if (segments.length === 2) {
    if (page === 'customers') return { subscriberId: first };
    if (page === 'subscriptions') return { subscriptionId: first };
    if (page === 'invoices') return { invoiceId: first };
  }
  if (segments.length === 4 && page === 'subscriptions' && nested === 'invoices') {
    if (nestedId && isUuid(nestedId))
      return { subscriptionId: first, invoiceId: nestedId.toLowerCase() };
  }
  return {};
}

/**
 * Classifies the search text, or refuses it with a 400 naming `q`.
 * @example parseSearchQuery(' {3fa85f64-5717-4562-b3fc-2c963f66afa6} ') // { kind: 'uuid', id: '3fa85f64-…' }
 * @example parseSearchQuery('Ron.Swanson+billing@Example.com') // { kind: 'email', email: 'Ron.Swanson+billing@Example.com' }
 * @throws ApiHttpError 400 when too short, too long or holding a control character
 */
export function parseSearchQuery(raw: string): SearchQuery {
  const text = normalise(raw);
  const length = [...text].length;
  if (length < MIN_QUERY_CHARS) refuse(`q must be at least ${MIN_QUERY_CHARS} characters.`);
  if (length > MAX_QUERY_CHARS) refuse(`q must be at most ${MAX_QUERY_CHARS} characters.`);
  // No Elastic Path filter can carry one, and none belongs in an id, a link or an email.
  if (CONTROL.test(text)) refuse('q must not contain control characters.');
  if (LINK.test(text)) return { kind: 'link', ids: linkedIds(text) };
  if (isUuid(text)) return { kind: 'uuid', id: text.toLowerCase() };
  if (text.includes('@') && !/\s/.test(text)) return { kind: 'email', email: text };
  return { kind: 'text', text };
}
