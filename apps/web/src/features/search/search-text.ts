/**
 * What the search box does with a text, decided in the browser before any request, by the same
 * reading the BFF makes (@pc/contract/search-text): a link to a console page opens it, text the
 * BFF would refuse gets a message for people and no request, and everything else goes to
 * `GET /api/search?q=` cleaned (a UUID unwrapped and lower-cased, an email or text trimmed and
 * unwrapped). How the text was read also picks the hint shown when nothing matches (search-hint.ts).
 */
import {
  classifySearchText,
  MAX_SEARCH_CHARS,
  MIN_SEARCH_CHARS,
  type PaymentGateway,
  type SearchRefusal,
} from '@pc/contract/search-text';

/** How the browser reads a text; the BFF classifies again and has the last word. */
export type SearchReading = 'uuid' | 'email' | 'text';

export type SearchPlan =
  | { kind: 'empty' }
  /** Not searched: the message says why. */
  | { kind: 'refused'; message: string }
  /** A console link: open this in-app address. */
  | { kind: 'open'; path: string }
  | { kind: 'search'; q: string; reading: SearchReading };

const REFUSALS: Record<SearchRefusal, string> = {
  'too-short': `Type at least ${MIN_SEARCH_CHARS} characters: an email, part of a company name, a subscription reference or an ID.`,
  'too-long': `Search text can be at most ${MAX_SEARCH_CHARS} characters long. Paste the email, reference or ID alone.`,
  wildcard: 'Leave out the *: company names already match in part.',
  'control-character': 'The text has control characters; type it again.',
};

/** A link, but to no page of this console: searching it would find nothing. */
const NOT_A_CONSOLE_PAGE =
  'This link is not a page of this console. Paste an email, part of a company name, a subscription reference, an ID, or a link to a customer, subscription or invoice page.';

/** A gateway's payment reference: where to find it, and what to search here instead. */
function gatewayMessage(gateway: PaymentGateway): string {
  return `This looks like a ${gateway} payment reference. Elastic Path cannot search payments by the gateway’s reference: look it up in ${gateway}, then search here by the customer’s email, company or name, the subscription reference, or the invoice ID.`;
}

/**
 * @example planSearch(' {3FA85F64-5717-4562-B3FC-2C963F66AFA6} ') // { kind: 'search', q: '3fa85f64-…', reading: 'uuid' }
 * @example planSearch('a') // { kind: 'refused', message: 'Type at least 2 characters…' }
 */
export function planSearch(text: string): SearchPlan {
  const reading = classifySearchText(text);
  switch (reading.kind) {
    case 'empty':
      return reading;
    case 'refused':
      return { kind: 'refused', message: REFUSALS[reading.reason] };
    case 'link':
      return reading.path === null
        ? { kind: 'refused', message: NOT_A_CONSOLE_PAGE }
        : { kind: 'open', path: reading.path };
    case 'gateway-id':
      return { kind: 'refused', message: gatewayMessage(reading.gateway) };
    case 'uuid':
      return { kind: 'search', q: reading.id, reading: 'uuid' };
    case 'email':
      return { kind: 'search', q: reading.email, reading: 'email' };
    case 'text':
      return { kind: 'search', q: reading.text, reading: 'text' };
  }
}
