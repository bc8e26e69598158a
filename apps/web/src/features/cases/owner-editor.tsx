/**
 * Who handles the invoice: "Assign to me" in one click, or a colleague from the staff directory
 * (everyone who has signed in), or nobody. The choice in the list is the person's until saved,
 * whatever a refresh or a colleague's change does to the case meanwhile.
 */
import type { Case } from '@pc/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { staffQueryOptions } from '../../api/team-work-queries';
import { personName } from './case-wording';
import type { CaseEdit } from './use-case-change';

const NOBODY = '';

export function OwnerEditor({
  work,
  me,
  saving,
  onSave,
}: {
  work: Case;
  me: string | null;
  saving: boolean;
  onSave: (edit: CaseEdit) => Promise<boolean>;
}) {
  const id = useId();
  const staff = useQuery(staffQueryOptions());
  const [choice, setChoice] = useState<string | null>(null);
  const current = work.owner?.email ?? NOBODY;
  const chosen = choice ?? current;
  const people = staff.data?.staff ?? [];
  // The owner stays choosable even if the directory has not listed them yet.
  const listed = work.owner && !people.some((p) => p.email === work.owner?.email);

  return (
    <div className="case-field case-owner">
      <p className="case-field__value">
        <span className="case-field__term">Owner</span>{' '}
        <strong data-owner={current}>{work.owner ? personName(work.owner) : 'Nobody'}</strong>
      </p>
      <div className="case-field__controls">
        {me !== null && current !== me ? (
          <button
            type="button"
            className="button button--primary"
            disabled={saving}
            onClick={() => void onSave({ owner: me })}
          >
            Assign to me
          </button>
        ) : null}
        <label htmlFor={id}>Colleague</label>
        <select
          id={id}
          className="select"
          value={chosen}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value={NOBODY}>Nobody</option>
          {listed && work.owner ? (
            <option value={work.owner.email}>{personName(work.owner)}</option>
          ) : null}
          {people.map((person) => (
            <option key={person.email} value={person.email}>
              {personName(person)}
              {person.name ? ` (${person.email})` : ''}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--secondary"
          disabled={saving || chosen === current}
          onClick={() =>
            void onSave({ owner: chosen === NOBODY ? null : chosen }).then((kept) => {
              if (kept) setChoice(null);
            })
          }
        >
          Assign
        </button>
      </div>
    </div>
  );
}
