import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { appInfoQueryOptions } from '../../api/app-info-query';
import { useHeadingFocus } from '../../routes/use-heading-focus';
import { DemoInvoices } from './demo-invoices';
import { FindInvoiceForm } from './find-invoice-form';

export function HomePage() {
  const appInfo = useQuery(appInfoQueryOptions());
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  useEffect(() => {
    document.title = 'Find an invoice · Payments Console';
  }, []);
  return (
    <div className="page home-page">
      <section className="card find-card" aria-labelledby="find-title">
        <h1 ref={heading} id="find-title" className="page-title" tabIndex={-1}>
          Find an invoice’s payments
        </h1>
        <p className="card__subtitle">
          Paste the subscription and invoice IDs from the ticket to see every payment attempt, why
          it failed, and when.
        </p>
        <FindInvoiceForm />
      </section>
      {appInfo.data?.simulator ? <DemoInvoices invoices={appInfo.data.demoInvoices} /> : null}
    </div>
  );
}
