/**
 * The top of the invoice page: what the invoice is and where it stands, before its payments.
 * Who (customer, linked), what (subscription, linked), which invoice (its number never alone:
 * numbers repeat, so the full id stands beside it), the billing period, the exact total, Paid or
 * Unpaid, Retries exhausted (the contract's one definition), the subscription's status, tax, pro forma, the money (invoice-standing.tsx), attempts against
 * the retry limit and the next retry: an ESTIMATE, labelled, read against now, or why none comes.
 */
import type { InvoicePage } from '@pc/contract';
import { BILLING_PERIOD_NOTE, billingPeriodDays } from '@pc/contract/billing-period';
import { formatMinorUnits, toMajorUnits } from '@pc/contract/money-text';
import { retriesOver } from '@pc/contract/retry-blockers';
import { Link } from '@tanstack/react-router';
import { memo, type ReactNode, useRef } from 'react';
import { CopyableValue } from '../../components/copyable-value';
import { ArrowLeftIcon } from '../../components/icons';
import { TermValue } from '../../components/term-value';
import { useHeadingFocus } from '../../page-focus/heading-focus';
import { Breadcrumbs } from '../page-parts/breadcrumbs';
import { IsolatedNames } from '../page-parts/isolated-names';
import { CustomerLink, SubscriptionLink } from '../page-parts/object-links';
import { PaidBadge } from '../page-parts/value-cells';
import { AttemptFacts, MoneyFacts, OverCollectionWarning } from './invoice-standing';

const TAX_STATUS = {
  'not-required': 'Not required',
  applied: 'Applied',
  pending: 'Pending',
} as const;

function Badge({ tone, children }: { tone: 'danger' | 'neutral'; children: string }) {
  return (
    <span className={`badge badge--${tone}`}>
      <span className="badge__dot" aria-hidden="true" />
      {children}
    </span>
  );
}

export function InvoiceHeading({
  page,
  actions,
}: {
  page: InvoicePage | undefined;
  actions: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const number = page?.invoice.number;
  return (
    <>
      <Breadcrumbs
        customer={page?.customer}
        subscription={page?.subscription}
        invoice={page?.invoice}
      />
      <Link className="back-link" to="/">
        <ArrowLeftIcon />
        Find another invoice
      </Link>
      <div className="page-header__row">
        <h1 ref={heading} className="page-title" tabIndex={-1}>
          {number === null || number === undefined ? 'Invoice' : `Invoice #${number}`}
        </h1>
        {actions}
      </div>
    </>
  );
}

/** Memoised: a filter, sort or page change (a URL change) does not draw the facts again. */
export const InvoiceFacts = memo(function InvoiceFacts({
  invoiceId,
  page,
  now,
}: {
  invoiceId: string;
  page: InvoicePage;
  /** The clock the next retry is read against. */
  now: number;
}) {
  const { invoice, customer, subscription } = page;
  const money = invoice.total;
  const total = money
    ? {
        text: formatMinorUnits(money.amount, money.currency),
        major: toMajorUnits(money.amount, money.currency),
      }
    : null;
  const period = billingPeriodDays(invoice.billingPeriod)?.range ?? 'Unknown';
  const subscriptionId = subscription?.id ?? invoice.subscriptionId;
  return (
    <>
      <ul className="badge-list" aria-label="Invoice status">
        <li>
          <PaidBadge paid={invoice.paid} />
        </li>
        {retriesOver(page.retries) ? (
          <li>
            <Badge tone="danger">Retries exhausted</Badge>
          </li>
        ) : null}
        {invoice.proForma ? (
          <li>
            <Badge tone="neutral">
              {invoice.notYetDue ? 'Pro forma, not yet due' : 'Pro forma'}
            </Badge>
          </li>
        ) : null}
        {invoice.manualPaymentPending ? (
          <li>
            <Badge tone="neutral">Manual payment pending</Badge>
          </li>
        ) : null}
      </ul>
      <dl className="facts">
        <TermValue term="Customer">
          {customer ? (
            <>
              <CustomerLink id={customer.id}>{customer.name}</CustomerLink>
              <span className="fact__sub">{customer.email}</span>
            </>
          ) : (
            <span className="fact__sub">Not known</span>
          )}
        </TermValue>
        <TermValue term="Subscription">
          {subscriptionId ? (
            <>
              <SubscriptionLink id={subscriptionId}>
                {subscription ? (
                  <IsolatedNames names={[subscription.offering, subscription.plan]} />
                ) : (
                  'Subscription'
                )}
              </SubscriptionLink>
              <span className="fact__sub">
                <CopyableValue fit="truncate" value={subscriptionId} label="subscription ID" />
              </span>
            </>
          ) : (
            <span className="fact__sub">Not known</span>
          )}
        </TermValue>
        <TermValue term="Subscription status">
          {subscription ? subscription.status.label : <span className="fact__sub">Not known</span>}
        </TermValue>
        <TermValue term="Invoice ID">
          <CopyableValue fit="truncate" value={invoiceId} label="invoice ID" />
        </TermValue>
        <TermValue term="Billing period">
          {period}
          <span className="fact__sub">{BILLING_PERIOD_NOTE}</span>
        </TermValue>
        <TermValue term="Total">
          {total ? (
            <span className="amount__value" title={total.major ?? undefined}>
              {total.text}
            </span>
          ) : (
            <span className="fact__sub">Not set yet (awaiting tax)</span>
          )}
        </TermValue>
        <TermValue term="Tax">{TAX_STATUS[invoice.taxStatus]}</TermValue>
        <MoneyFacts page={page} />
        <AttemptFacts page={page} now={now} />
      </dl>
      <OverCollectionWarning page={page} />
    </>
  );
});

/** While the invoice loads: the shape of the facts, so the table below does not jump. */
export function InvoiceFactsSkeleton() {
  return (
    <div className="facts facts--loading" aria-hidden="true">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <span key={key} className="skeleton skeleton--fact" />
      ))}
    </div>
  );
}
