/**
 * How an invoice reads in the home page's recent pages: its number never alone (numbers repeat
 * across a customer's subscriptions), so with the billing month and where it stands, and the
 * customer it bills on the second line.
 */
import type { InvoicePage } from '@pc/contract';
import { billingPeriodDays } from '@pc/contract/billing-period';

type Named = {
  invoice: Pick<InvoicePage['invoice'], 'number' | 'billingPeriod' | 'paid' | 'retriesExhausted'>;
  customer: Pick<NonNullable<InvoicePage['customer']>, 'name' | 'email'> | null;
};

function standing({ paid, retriesExhausted }: Named['invoice']): string {
  if (paid) return 'Paid';
  return retriesExhausted ? 'Unpaid, retries exhausted' : 'Unpaid';
}

/**
 * @example recentInvoiceName(page) // { label: '#6 · Mar 2026 · Unpaid', detail: 'Ron Swanson' }
 */
export function recentInvoiceName({ invoice, customer }: Named): {
  label: string;
  detail: string | null;
} {
  const label = [
    invoice.number === null ? null : `#${invoice.number}`,
    billingPeriodDays(invoice.billingPeriod)?.short ?? null,
    standing(invoice),
  ].filter((part) => part !== null);
  return { label: label.join(' · '), detail: customer ? customer.name || customer.email : null };
}
