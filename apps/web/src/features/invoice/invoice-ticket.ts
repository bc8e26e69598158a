/**
 * The ticket note behind Copy summary and the reply on offer, both for the invoice in front of
 * the agent: the contract's composer writes the reply from the invoice page's own facts, so
 * what is offered to send cannot contradict the header it sits under.
 */
import type { InvoicePage, Payment } from '@pc/contract';
import { attemptLedger } from '@pc/contract/attempt-numbering';
import { explainDecline } from '@pc/contract/decline-reasons';
import { dunningActionText } from '@pc/contract/dunning-action';
import { nextRetryWording } from '@pc/contract/next-retry-wording';
import { paymentStatus } from '@pc/contract/payment-status';
import { type ComposedReply, composeReply } from '@pc/contract/reply-composer';
import { invoiceReplyFacts } from '@pc/contract/reply-facts';
import { NO_RETRY_SENTENCE, retriesOver } from '@pc/contract/retry-blockers';
import { ticketSummary } from '@pc/contract/ticket-summary';

/** The next step in one sentence: why no retry comes, or the next retry read against `now`. */
export function nextStepText(page: InvoicePage, now: number): string {
  if (page.retries.kind === 'no-retry') {
    const why = NO_RETRY_SENTENCE[page.retries.reason];
    if (!retriesOver(page.retries)) return why;
    return `${why} ${dunningActionText(page.rule.action, page.subscription?.status.label ?? null)}`;
  }
  return nextRetryWording({
    nextRetry: page.nextRetry,
    now,
    invoice: page.invoice,
    rule: page.rule,
  }).text;
}

function failedReason(payment: Payment): string | null {
  const a = payment.attributes;
  return paymentStatus(a) === 'failed' ? (a.failure_detail?.reason ?? '') : null;
}

/**
 * The reply for the invoice, about `payment` when one is open (a failed one speaks of its
 * reason), else about the newest failed attempt.
 * @example invoiceReply(page, whole.payments, now).customerReply
 */
export function invoiceReply(
  page: InvoicePage,
  payments: readonly Payment[],
  now: number,
  payment?: Payment,
): ComposedReply {
  const failed = attemptLedger(payments).filter(
    (entry) => entry.role.kind === 'attempt' && entry.role.outcome === 'failed',
  );
  const declines = failed.map((entry) => explainDecline(failedReason(entry.payment)));
  const open = payment ? failedReason(payment) : null;
  const newest = failed.at(-1);
  const decline =
    open !== null
      ? explainDecline(open)
      : newest
        ? explainDecline(failedReason(newest.payment))
        : null;
  return composeReply(invoiceReplyFacts(page, now, decline, declines));
}

/**
 * @example invoiceTicket(page, whole.payments, Date.now(), 'https://console.example/invoices/…')
 * // 'Internal — do not send\nCustomer: Ron Swanson <…>\nInvoice #1 · 1–31 Jan 2026 (UTC) · …'
 */
export function invoiceTicket(
  page: InvoicePage,
  payments: readonly Payment[],
  now: number,
  link: string,
  payment?: Payment,
): string {
  return ticketSummary({
    customer: page.customer,
    invoice: page.invoice,
    ledger: attemptLedger(payments),
    attemptLimit: page.attemptLimit,
    nextStep: nextStepText(page, now),
    link,
    reply: invoiceReply(page, payments, now, payment),
  });
}
