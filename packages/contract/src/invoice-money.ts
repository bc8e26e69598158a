/**
 * What an invoice's payments add up to, exact. Elastic Path settles an invoice whole
 * (docs/upstream/navigation.md#invoice-facts): no amount-due or partial payment exists, so the balance due is
 * the total while the invoice is outstanding and 0 once it is paid; a goodwill refund on a paid
 * invoice is a refund, not a balance. Charges after the one that paid are over-collection, the
 * double charge that "Paid" alone hides. Sums are bigints inside and digit strings outside; a sum
 * of int64 amounts can pass int64, and stays exact (`withinInt64` says when it does not fit).
 * Amounts in another currency than the total's are listed, never added.
 */
import type { LedgerEntry, PaymentRole } from './attempt-numbering.ts';
import { formatMinorUnits, toBigInt } from './money-text.ts';

// As in int64.ts, which this pure module does not import: that one brings zod along.
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export interface MoneyInput {
  amount: string;
  currency: string;
}

/**
 * One exact sum per currency, in the order each currency is first met; never across currencies.
 * @example sumPerCurrency([{ amount: '999', currency: 'USD' }, { amount: '1', currency: 'USD' }]) // [{ currency: 'USD', amount: '1000' }]
 */
export function sumPerCurrency(amounts: Iterable<MoneyInput>): MoneyInput[] {
  const sums = new Map<string, bigint>();
  for (const { currency, amount } of amounts)
    sums.set(currency, (sums.get(currency) ?? 0n) + BigInt(amount));
  return [...sums].map(([currency, amount]) => ({ currency, amount: String(amount) }));
}

export interface InvoiceMoneyInput {
  /** The invoice total (`meta.price`); null when unknown, as while awaiting tax. */
  total: MoneyInput | null;
  paid: boolean;
}

export interface NotAddedPayment {
  paymentId: string;
  amount: MoneyInput;
  role: PaymentRole['kind'];
  reason: 'other-currency' | 'unreadable-amount';
}

export interface OverCollection {
  /** Succeeded charges after the one that paid. */
  chargedAgain: string;
  /** Every refund on the invoice, as a positive amount. */
  refunded: string;
  /** Net minus the total: what was kept beyond the invoice (≤ 0 once refunds cover it); null without a total. */
  excess: string | null;
}

export interface InvoiceMoney {
  /** The total's currency, else the oldest payment's; null with neither. */
  currency: string | null;
  /** Succeeded charges, the one that paid and any after it. */
  collected: string;
  /** Refunds as a positive amount. */
  refunded: string;
  net: string;
  /** Pending manual payments, not yet collected. */
  pending: string;
  /** The total while outstanding, "0" once paid; null when outstanding with no known total. */
  balanceDue: string | null;
  overCollection: OverCollection | null;
  notAdded: NotAddedPayment[];
  /** False when a sum passes int64 (the contract's int64 schemas would refuse it). */
  withinInt64: boolean;
}

/**
 * Collected, refunded, net, pending, the balance due and any over-collection, in the invoice's
 * currency.
 * @example
 * const money = invoiceMoney(attemptLedger(payments), { total: invoice.total, paid: invoice.paid });
 * overCollectionText(money) // 'Charged again after payment: $499.00 · refunded $99.80 · $399.20 more than the invoice'
 */
export function invoiceMoney(
  ledger: readonly LedgerEntry[],
  invoice: InvoiceMoneyInput,
): InvoiceMoney {
  const currency = invoice.total?.currency || ledger[0]?.payment.attributes.amount.currency || null;
  const sums = { collected: 0n, refunded: 0n, pending: 0n, chargedAgain: 0n };
  const notAdded: NotAddedPayment[] = [];
  for (const { payment, role } of ledger) {
    const amount = payment.attributes.amount;
    const value = toBigInt(amount.amount);
    if (value === null || amount.currency !== currency) {
      notAdded.push({
        paymentId: payment.id,
        amount: { amount: amount.amount, currency: amount.currency },
        role: role.kind,
        reason: value === null ? 'unreadable-amount' : 'other-currency',
      });
      continue;
    }
    if (role.kind === 'refund') sums.refunded -= value;
    else if (role.kind === 'pending') sums.pending += value;
    else if (role.outcome === 'succeeded') {
      sums.collected += value;
      if (role.kind === 'after-payment') sums.chargedAgain += value;
    }
  }
  const net = sums.collected - sums.refunded;
  const total = invoice.total ? toBigInt(invoice.total.amount) : null;
  const balance = invoice.paid ? 0n : total;
  const excess = total === null ? null : net - total;
  const all = [sums.collected, sums.refunded, sums.pending, net];
  return {
    currency,
    collected: String(sums.collected),
    refunded: String(sums.refunded),
    net: String(net),
    pending: String(sums.pending),
    balanceDue: balance === null ? null : String(balance),
    overCollection:
      sums.chargedAgain > 0n
        ? {
            chargedAgain: String(sums.chargedAgain),
            refunded: String(sums.refunded),
            excess: excess === null ? null : String(excess),
          }
        : null,
    notAdded,
    withinInt64: all.every((sum) => sum >= INT64_MIN && sum <= INT64_MAX),
  };
}

/**
 * The over-collection warning in words; null when nothing was charged after payment.
 * @example overCollectionText(money) // 'Charged again after payment: KWD 12.750 · KWD 12.750 more than the invoice'
 */
export function overCollectionText(money: InvoiceMoney): string | null {
  const over = money.overCollection;
  if (over === null || money.currency === null) return null;
  const text = (minor: string | bigint) => formatMinorUnits(minor, money.currency ?? '');
  const parts = [`Charged again after payment: ${text(over.chargedAgain)}`];
  if (over.refunded !== '0') parts.push(`refunded ${text(over.refunded)}`);
  if (over.excess !== null) {
    const excess = BigInt(over.excess);
    if (excess > 0n) parts.push(`${text(excess)} more than the invoice`);
    else if (excess === 0n) parts.push('refunds bring it back to the invoice total');
    else parts.push(`${text(-excess)} less than the invoice after refunds`);
  }
  return parts.join(' · ');
}

/** The header's figures as money text; the balance reads "unknown" without a total. */
export function invoiceMoneyText(money: InvoiceMoney): {
  collected: string;
  refunded: string;
  net: string;
  balanceDue: string;
} {
  const currency = money.currency ?? '';
  return {
    collected: formatMinorUnits(money.collected, currency),
    refunded: formatMinorUnits(money.refunded, currency),
    net: formatMinorUnits(money.net, currency),
    balanceDue:
      money.balanceDue === null ? 'unknown' : formatMinorUnits(money.balanceDue, currency),
  };
}
