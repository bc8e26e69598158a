/**
 * Exact JSON for upstream bodies.
 *
 * `JSON.parse` rounds integers past 2^53, and an int64 amount can be as large as 2^63-1. A body
 * with no number of 16 or more significant digits (counted across a decimal point) cannot hold a
 * number that loses precision as a double (the largest 15-digit integer is far below 2^53, and a
 * non-integer needs 16+ digits to round to an integer), so such bodies take the native parser.
 * Any other body goes through `lossless-json`, which keeps every unsafe number as a
 * `LosslessNumber` holding its source text. See docs/decisions/002-exact-int64-amounts.md.
 */
import { isSafeNumber, LosslessNumber, parse, stringify } from 'lossless-json';

/**
 * A number token with 16 or more digits in its mantissa, a decimal point allowed between them
 * (`100.000000000000001`). Outside strings a JSON number always follows `:`, `,` or `[` (or
 * starts the text), so the scan only starts there rather than at every digit of every UUID and
 * timestamp: about half the time of an unanchored scan. A match inside a string only sends
 * the body down the slower exact path, never the other way round.
 */
const LONG_NUMBER_VALUE = /[:,[]\s*-?\d(?:\.?\d){15}/;
const LONG_NUMBER_AT_START = /^\s*-?\d(?:\.?\d){15}/;

/** Whether the text may hold a number that `JSON.parse` would round. */
function mayHoldLongNumber(text: string): boolean {
  return LONG_NUMBER_VALUE.test(text) || LONG_NUMBER_AT_START.test(text);
}

function parseNumber(text: string): number | LosslessNumber {
  return isSafeNumber(text) ? Number(text) : new LosslessNumber(text);
}

/**
 * Parses JSON text without losing any digit of any number.
 * Safe numbers come back as `number`, all others as `LosslessNumber`.
 * @example parseExactJson('{"amount":9223372036854775807}') // { amount: LosslessNumber('9223372036854775807') }
 * @throws SyntaxError when the text is not JSON.
 */
export function parseExactJson(text: string): unknown {
  if (!mayHoldLongNumber(text)) return JSON.parse(text);
  return parse(text, null, parseNumber);
}

/**
 * Serialises a value whose `LosslessNumber`s are written as bare JSON numbers, digit for digit.
 * @example stringifyExactJson({ amount: new LosslessNumber('-9223372036854775808') })
 */
export function stringifyExactJson(value: unknown): string {
  const text = stringify(value);
  if (text === undefined) throw new TypeError('value cannot be serialised as JSON');
  return text;
}

export { LosslessNumber };
