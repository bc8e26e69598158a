/**
 * The ticket note behind Copy summary, from the contract's `ticketSummary`: the customer, the
 * invoice (period, total, balance), each payment with its role, the next step and a link back.
 */
import type { InvoicePage, Payment } from '@pc/contract';
import { attemptLedger } from '@pc/contract/attempt-numbering';
import { nextRetryWording } from '@pc/contract/next-retry-wording';
import { NO_RETRY_SENTENCE } from '@pc/contract/retry-blockers';
import { ticketSummary } from '@pc/contract/ticket-summary';

/** The next step in one sentence: why no retry comes, or the next retry read against `now`. */
export function nextStepText(page: InvoicePage, now: number): string {
  if (page.retries.kind === 'no-retry') return NO_RETRY_SENTENCE[page.retries.reason];
  return nextRetryWording({
    nextRetry: page.nextRetry,
    now,
    invoice: page.invoice,
    rule: page.rule,
  }).text;
}

/**
 * @example invoiceTicket(page, whole.payments, Date.now(), 'https://console.example/invoices/…')
 * // 'Customer: Ron Swanson <…>\nInvoice #1 · 1–31 Jan 2026 (UTC) · total $499.00 · …'
 */
export function invoiceTicket(
  page: InvoicePage,
  payments: readonly Payment[],
  now: number,
  link: string,
): string {
  return ticketSummary({
    customer: page.customer,
    invoice: page.invoice,
    ledger: attemptLedger(payments),
    attemptLimit: page.attemptLimit,
    nextStep: nextStepText(page, now),
    link,
  });
}
