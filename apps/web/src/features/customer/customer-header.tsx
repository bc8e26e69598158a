/** The customer's name as the page heading, and what support quotes: email, company, id. */
import type { CustomerSummary } from '@pc/contract';
import { useRef } from 'react';
import { Absent } from '../../components/absent';
import { CopyableValue } from '../../components/copyable-value';
import { TermValue } from '../../components/term-value';
import { useHeadingFocus } from '../../page-focus/heading-focus';

export function CustomerHeader({
  customer,
  balance,
}: {
  customer: CustomerSummary;
  /** What the listed invoices leave owed, per currency; null while they load. */
  balance: string | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  return (
    <header className="page-header">
      <p className="page-kind">Customer</p>
      <h1 ref={heading} className="page-title" tabIndex={-1}>
        {customer.name || customer.email}
      </h1>
      <dl className="facts">
        <TermValue term="Email">
          <CopyableValue value={customer.email} label="email" />
        </TermValue>
        <TermValue term="Company">
          {customer.company ? (
            <CopyableValue value={customer.company} label="company" />
          ) : (
            <Absent />
          )}
        </TermValue>
        {balance === null ? null : <TermValue term="Balance due">{balance}</TermValue>}
        <TermValue term="Customer ID">
          <CopyableValue fit="truncate" value={customer.id} label="customer ID" />
        </TermValue>
      </dl>
    </header>
  );
}
