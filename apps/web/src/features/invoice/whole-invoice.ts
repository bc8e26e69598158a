/**
 * What the pages of a whole-invoice load add up to: the payments so far (newest first), how many
 * are expected, whether all are in, and whether the invoice is too long to load whole (over
 * 1,000: the page then pages on the server). The expected count comes from the BFF's page totals
 * (spec mode) or, where the upstream gives none (the real service), from the invoice's own count
 * of its payments.
 */
import type { InvoicePage, Payment, PaymentsPage } from '@pc/contract';
import { WHOLE_INVOICE_MAX } from '../../api/invoice-queries';
import { newestFirst } from './payment-order';

export interface WholeInvoice {
  /** Every payment loaded so far, newest first. */
  payments: Payment[];
  loaded: number;
  /** How many the invoice has, when known. */
  expected: number | null;
  /** Every payment is loaded. */
  complete: boolean;
  /** More than 1,000 payments: not loaded whole. */
  overLimit: boolean;
}

export type InvoiceCount = Pick<InvoicePage, 'payments' | 'attemptsComplete'>;

export function wholeInvoice(
  pages: readonly PaymentsPage[],
  invoice: InvoiceCount | undefined,
): WholeInvoice {
  const payments = newestFirst(pages.flatMap((page) => page.data));
  const last = pages.at(-1);
  const fromPages = pages[0]?.meta.results.total ?? null;
  // `attemptsComplete` is false when the BFF read 1,000 payments and more remained.
  const fromInvoice = invoice ? (invoice.attemptsComplete ? invoice.payments : null) : null;
  const expected = fromPages ?? fromInvoice;
  const overLimit =
    (expected !== null && expected > WHOLE_INVOICE_MAX) ||
    invoice?.attemptsComplete === false ||
    (payments.length >= WHOLE_INVOICE_MAX && last?.meta.page.hasNext === true);
  return {
    payments,
    loaded: payments.length,
    expected,
    complete: !overLimit && last !== undefined && !last.meta.page.hasNext,
    overLimit,
  };
}
