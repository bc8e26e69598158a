/**
 * The one form in which the store index holds text and in which a search's text is compared with
 * it (docs/decisions/040-store-index-for-search.md): what a person would call "the same words".
 * Computed once per record, in TypeScript, into a column of its own: Postgres's `unaccent()` is
 * not immutable, so it cannot sit in an index expression, and both sides must agree exactly.
 * Linear in the text: each step is one pass of `String.prototype` work or one simple class.
 * No dependencies: the browser bundle may import it to say what was searched.
 *
 * The rules, in order:
 *   1. compatibility decomposition (NFKD), then combining marks removed: `é` → `e`, `ﬁ` → `fi`,
 *      full-width letters → ASCII
 *   2. lower case
 *   3. `&` → ` and ` (`Food & Stuff` and `Food and Stuff` are one name)
 *   4. apostrophes (straight, curly, modifier, grave) and full stops join what they separate:
 *      `W.L.L.` → `wll`, `O’Brien` → `obrien`, `’n’` → `n` (so `Food ’n’ Stuff` = `food n stuff`)
 *   5. every other run of what is neither a letter nor a digit is one space: `Al-Bahar` →
 *      `al bahar`, `ACME-CLOUD-001` → `acme cloud 001`
 *   6. spaces at the ends dropped
 */

/** Apostrophes and full stops: removed without a space, so initials and contractions join. */
const JOINERS = /['\u2018\u2019\u201B\u02BC\u0060\u00B4\u2032.]/gu;
const MARKS = /\p{M}/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * @example searchNormalForm('Food ’n’ Stuff') // 'food n stuff'
 * @example searchNormalForm('Al Bahar Logistics W.L.L.') // 'al bahar logistics wll'
 * @example searchNormalForm('Crème & Brûlée') // 'creme and brulee'
 */
export function searchNormalForm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(JOINERS, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

/** Hex digits alone, 6 to 32 of them (a UUID's dashes removed): the short ids the console prints. */
const ID_PREFIX = /^[0-9a-f]{6,32}$/;
/** A UUID's shape at 8, 12, 16 and 20 hex digits: where its dashes go back in. */
const DASHES_AFTER = [8, 12, 16, 20];

/**
 * The UUID prefix a text stands for when it is one (from 6 hex digits, dashes where a UUID has
 * them or none), lower-cased; null otherwise.
 * @example idPrefix('030508DE') // '030508de'
 * @example idPrefix('030508de-6c4f') // '030508de-6c4f'
 * @example idPrefix('acme') // null
 */
export function idPrefix(text: string): string | null {
  const hex = text.trim().toLowerCase().replaceAll('-', '');
  if (!ID_PREFIX.test(hex)) return null;
  let out = '';
  for (let i = 0; i < hex.length; i += 1) {
    if (DASHES_AFTER.includes(i)) out += '-';
    out += hex[i];
  }
  return out;
}

/** What separates the parts of a pasted signature line: bars, bullets, commas, a spaced dash. */
const SIGNATURE_BREAKS = /[|•·,;/\t\n]| [-–—] /u;
/** Parts worth asking about: a signature names a person, a title and a company, rarely more. */
const MAX_SIGNATURE_PARTS = 3;

/**
 * The parts of a pasted signature line (`Leslie Knope | Deputy Director, Pawnee`), in their
 * order, each in the normal form, when the text has more than one; otherwise none. A search that
 * finds nothing for the whole line asks about each part, so the name or the company in it is
 * found. Parts shorter than 3 characters (an initial, a stray dash) are dropped.
 * @example signatureParts('Leslie Knope | Deputy Director') // ['leslie knope', 'deputy director']
 * @example signatureParts('Food n Stuff') // []
 */
export function signatureParts(text: string): string[] {
  const parts = text
    .split(SIGNATURE_BREAKS)
    .map(searchNormalForm)
    .filter((part) => part.length >= 3);
  const distinct = [...new Set(parts)];
  return distinct.length > 1 ? distinct.slice(0, MAX_SIGNATURE_PARTS) : [];
}
