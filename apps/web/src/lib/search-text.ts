/**
 * What the search box does with a text, decided in the browser before any request: a link to a
 * console page opens it, text the BFF would refuse (too short, too long, `*` or control
 * characters) gets a message and no request, a pasted UUID loses its wrapping, and everything
 * else goes to `GET /api/search?q=` as typed (trimmed). How the text was read also picks the hint
 * shown when nothing matches.
 */
import { isUuid } from '@pc/contract/limits';
import { consolePathFromLink } from './console-link';
import { normalizeIdInput } from './ids';

/** The BFF's bounds for `q` (it answers 400 outside them). */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 200;

/** How the browser reads a text; the BFF classifies again and has the last word. */
export type SearchReading = 'uuid' | 'email' | 'text';

export type SearchPlan =
  | { kind: 'empty' }
  /** Not searched: the message says why. */
  | { kind: 'refused'; message: string }
  /** A console link: open this in-app address. */
  | { kind: 'open'; path: string }
  | { kind: 'search'; q: string; reading: SearchReading };

const CONTROL_CHARACTERS = /\p{Cc}/u;
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+$/;

/**
 * @example planSearch(' {3FA85F64-5717-4562-B3FC-2C963F66AFA6} ') // { kind: 'search', q: '3fa85f64-…', reading: 'uuid' }
 * @example planSearch('a') // { kind: 'refused', message: 'Type at least 2 characters…' }
 */
export function planSearch(text: string): SearchPlan {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const path = consolePathFromLink(trimmed);
  if (path) return { kind: 'open', path };
  const id = normalizeIdInput(trimmed);
  if (isUuid(id)) return { kind: 'search', q: id, reading: 'uuid' };
  // Characters as the BFF counts them: code points, so an emoji is one.
  const length = [...trimmed].length;
  if (length < MIN_SEARCH_LENGTH) {
    return {
      kind: 'refused',
      message: `Type at least ${MIN_SEARCH_LENGTH} characters: an email, part of a company name, a subscription reference or an ID.`,
    };
  }
  if (length > MAX_SEARCH_LENGTH) {
    return {
      kind: 'refused',
      message: `Search text can be at most ${MAX_SEARCH_LENGTH} characters long. Paste the email, reference or ID alone.`,
    };
  }
  if (trimmed.includes('*')) {
    return {
      kind: 'refused',
      message: 'Leave out the *: company names already match in part.',
    };
  }
  if (CONTROL_CHARACTERS.test(trimmed)) {
    return { kind: 'refused', message: 'The text has control characters; type it again.' };
  }
  return { kind: 'search', q: trimmed, reading: EMAIL_LIKE.test(trimmed) ? 'email' : 'text' };
}

/** What to try when nothing matched, by how the text was read. */
export function noMatchHint(reading: SearchReading): string {
  switch (reading) {
    case 'email':
      return 'Emails must be complete and match as stored: letter case counts unless the stored email is all lower-case. Try part of the company name instead.';
    case 'uuid':
      return 'No customer, subscription or invoice has this ID. A payment ID cannot be searched: use its invoice ID.';
    case 'text':
      return 'Emails must be complete; company names match in part, capitals included (“Globex”, not “globex”); a person’s name and a subscription reference must match exactly.';
  }
}
