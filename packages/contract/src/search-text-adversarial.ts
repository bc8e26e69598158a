/**
 * Search text built to make a classifier slow: runs of every punctuation class the cleaning
 * strips, nested wrappers, long unicode, a security probe's input (7,851 characters that held a replica for 19 s) and 10 kB pastes, each with
 * the reading it must get. The contract's tests bound the classifier's steps on it and the bench
 * times it in process and through the API (bench/src/search-text.ts), so both read one table.
 */
import type { SearchText } from './search-text.ts';

export interface AdversarialSearchText {
  name: string;
  text: string;
  /** UTF-16 units, as a URL or a request line carries them. */
  length: number;
  reading: SearchText;
}

const TEN_KB = 10 * 1024;
const TOO_LONG: SearchText = { kind: 'refused', reason: 'too-long' };
const text = (value: string): SearchText => ({ kind: 'text', text: value });

/** The characters the cleaning strips from the end of a paste (a sentence's punctuation). */
const TRAILING = ['.', ',', ';', ':', '!', '?'];
/** Wrapping pairs, in the order the cleaning knows them. */
const OPENERS = '{"\'`<([';
const CLOSERS = '}"\'`>)]';

const table: Omit<AdversarialSearchText, 'length'>[] = [
  {
    name: 'the probe',
    text: `${'('.repeat(1300)}${'.'.repeat(5250)}x${')'.repeat(1300)}`,
    reading: TOO_LONG,
  },
  { name: '10 kB of letters', text: 'a'.repeat(TEN_KB), reading: TOO_LONG },
  { name: '201 letters', text: 'x'.repeat(201), reading: TOO_LONG },
  { name: '200 letters and a dot', text: `${'x'.repeat(200)}.`, reading: TOO_LONG },
  { name: '10 kB of spaces', text: ' '.repeat(TEN_KB), reading: TOO_LONG },
  { name: '10 kB of zero-width spaces', text: '\u200B'.repeat(TEN_KB), reading: TOO_LONG },
  { name: '5,000 emoji (10 kB)', text: '😀'.repeat(5000), reading: TOO_LONG },
  { name: '10 kB of kanji', text: '株'.repeat(TEN_KB), reading: TOO_LONG },
  {
    name: '5,000 nested parentheses',
    text: `${'('.repeat(5000)}${')'.repeat(5000)}`,
    reading: TOO_LONG,
  },
  { name: 'mailto: 1,500 times', text: `${'mailto:'.repeat(1500)}a@b.co`, reading: TOO_LONG },
  ...TRAILING.map((mark) => ({
    name: `x and 10 kB of ${mark}`,
    text: `x${mark.repeat(TEN_KB)}`,
    reading: TOO_LONG,
  })),
  ...TRAILING.map((mark) => ({
    name: `x and 199 × ${mark}`,
    text: `x${mark.repeat(199)}`,
    // Too short once the sentence's punctuation is gone.
    reading: { kind: 'refused', reason: 'too-short' } as SearchText,
  })),
  ...TRAILING.map((mark) => ({
    name: `xy between 99 × ${mark} each side`,
    text: `${mark.repeat(99)}xy${mark.repeat(99)}`,
    reading: text(`${mark.repeat(99)}xy`),
  })),
  {
    name: 'the probe within the limit',
    text: `${'('.repeat(60)}${'.'.repeat(79)}x${')'.repeat(60)}`,
    reading: text(`${'.'.repeat(79)}x`),
  },
  {
    name: 'every wrapper, nested 19 deep',
    text: `${OPENERS.repeat(13)}Globex${[...CLOSERS].reverse().join('').repeat(13)}`,
    reading: text('Globex'),
  },
  {
    name: '100 × < then 100 × >',
    text: `${'<'.repeat(100)}${'>'.repeat(100)}`,
    reading: { kind: 'refused', reason: 'too-short' },
  },
  {
    name: 'a stray < before 199 letters',
    text: `<${'x'.repeat(199)}`,
    reading: text('x'.repeat(199)),
  },
  {
    name: 'typographic quotes, 99 deep',
    text: `${'“'.repeat(99)}xy${'”'.repeat(99)}`,
    reading: text('xy'),
  },
  { name: '200 emoji', text: '😀'.repeat(200), reading: text('😀'.repeat(200)) },
  {
    name: '199 zero-width spaces and x',
    text: `${'\u200B'.repeat(199)}x`,
    reading: { kind: 'refused', reason: 'too-short' },
  },
  {
    name: '199 spaces and x',
    text: `${' '.repeat(199)}x`,
    reading: { kind: 'refused', reason: 'too-short' },
  },
  {
    name: 'mailto: 27 times',
    text: `${'mailto:'.repeat(27)}a@b.co`,
    reading: { kind: 'email', email: 'a@b.co' },
  },
  { name: '200 × @', text: '@'.repeat(200), reading: text('@'.repeat(200)) },
  {
    name: 'a link ending in 199 dots',
    text: `/${'.'.repeat(199)}`,
    reading: { kind: 'link', path: null, ids: {} },
  },
  {
    name: 'a gateway label and 48 × "ref "',
    text: `Stripe ${'ref '.repeat(48)}!`,
    reading: text(`Stripe ${'ref '.repeat(47)}ref`),
  },
  {
    name: 'a name and 190 × <',
    text: `Ron ${'<'.repeat(190)}a@b.c>`,
    reading: text(`Ron ${'<'.repeat(190)}a@b.c>`),
  },
];

export const ADVERSARIAL_SEARCH_TEXTS: AdversarialSearchText[] = table.map((entry) => ({
  ...entry,
  length: entry.text.length,
}));
