/**
 * Where an invoice stands, in the words the contract gives both the BFF and the ticket note:
 * what its payments add up to (collected, refunded, net, balance due, exact, in the invoice's
 * currency; other currencies listed, not added), any over-collection in words, attempts against
 * the limit with retries left only where one can still come, and the next retry relative to now.
 */
import type { InvoicePage } from '@pc/contract';
import { attemptStandingText } from '@pc/contract/attempt-numbering';
import { dunningActionText } from '@pc/contract/dunning-action';
import { invoiceMoneyText, overCollectionText } from '@pc/contract/invoice-money';
import { formatMinorUnits } from '@pc/contract/money-text';
import { nextRetryWording } from '@pc/contract/next-retry-wording';
import { NO_RETRY_SENTENCE, retriesOver } from '@pc/contract/retry-blockers';
import { TermValue } from '../../components/term-value';

/** The over-collection warning; nothing when no charge came after the one that paid. */
export function OverCollectionWarning({ page }: { page: InvoicePage }) {
  const text = overCollectionText(page.money);
  if (text === null) return null;
  return (
    <p className="banner banner--warning" role="status">
      <span className="banner__text">{text}</span>
    </p>
  );
}

export function MoneyFacts({ page }: { page: InvoicePage }) {
  const { money } = page;
  const figures = invoiceMoneyText(money);
  return (
    <>
      <TermValue term="Collected">{figures.collected}</TermValue>
      <TermValue term="Refunded">{figures.refunded}</TermValue>
      <TermValue term="Net">{figures.net}</TermValue>
      <TermValue term="Balance due">
        {figures.balanceDue}
        {money.pending !== '0' && money.currency ? (
          <span className="fact__sub">
            {formatMinorUnits(money.pending, money.currency)} pending (manual payment)
          </span>
        ) : null}
      </TermValue>
      {money.notAdded.length > 0 ? (
        <TermValue term="Not added">
          {money.notAdded.map((p) => (
            <span key={p.paymentId} className="fact__sub">
              {formatMinorUnits(p.amount.amount, p.amount.currency)} (
              {p.reason === 'other-currency' ? 'another currency' : 'unreadable amount'})
            </span>
          ))}
        </TermValue>
      ) : null}
    </>
  );
}

export function AttemptFacts({ page, now }: { page: InvoicePage; now: number }) {
  const wording = nextRetryWording({
    nextRetry: page.nextRetry,
    now,
    invoice: page.invoice,
    rule: page.rule,
  });
  const standing = attemptStandingText({
    attempts: page.attempts,
    limit: page.attemptLimit,
    retries: page.retries,
  });
  return (
    <>
      <TermValue term="Attempts">
        {page.attemptsComplete ? standing : `${standing} (at least: over 1,000 payments)`}
      </TermValue>
      {page.retries.kind === 'no-retry' ? (
        <TermValue term="Next retry">
          <span className="fact__sub">{NO_RETRY_SENTENCE[page.retries.reason]}</span>
          {retriesOver(page.retries) ? (
            <span className="fact__sub">
              {dunningActionText(page.rule.action, page.subscription?.status.label ?? null)}
            </span>
          ) : null}
        </TermValue>
      ) : 'estimate' in wording ? (
        <TermValue term="Next retry (estimate)">
          <span className={wording.kind === 'overdue' ? 'fact__warning' : undefined}>
            {wording.text}
          </span>
          <span className="fact__sub">
            Allowed from {wording.earliest}. {wording.source}
          </span>
        </TermValue>
      ) : (
        <TermValue term="Next retry">
          <span className="fact__sub">{wording.text}</span>
        </TermValue>
      )}
    </>
  );
}
