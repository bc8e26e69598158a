/**
 * The balance order a lead can read: grouped by currency (codes in alphabetical order, the same
 * in both directions), then by the exact amount within each currency. Amounts in two currencies
 * are never compared at face value: ¥49,800 is not "more" than €1,299.00, and no exchange rate
 * is the console's to pick. Rows whose balance is unknown have no place in the order; the caller
 * puts them last.
 */
import type { Money } from '@pc/contract';
import { toBigInt } from '@pc/contract/money-text';

/** A balance's place in the order: its currency, then its minor units; null when unknown. */
export interface BalanceKey {
  currency: string;
  minor: bigint;
}

export function balanceKey(balance: Money | null | undefined): BalanceKey | null {
  if (!balance) return null;
  const minor = toBigInt(balance.amount);
  return minor === null ? null : { currency: balance.currency, minor };
}

/**
 * Compares two known balances: the currency first (never reversed), then the amount in the
 * direction asked.
 *
 * @example compareBalances({ currency: 'EUR', minor: 1n }, { currency: 'JPY', minor: 9n }, 'desc') // < 0
 */
export function compareBalances(a: BalanceKey, b: BalanceKey, direction: 'asc' | 'desc'): number {
  if (a.currency !== b.currency) return a.currency < b.currency ? -1 : 1;
  if (a.minor === b.minor) return 0;
  const ascending = a.minor < b.minor ? -1 : 1;
  return direction === 'asc' ? ascending : -ascending;
}

/** The currencies among the rows' balances, once each, in the order the list groups them. */
export function balanceCurrencies(balances: readonly (Money | null | undefined)[]): string[] {
  const codes = new Set<string>();
  for (const balance of balances) if (balance) codes.add(balance.currency);
  return [...codes].sort();
}
