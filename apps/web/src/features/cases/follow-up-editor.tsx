/**
 * When to look at the invoice again: a UTC calendar date (the BFF judges "due" on UTC dates, so
 * the page says so). What is typed stays until it is saved.
 */
import type { Case } from '@pc/contract';
import { useId, useState } from 'react';
import type { CaseEdit } from './use-case-change';

export function FollowUpEditor({
  work,
  saving,
  onSave,
}: {
  work: Case;
  saving: boolean;
  onSave: (edit: CaseEdit) => Promise<boolean>;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? work.followUpOn ?? '';
  const save = (followUpOn: string | null) =>
    void onSave({ followUpOn }).then((kept) => {
      if (kept) setDraft(null);
    });
  return (
    <div className="case-field case-follow-up">
      <p className="case-field__value">
        <span className="case-field__term">Follow-up</span>{' '}
        <strong>{work.followUpOn ?? 'None'}</strong>
        {work.followUpDue ? <span className="tag tag--danger">Due</span> : null}
      </p>
      <div className="case-field__controls">
        <label htmlFor={id}>Follow-up date (UTC)</label>
        <input
          id={id}
          type="date"
          className="input"
          value={value}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={saving || value === '' || value === work.followUpOn}
          onClick={() => save(value)}
        >
          Save follow-up
        </button>
        {work.followUpOn ? (
          <button
            type="button"
            className="link-button"
            disabled={saving}
            onClick={() => save(null)}
          >
            Clear follow-up
          </button>
        ) : null}
      </div>
    </div>
  );
}
