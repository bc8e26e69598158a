/**
 * The composer's facts read from an invoice page, so the panel, the header and Copy summary
 * feed it the same standing, next retry and money the page shows (one reading, not three).
 */
import type { InvoicePage } from './api-lookup.ts';
import type { DeclineAdvice } from './decline-table.ts';
import { formatMinorUnits } from './money-text.ts';
import { nextRetryWording } from './next-retry-wording.ts';
import type { ReplyFacts, ReplyNextRetry } from './reply-composer.ts';

type PageFacts = Pick<
  InvoicePage,
  'invoice' | 'retries' | 'nextRetry' | 'rule' | 'money' | 'subscription'
>;

function nextRetryOf(page: PageFacts, now: number): ReplyNextRetry {
  const wording = nextRetryWording({
    nextRetry: page.nextRetry,
    now,
    invoice: page.invoice,
    rule: page.rule,
  });
  switch (wording.kind) {
    case 'upcoming':
    case 'due-today':
      return { kind: 'upcoming', at: wording.expected };
    case 'overdue':
      return { kind: 'overdue', dueSince: wording.earliest };
    case 'no-retry':
      return wording.reason === 'no-failed-attempt' ? { kind: 'not-attempted' } : { kind: 'none' };
    case 'unknown':
      return { kind: 'unknown', why: wording.text };
  }
}

/**
 * @example
 * composeReply(invoiceReplyFacts(page, Date.now(), explainDecline(payment.attributes.failure_detail?.reason)))
 */
export function invoiceReplyFacts(
  page: PageFacts,
  now: number,
  decline: DeclineAdvice | null,
  failedDeclines: readonly DeclineAdvice[] = [],
): ReplyFacts {
  const { money } = page;
  const currency = money.currency ?? '';
  const excess = money.overCollection?.excess ?? null;
  return {
    paid: page.invoice.paid,
    retries: page.retries,
    nextRetry: nextRetryOf(page, now),
    manualPaymentPending: page.invoice.manualPaymentPending
      ? money.pending !== '0' && currency
        ? formatMinorUnits(money.pending, currency)
        : ''
      : null,
    overCollected:
      excess !== null && BigInt(excess) > 0n && currency
        ? formatMinorUnits(excess, currency)
        : null,
    subscription: page.subscription?.status.label ?? null,
    decline,
    failedDeclines,
  };
}
