/**
 * What a customer owes, per currency, from the invoices their page lists: the customer page
 * showed each invoice's balance but no total, and an agent asked "how much do I owe" added them
 * by eye across currencies. Exact: BigInt over minor units, one sum per currency, never mixed.
 */
import type { InvoiceSummary } from './api-lookup.ts';
import { formatMinorUnits } from './money-text.ts';

export interface CustomerBalance {
  /** Per currency, in the order first met (newest invoice first): minor units as digits. */
  due: { currency: string; amount: string }[];
  /** Outstanding invoices whose total is not known yet (awaiting tax): not in any sum. */
  unknown: number;
}

/**
 * @example customerBalance(page.invoices).due // [{ currency: 'USD', amount: '2999' }, { currency: 'EUR', amount: '24900' }]
 */
export function customerBalance(
  invoices: readonly Pick<InvoiceSummary, 'paid' | 'total'>[],
): CustomerBalance {
  const sums = new Map<string, bigint>();
  let unknown = 0;
  for (const invoice of invoices) {
    if (invoice.paid) continue;
    if (!invoice.total) {
      unknown += 1;
      continue;
    }
    const { currency, amount } = invoice.total;
    sums.set(currency, (sums.get(currency) ?? 0n) + BigInt(amount));
  }
  return {
    due: [...sums].map(([currency, amount]) => ({ currency, amount: String(amount) })),
    unknown,
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
): { currency: string; amount: string }[] {
  const sums = new Map<string, bigint>();
  for (const { overCollected: over } of invoices)
    if (over) sums.set(over.currency, (sums.get(over.currency) ?? 0n) + BigInt(over.amount));
  return [...sums].map(([currency, amount]) => ({ currency, amount: String(amount) }));
}
