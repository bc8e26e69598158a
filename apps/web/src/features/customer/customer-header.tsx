/** The customer's name as the page heading, and what support quotes: email, company, id. */
import type { CustomerSummary } from '@pc/contract';
import { useRef } from 'react';
import { Absent, TruncatedId } from '../../components/truncated-id';
import { useHeadingFocus } from '../../page-focus/heading-focus';
import { CopyableText } from '../page-parts/copyable-text';
import { Fact } from '../page-parts/fact';

export function CustomerHeader({ customer }: { customer: CustomerSummary }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  return (
    <header className="page-header">
      <p className="page-kind">Customer</p>
      <h1 ref={heading} className="page-title" tabIndex={-1}>
        {customer.name || customer.email}
      </h1>
      <dl className="facts">
        <Fact term="Email">
          <CopyableText value={customer.email} label="email" />
        </Fact>
        <Fact term="Company">
          {customer.company ? (
            <CopyableText value={customer.company} label="company" />
          ) : (
            <Absent />
          )}
        </Fact>
        <Fact term="Customer ID">
          <TruncatedId value={customer.id} label="customer ID" />
        </Fact>
      </dl>
    </header>
  );
}
