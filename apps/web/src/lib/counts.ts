/**
 * Whole numbers (row counts, page numbers) in the browser's locale: "1,234" in en-US.
 *
 * One `Intl.NumberFormat` per locale, kept: `Number.prototype.toLocaleString` builds a formatter
 * on every call, about twenty times the cost of reusing one, and the pagination formats several
 * numbers on every render.
 */

const formats = new Map<string, Intl.NumberFormat>();

/** @example formatCount(10000, 'en-US') // '10,000' */
export function formatCount(value: number, locale?: string): string {
  const key = locale ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(key, format);
  }
  return format.format(value);
}
