/**
 * Money display and export. Amounts arrive as exact int64 digit strings in minor units; they
 * never become JS numbers here: the decimal point is moved on the digit string, and
 * Intl.NumberFormat formats that decimal string (exact in Intl.NumberFormat v3 runtimes). Where a
 * runtime would round string input through a double, the integer part is formatted as a BigInt and
 * the fraction digits are put back by hand.
 */

const INTEGER_TEXT = /^-?\d+$/;
const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * Moves the decimal point of an integer digit string `exponent` places to the left.
 * Returns null when `minor` is not an integer digit string.
 *
 * @example shiftDecimal('1999', 2) // '19.99'
 * @example shiftDecimal('-5', 2) // '-0.05'
 * @example shiftDecimal('123456', 0) // '123456'
 */
export function shiftDecimal(minor: string, exponent: number): string | null {
  if (!INTEGER_TEXT.test(minor) || !Number.isInteger(exponent) || exponent < 0) return null;
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).replace(/^0+(?=\d)/, '');
  const padded = digits.padStart(exponent + 1, '0');
  const integer = padded.slice(0, padded.length - exponent);
  const fraction = padded.slice(padded.length - exponent);
  const isZero = /^0+$/.test(padded);
  const sign = negative && !isZero ? '-' : '';
  return exponent === 0 ? `${sign}${integer}` : `${sign}${integer}.${fraction}`;
}

let knownCurrencies: ReadonlySet<string> | null | undefined;

/** ISO 4217 codes this runtime knows, or null when it cannot list them (then any code is tried). */
function supportedCurrencies(): ReadonlySet<string> | null {
  if (knownCurrencies === undefined) {
    const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'currency') => string[] };
    try {
      knownCurrencies = intl.supportedValuesOf ? new Set(intl.supportedValuesOf('currency')) : null;
    } catch {
      knownCurrencies = null;
    }
  }
  return knownCurrencies;
}

const exponentCache = new Map<string, number | null>();

/**
 * The number of minor-unit digits of an ISO 4217 currency (USD 2, JPY 0, KWD 3), or null for a
 * malformed or unknown code.
 */
export function currencyExponent(code: string): number | null {
  const cached = exponentCache.get(code);
  if (cached !== undefined) return cached;
  let exponent: number | null = null;
  const known = supportedCurrencies();
  if (CURRENCY_CODE.test(code) && (known === null || known.has(code))) {
    try {
      const options = new Intl.NumberFormat('en', { style: 'currency', currency: code });
      exponent = options.resolvedOptions().maximumFractionDigits ?? null;
    } catch {
      exponent = null;
    }
  }
  exponentCache.set(code, exponent);
  return exponent;
}

/**
 * The exact amount in major units as a plain decimal string, or null when the currency is unknown
 * or the amount is not an integer string. Used for display and the CSV `amount` column.
 *
 * @example toMajorUnits('1234', 'KWD') // '1.234'
 */
export function toMajorUnits(minor: string, currency: string): string | null {
  const exponent = currencyExponent(currency);
  return exponent === null ? null : shiftDecimal(minor, exponent);
}

let stringInputExact: boolean | undefined;

/** `format` takes a decimal string in Intl.NumberFormat v3 (TypeScript's ES2022 lib predates it). */
function formatString(nf: Intl.NumberFormat, decimal: string): string {
  return (nf.format as unknown as (value: string) => string)(decimal);
}

/** Intl.NumberFormat v3 formats decimal strings without going through a double. */
function formatsStringsExactly(): boolean {
  if (stringInputExact === undefined) {
    const probe = new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 0 });
    stringInputExact = formatString(probe, '9007199254740993') === '9007199254740993';
  }
  return stringInputExact;
}

/** Formats an exact decimal with `format`'s parts from the BigInt integer part (pre-v3 runtimes). */
export function formatDecimalViaBigInt(nf: Intl.NumberFormat, decimal: string): string {
  const negative = decimal.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const value = BigInt(integer);
  // A BigInt has no -0: for -0.05 format -1 and put 0 back as the integer digits.
  const template = negative ? (value === 0n ? -1n : -value) : value;
  let integerWritten = false;
  return nf
    .formatToParts(template)
    .map((part) => {
      if (part.type === 'fraction') return fraction;
      if (negative && value === 0n && part.type === 'integer') {
        if (integerWritten) return '';
        integerWritten = true;
        return '0';
      }
      return part.value;
    })
    .join('');
}

const formatterCache = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string | undefined, currency: string, exponent: number) {
  const key = `${locale ?? ''}|${currency}`;
  let nf = formatterCache.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    formatterCache.set(key, nf);
  }
  return nf;
}

export type FormattedMoney =
  | { ok: true; text: string; major: string }
  /** Unknown currency or malformed amount: shown as the minor units and the code as given. */
  | { ok: false; text: string; major: null };

/**
 * Formats minor units in `locale` (the browser's when undefined), exactly, with the currency's own
 * exponent.
 *
 * @example formatMoney('1999', 'USD', 'en-US').text // '$19.99'
 * @example formatMoney('123456', 'JPY', 'en-US').text // '¥123,456'
 * @example formatMoney('1999', 'usd', 'en-US').text // '1999 usd'
 */
export function formatMoney(
  minor: string,
  currency: string,
  locale?: string,
  options: { forceBigIntPath?: boolean } = {},
): FormattedMoney {
  const exponent = currencyExponent(currency);
  const major = exponent === null ? null : shiftDecimal(minor, exponent);
  if (exponent === null || major === null) {
    return { ok: false, text: `${minor} ${currency}`.trim(), major: null };
  }
  try {
    const nf = currencyFormatter(locale, currency, exponent);
    const text =
      formatsStringsExactly() && !options.forceBigIntPath
        ? formatString(nf, major)
        : formatDecimalViaBigInt(nf, major);
    return { ok: true, text, major };
  } catch {
    return { ok: false, text: `${minor} ${currency}`, major: null };
  }
}
