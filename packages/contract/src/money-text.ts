/**
 * Money as the console writes it, everywhere: the BFF's sentences, every page's cells and headers,
 * the ticket note and the CSV's decimal column read the same text, exact at any size. Amounts
 * stay digit strings and bigints: a JS number would round above 2^53.
 *
 * Elastic Path counts an amount in the currency's smallest subdivision, which is ISO 4217's minor
 * unit, so that is the one exponent source. The browser's `Intl` is not: it gives the digits CLDR
 * displays (0 for COP, HUF, IDR, IQD, PKR and a dozen more in Node 24's ICU), which would read
 * 19.99 COP as 1,999 (docs/decisions/035-one-money-formatter-iso-4217.md).
 */

const CURRENCY_CODE = /^[A-Z]{3}$/;
const INTEGER_TEXT = /^-?\d+$/;

/**
 * ISO 4217's minor unit of every currency with one (List One), and of the codes withdrawn since
 * (HRK, CUC, SLL, ZWL, ANG) for invoices written before. A code not here has no known exponent:
 * codes without a minor unit (XXX, XDR, gold) and anything unknown.
 */
const MINOR_UNITS: Readonly<Record<number, string>> = {
  0: 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF',
  2: [
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN',
    'BZD CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP',
    'GBP GEL GHS GIP GMD GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT',
    'LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO',
    'NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS',
    'SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD',
    'XCG YER ZAR ZMW ZWG ZWL',
  ].join(' '),
  3: 'BHD IQD JOD KWD LYD OMR TND',
  4: 'CLF UYW',
};

const EXPONENTS: ReadonlyMap<string, number> = new Map(
  Object.entries(MINOR_UNITS).flatMap(([digits, codes]) =>
    codes.split(' ').map((code) => [code, Number(digits)] as const),
  ),
);

/** The most minor-unit digits any currency has (CLF, UYW): amounts compare exactly at this scale. */
export const MAX_ISO4217_EXPONENT = Math.max(...EXPONENTS.values());

/** Where the symbol is unambiguous to an English reader; every other currency shows its code. */
const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥' };

/**
 * Digits after the decimal point in `code`'s major unit (ISO 4217's minor unit), or null for a
 * malformed code or one without a minor unit.
 * @example iso4217Exponent('KWD') // 3
 * @example iso4217Exponent('COP') // 2
 * @example iso4217Exponent('usd') // null
 */
export function iso4217Exponent(code: string): number | null {
  return CURRENCY_CODE.test(code) ? (EXPONENTS.get(code) ?? null) : null;
}

/** A decimal digit string as a bigint, or null when it is not one. */
export function toBigInt(minor: string): bigint | null {
  return INTEGER_TEXT.test(minor) ? BigInt(minor) : null;
}

function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The amount split at the currency's point: the whole part's digits and the fraction's. */
function splitMinor(
  minor: string | bigint,
  currency: string,
): { negative: boolean; whole: string; fraction: string } | null {
  const value = typeof minor === 'bigint' ? minor : toBigInt(minor);
  const exponent = iso4217Exponent(currency);
  if (value === null || exponent === null) return null;
  const magnitude = value < 0n ? -value : value;
  const scale = 10n ** BigInt(exponent);
  return {
    negative: value < 0n,
    whole: (magnitude / scale).toString(),
    fraction: exponent === 0 ? '' : (magnitude % scale).toString().padStart(exponent, '0'),
  };
}

/**
 * The exact amount in major units as a plain decimal, or null when the amount is not an integer
 * or the currency has no known minor unit: the CSV's `amount` column and a cell's title.
 * @example toMajorUnits('1234', 'KWD') // '1.234'
 * @example toMajorUnits('-5', 'USD') // '-0.05'
 * @example toMajorUnits('123456', 'JPY') // '123456'
 */
export function toMajorUnits(minor: string | bigint, currency: string): string | null {
  const split = splitMinor(minor, currency);
  if (split === null) return null;
  const number = split.fraction === '' ? split.whole : `${split.whole}.${split.fraction}`;
  return split.negative ? `-${number}` : number;
}

/**
 * Minor units as money text, exact at any size. An amount or code it cannot read (malformed, or a
 * currency without a known minor unit) is shown as given.
 *
 * @example formatMinorUnits('49900', 'USD') // '$499.00'
 * @example formatMinorUnits('-9980', 'USD') // '-$99.80'
 * @example formatMinorUnits('12750', 'KWD') // 'KWD 12.750'
 * @example formatMinorUnits('1234567', 'JPY') // '¥1,234,567'
 */
export function formatMinorUnits(minor: string | bigint, currency: string): string {
  const split = splitMinor(minor, currency);
  if (split === null) return `${String(minor)} ${currency}`.trim();
  const whole = grouped(split.whole);
  const number = split.fraction === '' ? whole : `${whole}.${split.fraction}`;
  const symbol = SYMBOLS[currency];
  const text = symbol ? `${symbol}${number}` : `${currency} ${number}`;
  return split.negative ? `-${text}` : text;
}
