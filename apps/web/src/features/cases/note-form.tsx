/**
 * The "Note" text box and "Add note". The text is checked as the BFF checks it (the contract's
 * `noteTextProblem`: not empty, at most 4,000 characters, no card number) before anything is
 * sent, and it stays in the box until the BFF says the note is kept: a refusal, a database that
 * is down or a lost connection leave every character where it was.
 */
import { NOTE_MAX_CHARS, noteTextProblem } from '@pc/contract/team-work/note-text';
import { useId, useState } from 'react';
import { formatCount } from '../../lib/counts';

export function NoteForm({
  onAdd,
  adding,
  error,
}: {
  /** Resolves when the note is kept; rejects (the text stays) when it is not. */
  onAdd: (text: string) => Promise<unknown>;
  adding: boolean;
  /** Why the last try failed, in words. */
  error: string | null;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  return (
    <form
      className="note-form"
      onSubmit={(event) => {
        event.preventDefault();
        const refused = noteTextProblem(text);
        setProblem(refused ? `The note ${refused}.` : null);
        if (refused) return;
        onAdd(text).then(
          () => setText(''),
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
      ) : null}
      <button type="submit" className="button button--secondary" disabled={adding}>
        {adding ? 'Adding…' : 'Add note'}
      </button>
    </form>
  );
}
