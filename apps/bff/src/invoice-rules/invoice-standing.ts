/**
 * Where an invoice stands, computed once for every page that shows it (the invoice page, the
 * customer page's outstanding invoices, the attention list): the contract's facts and attempt
 * ledger, the retries left or why none comes, and the next-retry ESTIMATE
 * (docs/invoice-rules.md). Pure, given the invoice, its payments and the store's retry context.
 */
import {
  attemptLedger,
  attemptStanding,
  type InvoiceNextRetry,
  invoiceFacts,
  type NextRetry,
  type UpstreamInvoice,
  type UpstreamPayment,
} from '@pc/contract';
import { invoiceSummary } from './invoice-summary.ts';
import type { RetryContextData } from './retry-context.ts';

/** An invoice with up to 1,000 payments is read whole. */
export const MAX_INVOICE_PAYMENTS = 1000;

function nextRetryView(next: NextRetry): InvoiceNextRetry {
  return next.kind === 'estimate'
    ? { kind: 'estimate', at: next.at, earliest: next.earliest }
    : { kind: next.kind, reason: next.reason };
}

/**
 * Where an invoice stands, computed once for every page that shows it (the invoice page, the
 * attention list): its summary, the contract's facts and attempt ledger, the retries left and
 * the next-retry estimate.
 * @example invoiceStanding(invoice, payments, context, Date.now()).standing.retries
 */
export function invoiceStanding(
  invoice: UpstreamInvoice,
  payments: readonly UpstreamPayment[],
  context: RetryContextData,
  now: number,
) {
  const facts = invoiceFacts(invoice, payments, { ...context, now });
  const summary = invoiceSummary(invoice);
  // Attempts and money from the contract's ledger, the one the web app numbers rows with.
  const ledger = attemptLedger(payments);
  const flags = {
    ...summary,
    manualPaymentPending: facts.manualPaymentPending,
    notYetDue: facts.notYetDue,
  };
  const standing = attemptStanding(ledger, flags, facts.rule.limit);
  return { facts, summary, ledger, standing, nextRetry: nextRetryView(facts.nextRetry) };
}
