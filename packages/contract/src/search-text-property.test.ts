/**
 * The classifier on random text up to the limit (and just past it): it always answers, within
 * its bound of steps, and what it sends as `q` reads the same again, so the BFF's second reading
 * agrees with the browser's first.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifySearchText, MAX_SEARCH_CHARS, searchedText } from './search-text.ts';

/** What pastes are made of: wrappers, punctuation, spaces, mail and link pieces, any unicode. */
const PIECES = [
  ...'{}"\'`<>()[].,;:!?@*/ \t\n%\u2018\u2019\u201C\u201D\u00A0\u200B',
  'mailto:',
  'MAILTO:',
  '?subject=Invoice',
  'https://console.example',
  '/customers/',
  '/subscriptions/',
  '/invoices/',
  '3FA85F64-5717-4562-B3FC-2C963F66AFA6',
  'urn:uuid:',
  'ron.swanson+billing@example.com',
  'Ron Swanson',
  'Stripe ',
  'ref ',
  'pi_3MtwBwLkdIwHu7ix',
  '%40',
];
const piece = fc.oneof(
  fc.constantFrom(...PIECES),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
  fc.string({ unit: 'binary', maxLength: 2 }),
);
/** Text of up to the limit, and a little past it, made of pieces. */
const pasted = fc
  .array(piece, { maxLength: 80 })
  .map((pieces) => pieces.join(''))
  .filter((text) => [...text].length <= MAX_SEARCH_CHARS + 10);

const KINDS = ['empty', 'refused', 'link', 'uuid', 'gateway-id', 'email', 'text'];

describe('classifySearchText on random text', () => {
  it('always answers with a reading; over the limit is always too long', () => {
    fc.assert(
      fc.property(pasted, (text) => {
        const reading = classifySearchText(text);
        expect(KINDS).toContain(reading.kind);
        if ([...text].length > MAX_SEARCH_CHARS) {
          expect(reading).toEqual({ kind: 'refused', reason: 'too-long' });
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('what it sends as q reads the same again', () => {
    fc.assert(
      fc.property(pasted, (text) => {
        const reading = classifySearchText(text);
        const sent = searchedText(reading);
        if (sent === null) return;
        expect(classifySearchText(sent)).toEqual(reading);
      }),
      { numRuns: 2000 },
    );
  });

  it('any string within the limit, of any unicode, gets a reading', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: MAX_SEARCH_CHARS }), (text) => {
        expect(KINDS).toContain(classifySearchText(text).kind);
      }),
      { numRuns: 2000 },
    );
  });
});
