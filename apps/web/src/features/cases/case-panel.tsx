/**
 * The invoice page's case panel: the team's own record on the invoice, kept in the console's
 * database (never in Elastic Path). Owner, follow-up, promise to pay, the state in words, and the
 * notes on the invoice with its customer's notes, newest first. It reads the database on window
 * focus and every 30 s (team-work-queries.ts), so a colleague's change shows without a reload.
 *
 * When the database cannot be read the panel says so and keeps its boxes: whatever was typed
 * stays, and adding it again once the database is back needs no retyping.
 */
import type { Note } from '@pc/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { invoiceWorkQueryOptions } from '../../api/team-work-queries';
import { useMyEmail } from '../../api/use-me';
import { CaseConflictBanner } from './case-conflict';
import { CaseStateLine } from './case-state-line';
import { FollowUpEditor } from './follow-up-editor';
import { NoteForm } from './note-form';
import { NotesList } from './notes-list';
import { OwnerEditor } from './owner-editor';
import { PromiseEditor } from './promise-editor';
import { useCaseChange } from './use-case-change';
import { keysOf, useNotes } from './use-notes';

/** The invoice's notes and its customer's, newest first, as one history. */
function newestFirst(...lists: (readonly Note[])[]): Note[] {
  return lists
    .flat()
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

export function CasePanel({
  invoiceId,
  customerId,
  currency,
}: {
  invoiceId: string;
  /** The invoice's customer as the page read it; undefined until the invoice is read. */
  customerId: string | null | undefined;
  currency: string | null;
}) {
  const me = useMyEmail();
  // Asked once the invoice is read, so that its customer's notes come in the same answer.
  const query = useQuery({
    ...invoiceWorkQueryOptions(invoiceId, customerId ?? null),
    enabled: customerId !== undefined,
  });
  const work = query.data;
  const change = useCaseChange(invoiceId);
  const notes = useNotes({ kind: 'invoice', id: invoiceId });
  const history = useMemo(() => (work ? newestFirst(work.notes, work.customerNotes) : []), [work]);
  const storedKeys = useMemo(() => keysOf(history), [history]);
  const unavailable = query.isError && !work;

  return (
    <section className="card case-panel" aria-labelledby="case-heading">
      <h2 id="case-heading" className="card__title">
        Case and notes
      </h2>
      {unavailable ? (
        <p className="banner banner--warning case-panel__unavailable" role="status">
          <span className="banner__text">
            The case and notes are unavailable right now: {query.error?.message} What you type below
            stays here; add it again when they are back.
          </span>
        </p>
      ) : query.isError ? (
        <p className="banner banner--warning case-panel__unavailable" role="status">
          <span className="banner__text">
            The case and notes could not be read again just now: what is shown may be out of date.
          </span>
        </p>
      ) : null}
      {work ? (
        <>
          {change.conflict ? (
            <CaseConflictBanner conflict={change.conflict} onDismiss={change.dismissConflict} />
          ) : null}
          {change.error ? (
            <p className="case-field__error" role="alert">
              Not saved: {change.error}
            </p>
          ) : change.unknown ? (
            <p className="case-field__unknown" role="status">
              {change.unknown}
            </p>
          ) : null}
          <CaseStateLine work={work.case} />
          <div className="case-fields">
            <OwnerEditor work={work.case} me={me} saving={change.saving} onSave={change.save} />
            <FollowUpEditor work={work.case} saving={change.saving} onSave={change.save} />
            <PromiseEditor
              work={work.case}
              currency={currency}
              saving={change.saving}
              onSave={change.save}
            />
          </div>
        </>
      ) : !unavailable ? (
        <p className="muted" role="status">
          Loading the case…
        </p>
      ) : null}
      <h3 className="case-panel__notes-title">Notes</h3>
      <NoteForm
        onAdd={notes.add}
        adding={notes.adding}
        error={notes.addError}
        unknown={notes.addUnknown}
        storedKeys={storedKeys}
      />
      {notes.hideError ? (
        <p className="case-field__error" role="alert">
          {notes.hideError}
        </p>
      ) : null}
      {work ? (
        <NotesList
          notes={history}
          me={me}
          label="Notes on this invoice and its customer"
          hiding={notes.hiding}
          onHide={notes.hide}
        />
      ) : null}
    </section>
  );
}
