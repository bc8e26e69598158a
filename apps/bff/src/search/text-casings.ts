/**
 * The letter cases a text is asked for where Elastic Path compares case (accounts' `like`,
 * subscriptions' `eq` on `external_ref`; docs/upstream/navigation.md#filter-grammar). Each casing
 * is one more call, so there are few: a company name is asked for as typed and by its longest
 * word in lower, Title and UPPER case (the caller keeps only names that hold the whole text in
 * any case); a person's exact name as typed and in Title Case; a reference as typed, lower- and
 * upper-cased. What stays unfound: a company whose
 * longest word is stored in mixed case (`GmbH`, `McDonald`) typed in another case, and a
 * mixed-case reference typed in another case.
 */

/** Distinct, in order. */
const distinct = (texts: string[]) => [...new Set(texts.filter((t) => t.length > 0))];

/**
 * @example companyCasings("FOOD 'N STUFF") // ["FOOD 'N STUFF", 'stuff', 'Stuff', 'STUFF']
 * @example companyCasings('food') // ['food', 'Food', 'FOOD']
 */
export function companyCasings(text: string): string[] {
  const longest = text
    .split(/\s+/)
    .reduce((best, word) => (word.length > best.length ? word : best), '');
  const lower = longest.toLowerCase();
  const title = lower.charAt(0).toUpperCase() + lower.slice(1);
  return distinct([text, lower, title, longest.toUpperCase()]);
}

/**
 * A reference holds no space; text with one is asked for as typed only.
 * @example referenceCasings('ACME-CLOUD-001') // ['ACME-CLOUD-001', 'acme-cloud-001']
 */
export function referenceCasings(text: string): string[] {
  if (/\s/.test(text)) return [text];
  return distinct([text, text.toLowerCase(), text.toUpperCase()]);
}

/**
 * Subscribers' `eq(name)` is exact: a name is also asked for in Title Case (every letter after a
 * non-letter capital: `o'brien` → `O'Brien`; `McDonald` typed lower stays unfound this way).
 * @example personCasings('ron swanson') // ['ron swanson', 'Ron Swanson']
 */
export function personCasings(text: string): string[] {
  const title = text
    .toLowerCase()
    .replace(
      /(^|[^\p{L}])(\p{L})/gu,
      (_all, before: string, letter: string) => before + letter.toUpperCase(),
    );
  return distinct([text, title]);
}
