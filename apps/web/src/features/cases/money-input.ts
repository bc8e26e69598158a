/**
 * A promised amount as a person types it ("1,299.50", "49800") read into exact minor units of
 * the invoice's currency, the digit string the API takes. The point moves by ISO 4217's minor
 * unit (the contract's `iso4217Exponent`, the formatter's own source), so what is typed reads
 * back as `formatMinorUnits` would write it; no float is ever made.
 *
 * Refused, with the reason in words: anything but digits, commas between groups and one point;
 * more decimals than the currency has (12.345 EUR is not a cent amount); zero; a currency whose
 * minor unit is not known.
 */
import { iso4217Exponent } from '@pc/contract/money-text';

export type MoneyInput = { minor: string } | { problem: string };

const isDigit = (char: string) => char >= '0' && char <= '9';

/** The whole and fraction digits, or null when the text is not a plain positive amount. */
function digitsOf(text: string): { whole: string; fraction: string } | null {
  const [whole = '', fraction = '', ...more] = text.split('.');
  if (more.length > 0 || !whole || ![...fraction].every(isDigit)) return null;
  // Commas group thousands, three digits apart, as the console writes amounts.
  const groups = whole.split(',');
  if (!groups.every((group) => group !== '' && [...group].every(isDigit))) return null;
  if (groups.slice(1).some((group) => group.length !== 3)) return null;
  return { whole: groups.join(''), fraction };
}

/**
 * @example parseMoneyInput('1,299.5', 'EUR') // { minor: '129950' }
 * @example parseMoneyInput('49800', 'JPY') // { minor: '49800' }
 */
export function parseMoneyInput(typed: string, currency: string): MoneyInput {
  const exponent = iso4217Exponent(currency);
  if (exponent === null) return { problem: `${currency} has no known minor unit` };
  const digits = digitsOf(typed.trim());
  if (!digits) return { problem: 'must be an amount such as 1,299.00' };
  if (digits.fraction.length > exponent) {
    return {
      problem:
        exponent === 0
          ? `${currency} has no decimals`
          : `${currency} has ${exponent} decimals at most`,
    };
  }
  const minor = BigInt(digits.whole + digits.fraction.padEnd(exponent, '0'));
  if (minor === 0n) return { problem: 'must be more than zero' };
  return { minor: minor.toString() };
}
