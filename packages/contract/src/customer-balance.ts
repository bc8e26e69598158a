/**
 * What a customer owes, per currency, from the invoices their page lists: the customer page
 * showed each invoice's balance but no total, and an agent asked "how much do I owe" added them
 * by eye across currencies. Exact: BigInt over minor units, one sum per currency, never mixed.
 */
import type { InvoiceSummary } from './api-lookup.ts';
import { type MoneyInput, sumPerCurrency } from './invoice-money.ts';
import { formatMinorUnits } from './money-text.ts';

export interface CustomerBalance {
  /** Per currency, in the order first met (newest invoice first). */
  due: MoneyInput[];
  /** Outstanding invoices whose total is not known yet (awaiting tax): not in any sum. */
  unknown: number;
}

/**
 * @example customerBalance(page.invoices).due // [{ currency: 'USD', amount: '2999' }, { currency: 'EUR', amount: '24900' }]
 */
export function customerBalance(
  invoices: readonly Pick<InvoiceSummary, 'paid' | 'total'>[],
): CustomerBalance {
  const outstanding = invoices.filter((invoice) => !invoice.paid);
  return {
    due: sumPerCurrency(outstanding.flatMap((invoice) => invoice.total ?? [])),
    unknown: outstanding.filter((invoice) => !invoice.total).length,
  };
}

/**
 * @example customerBalanceText(customerBalance(invoices)) // '$29.99 · €249.00' or 'Nothing owed'
 */
export function customerBalanceText(balance: CustomerBalance): string {
  const parts = balance.due.map((d) => formatMinorUnits(d.amount, d.currency));
  if (balance.unknown > 0)
    parts.push(`${balance.unknown} ${balance.unknown === 1 ? 'invoice' : 'invoices'} awaiting tax`);
  return parts.length === 0 ? 'Nothing owed' : parts.join(' · ');
}

/**
 * What the listed paid invoices collected beyond what they billed, summed exactly per currency
 * in the order first met; empty when none did. Only the invoices whose payments were read carry
 * `overCollected` (the customer page reads the paid ones among its 10 newest).
 * @example overCollectedTotal(page.invoices) // [{ currency: 'USD', amount: '39920' }]
 */
export function overCollectedTotal(
  invoices: readonly Pick<InvoiceSummary, 'overCollected'>[],
): MoneyInput[] {
  return sumPerCurrency(invoices.flatMap((invoice) => invoice.overCollected ?? []));
}
