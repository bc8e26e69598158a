/**
 * The "Note" text box and "Add note". The text is checked as the BFF checks it (the contract's
 * `noteTextProblem`: not empty, at most 4,000 characters, no card number) before anything is
 * sent, and it stays in the box until the BFF says the note is kept: a refusal, a database that
 * is down or a lost connection leave every character where it was. The text goes with its key
 * (note-key.ts), kept until the text changes, so sending it again never stores it twice; when
 * the BFF could not tell whether it was stored, the notes read again decide: once they hold the
 * key, the box empties.
 */
import { NOTE_MAX_CHARS, noteTextProblem } from '@pc/contract/team-work/note-text';
import { useEffect, useId, useState } from 'react';
import { formatCount } from '../../lib/counts';
import { newNoteKey } from './note-key';

export function NoteForm({
  onAdd,
  adding,
  error,
  unknown,
  storedKeys,
}: {
  /** Resolves when the note is kept; rejects (the text stays) when it is not. */
  onAdd: (text: string, key: string) => Promise<unknown>;
  adding: boolean;
  /** Why the last try failed, in words. */
  error: string | null;
  /** The BFF's words when it could not tell whether the last try was stored. */
  unknown: string | null;
  /** The keys of the notes shown: the typed one among them is stored. */
  storedKeys: ReadonlySet<string>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [key, setKey] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const stored = key !== null && storedKeys.has(key);
  // The notes read again hold the typed note: it was stored, the box is for the next one.
  useEffect(() => {
    if (!stored) return;
    setText('');
    setKey(null);
  }, [stored]);
  const shown = problem ?? error;
  return (
    <form
      className="note-form"
      onSubmit={(event) => {
        event.preventDefault();
        const refused = noteTextProblem(text);
        setProblem(refused ? `The note ${refused}.` : null);
        if (refused) return;
        const sending = key ?? newNoteKey();
        setKey(sending);
        onAdd(text, sending).then(
          () => {
            setText('');
            setKey(null);
          },
          () => undefined,
        );
      }}
    >
      <label htmlFor={id} className="note-form__label">
        Note
      </label>
      <textarea
        id={id}
        className="input note-form__text"
        rows={3}
        value={text}
        aria-describedby={`${id}-count`}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          // Another text is another note, with a key of its own.
          setKey(null);
          setProblem(null);
        }}
      />
      <p id={`${id}-count`} className="note-form__count muted">
        {formatCount(text.length)} of {formatCount(NOTE_MAX_CHARS)} characters
      </p>
      {shown ? (
        <p className="note-form__error" role="alert">
          {shown}
        </p>
      ) : unknown && key !== null ? (
        <p className="note-form__unknown" role="status">
          {unknown} Until it shows below, Add note sends it again without storing it twice.
        </p>
      ) : null}
      <button type="submit" className="button button--secondary" disabled={adding}>
        {adding ? 'Adding…' : 'Add note'}
      </button>
    </form>
  );
}
