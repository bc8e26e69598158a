import type { DemoInvoice } from '@pc/contract';
import { InvoiceLink } from '../page-parts/object-links';

/** Simulator mode only: one click to real-looking data for a newcomer or a demo. */
export function DemoInvoices({ invoices }: { invoices: DemoInvoice[] }) {
  if (invoices.length === 0) return null;
  return (
    <section className="card demo-card" aria-labelledby="demo-invoices-title">
      <h2 id="demo-invoices-title" className="card__title">
        Demo invoices
      </h2>
      <p className="card__subtitle">Simulated invoices to explore the console with.</p>
      <ul className="demo-list">
        {invoices.map((invoice) => (
          <li key={`${invoice.subscriptionId}/${invoice.invoiceId}`}>
            <InvoiceLink className="demo-list__link" invoice={{ id: invoice.invoiceId }}>
              <span className="demo-list__label">{invoice.label}</span>
              <span className="demo-list__id mono">{invoice.invoiceId}</span>
            </InvoiceLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
