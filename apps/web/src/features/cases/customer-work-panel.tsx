/**
 * The customer page's team records: notes on the customer (add, hide one's own), shown on each
 * of their invoices too, and their open cases with owner, follow-up and promise. Read from the
 * console's database on focus and every 30 s, like the invoice page's panel.
 */

import { CASE_STATE_LABELS } from '@pc/contract/team-work/case-state';
import { useQuery } from '@tanstack/react-query';
import { customerWorkQueryOptions } from '../../api/team-work-queries';
import { useMyEmail } from '../../api/use-me';
import { InvoiceLink } from '../page-parts/object-links';
import { personName, promiseText } from './case-wording';
import { NoteForm } from './note-form';
import { NotesList } from './notes-list';
import { keysOf, useNotes } from './use-notes';

export function CustomerWorkPanel({ customerId }: { customerId: string }) {
  const me = useMyEmail();
  const query = useQuery(customerWorkQueryOptions(customerId));
  const work = query.data;
  const notes = useNotes({ kind: 'customer', id: customerId });

  return (
    <section className="card case-panel" aria-labelledby="customer-work-heading">
      <h2 id="customer-work-heading" className="card__title">
        Notes and open cases
      </h2>
      {query.isError && !work ? (
        <p className="banner banner--warning" role="status">
          <span className="banner__text">
            Notes and cases are unavailable right now: {query.error.message} What you type below
            stays here.
          </span>
        </p>
      ) : null}
      {work ? (
        work.cases.length === 0 ? (
          <p className="muted">No open case on this customer’s invoices.</p>
        ) : (
          <ul className="customer-cases" aria-label="Open cases">
            {work.cases.map((open) => (
              <li key={open.invoiceId} className="customer-cases__case">
                <InvoiceLink invoice={{ id: open.invoiceId }} className="object-link">
                  Invoice {open.invoiceId.slice(0, 8)}
                </InvoiceLink>{' '}
                · {CASE_STATE_LABELS[open.state]} · owner{' '}
                {open.owner ? personName(open.owner) : 'nobody'}
                {open.followUpOn ? ` · follow-up ${open.followUpOn}` : ''}
                {open.promise ? ` · promised ${promiseText(open.promise)}` : ''}
              </li>
            ))}
          </ul>
        )
      ) : null}
      <h3 className="case-panel__notes-title">Notes on this customer</h3>
      <NoteForm
        onAdd={notes.add}
        adding={notes.adding}
        error={notes.addError}
        unknown={notes.addUnknown}
        storedKeys={keysOf(work?.notes ?? [])}
      />
      {work ? (
        <NotesList
          notes={work.notes}
          me={me}
          label="Notes on this customer"
          hiding={notes.hiding}
          onHide={notes.hide}
        />
      ) : null}
    </section>
  );
}
