/**
 * The note behind Copy summary: a few lines a support agent pastes into a ticket, readable
 * without the console — who, which invoice (period, total, balance), each payment (when, how
 * much, what happened, why), what happens next and a link back. Times are UTC with the year, as
 * a ticket is read long after it is written.
 */
import { type LedgerEntry, type LedgerPaymentInput, paymentRoleText } from './attempt-numbering.ts';
import { billingPeriodDays } from './billing-period.ts';
import { shownReason } from './decline-reasons.ts';
import {
  invoiceMoney,
  invoiceMoneyText,
  type MoneyInput,
  overCollectionText,
} from './invoice-money.ts';
import { formatMinorUnits } from './money-text.ts';
import type { ComposedReply } from './reply-composer.ts';
import { instantOf, utcDateTime } from './utc-calendar.ts';

/** A payment as the note reads it; the contract's `Payment` fits. */
export interface TicketPaymentInput extends LedgerPaymentInput {
  attributes: LedgerPaymentInput['attributes'] & {
    gateway: string;
    external_payment_id?: string | undefined;
    failure_detail?: { reason?: string | undefined } | undefined;
  };
}

export interface TicketSummaryInput {
  customer: { name: string; email: string } | null;
  invoice: {
    id: string;
    number: number | null;
    billingPeriod: { start: string; end: string };
    total: MoneyInput | null;
    paid: boolean;
  };
  /** `attemptLedger(payments)`: every payment with its role, oldest first. */
  ledger: readonly LedgerEntry<TicketPaymentInput>[];
  /** Attempts allowed in all (1 + the rule's retries). */
  attemptLimit: number;
  /** One sentence: the next-retry wording or why no retry comes. */
  nextStep: string;
  /** The composer's reply and note for the invoice; the note stays in the internal part. */
  reply?: ComposedReply;
  /** The console page of the invoice. */
  link: string;
  /** Payments listed at most, the newest kept; default 12. */
  maxPayments?: number;
}

const OUTCOME: Readonly<Record<LedgerEntry['role']['kind'], (failed: boolean) => string>> = {
  attempt: (failed) => (failed ? 'Failed' : 'Succeeded'),
  'after-payment': (failed) => (failed ? 'Failed' : 'Succeeded'),
  refund: () => 'Refund',
  pending: () => 'Pending',
};

function paymentLine(entry: LedgerEntry<TicketPaymentInput>, limit: number): string {
  const { payment, role } = entry;
  const a = payment.attributes;
  const at = instantOf(payment.meta.timestamps.created_at);
  const failed = 'outcome' in role && role.outcome === 'failed';
  const raw = a.failure_detail?.reason?.replace(/\s+/g, ' ').trim();
  // A note is pasted where others read it: a security decline's words never go in.
  const reason = raw ? shownReason(raw) : raw;
  const gateway = a.external_payment_id ? `${a.gateway} ${a.external_payment_id}` : a.gateway;
  return [
    at === null ? payment.meta.timestamps.created_at : utcDateTime(at),
    formatMinorUnits(a.amount.amount, a.amount.currency),
    OUTCOME[role.kind](failed),
    reason || null,
    role.kind === 'refund' ? null : paymentRoleText(role, limit),
    gateway,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

function invoiceLine(input: TicketSummaryInput, balance: string): string {
  const { invoice } = input;
  const days = billingPeriodDays(invoice.billingPeriod);
  const period = days ? `${days.range} (UTC)` : 'period unknown';
  const total = invoice.total
    ? formatMinorUnits(invoice.total.amount, invoice.total.currency)
    : 'unknown';
  const name = invoice.number === null ? 'Invoice' : `Invoice #${invoice.number}`;
  const state = invoice.paid ? ' (paid)' : '';
  return `${name} · ${period} · total ${total} · balance due ${balance}${state}`;
}

/** Heads the note: it is for the ticket's internal side, never for the customer. */
export const INTERNAL_HEADING = 'Internal — do not send';

function replyLines(reply: ComposedReply | undefined): string[] {
  if (!reply) return [];
  return [
    `Internal note: ${reply.agentNote}`,
    '',
    '--- Reply to the customer (checked against this invoice’s state) ---',
    reply.customerReply ?? '(none: no reply for this case)',
  ];
}

/**
 * The ticket note, lines joined by "\n": an internal part first, the reply to send apart last.
 * @example
 * ticketSummary({ customer, invoice, ledger: attemptLedger(payments), attemptLimit: 11, nextStep, link })
 * // 'Customer: Ron Swanson <ron@example.com>\nInvoice #1 · 1–31 Jan 2026 (UTC) · total $499.00 · …'
 */
export function ticketSummary(input: TicketSummaryInput): string {
  const { invoice, ledger } = input;
  const money = invoiceMoney(ledger, { total: invoice.total, paid: invoice.paid });
  const figures = invoiceMoneyText(money);
  const over = overCollectionText(money);
  const max = Math.max(1, input.maxPayments ?? 12);
  const shown = ledger.slice(-max);
  const lines = [
    INTERNAL_HEADING,
    `Customer: ${input.customer ? `${input.customer.name} <${input.customer.email}>` : 'unknown'}`,
    invoiceLine(input, figures.balanceDue),
    `Invoice id: ${invoice.id}`,
    `Collected ${figures.collected} · refunded ${figures.refunded} · net ${figures.net}`,
    ...(over ? [over] : []),
    ...money.notAdded.map(
      (p) =>
        `Not added (${p.reason === 'other-currency' ? 'other currency' : 'unreadable amount'}): ${formatMinorUnits(p.amount.amount, p.amount.currency)}`,
    ),
    ledger.length === 0 ? 'Payments: none recorded' : 'Payments (oldest first):',
    ...(ledger.length > shown.length
      ? [`- ${ledger.length - shown.length} earlier payments not listed: see the link`]
      : []),
    ...shown.map((entry) => `- ${paymentLine(entry, input.attemptLimit)}`),
    `Next step: ${input.nextStep}`,
    `Link: ${input.link}`,
    ...replyLines(input.reply),
  ];
  return lines.join('\n');
}
