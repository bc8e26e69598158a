/**
 * Notes, newest first: who wrote each and when, the text exactly as typed (React renders it as
 * text, never as markup; line breaks kept by CSS), and a Hide button on the reader's own notes.
 * A hidden note stays in the list as a line that says so: notes are history, never rewritten.
 */
import type { Note } from '@pc/contract';
import { TimeText } from '../page-parts/time-text';
import { personName } from './case-wording';

export function NotesList({
  notes,
  me,
  label,
  hiding,
  onHide,
}: {
  notes: readonly Note[];
  me: string | null;
  /** The list's name for assistive technology ("Notes on this invoice"). */
  label: string;
  /** The note being hidden now, if any. */
  hiding: string | null;
  onHide: (noteId: string) => void;
}) {
  if (notes.length === 0) return <p className="muted notes__empty">No notes yet.</p>;
  return (
    <ol className="notes" aria-label={label}>
      {notes.map((note) => (
        <li key={note.id} className="note" data-note-id={note.id} data-hidden={note.hidden}>
          <p className="note__meta">
            <span className="note__author">{personName(note.author)}</span>
            {note.subject.kind === 'customer' ? (
              <span className="tag note__kind">Customer note</span>
            ) : null}
            <TimeText iso={note.createdAt} />
          </p>
          {note.hidden ? (
            <p className="note__text muted">
              Hidden by its author{note.hiddenAt ? ' on ' : ''}
              {note.hiddenAt ? <TimeText iso={note.hiddenAt} /> : null}.
            </p>
          ) : (
            <p className="note__text">{note.text}</p>
          )}
          {!note.hidden && note.author.email === me ? (
            <button
              type="button"
              className="link-button note__hide"
              disabled={hiding === note.id}
              onClick={() => onHide(note.id)}
            >
              {hiding === note.id ? 'Hiding…' : 'Hide my note'}
            </button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
