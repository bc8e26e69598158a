/**
 * Exact money text for sentences the console composes (headers, warnings, ticket notes), the
 * same in the BFF and every browser. Amounts stay digit strings and bigints: a JS number would
 * round above 2^53. The web app's own Intl formatter stays what tables use; this one is for text
 * that must read identically wherever it is built.
 */

const CURRENCY_CODE = /^[A-Z]{3}$/;
const INTEGER_TEXT = /^-?\d+$/;

/** ISO 4217 minor-unit digits that are not 2; a well-formed code not listed has 2. */
const EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** Where the symbol is unambiguous to an English reader; every other currency shows its code. */
const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥' };

/**
 * Digits after the decimal point in `code`'s major unit, or null for a malformed code.
 * @example iso4217Exponent('KWD') // 3
 * @example iso4217Exponent('usd') // null
 */
export function iso4217Exponent(code: string): number | null {
  if (!CURRENCY_CODE.test(code)) return null;
  return EXPONENTS[code] ?? 2;
}

/** A decimal digit string as a bigint, or null when it is not one. */
export function toBigInt(minor: string): bigint | null {
  return INTEGER_TEXT.test(minor) ? BigInt(minor) : null;
}

function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Minor units as money text, exact at any size. A malformed amount or code is shown as given.
 *
 * @example formatMinorUnits('49900', 'USD') // '$499.00'
 * @example formatMinorUnits('-9980', 'USD') // '-$99.80'
 * @example formatMinorUnits('12750', 'KWD') // 'KWD 12.750'
 * @example formatMinorUnits('1234567', 'JPY') // '¥1,234,567'
 */
export function formatMinorUnits(minor: string | bigint, currency: string): string {
  const value = typeof minor === 'bigint' ? minor : toBigInt(minor);
  const exponent = iso4217Exponent(currency);
  if (value === null || exponent === null) return `${String(minor)} ${currency}`.trim();
  const magnitude = value < 0n ? -value : value;
  const scale = 10n ** BigInt(exponent);
  const whole = grouped((magnitude / scale).toString());
  const fraction = (magnitude % scale).toString().padStart(exponent, '0');
  const number = exponent === 0 ? whole : `${whole}.${fraction}`;
  const symbol = SYMBOLS[currency];
  const text = symbol ? `${symbol}${number}` : `${currency} ${number}`;
  return value < 0n ? `-${text}` : text;
}
