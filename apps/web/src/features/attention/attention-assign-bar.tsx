/**
 * Assigning the selected rows in one action: to me, a colleague or nobody. Each invoice is sent
 * with the case version the list showed; the BFF changes each on its own and reports the ones a
 * colleague changed meanwhile, which this bar names (who changed them) and leaves as they are.
 */
import type { AttentionListRow, BulkAssignResult } from '@pc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { attentionKeys } from '../../api/attention-queries';
import { assignCases } from '../../api/team-work-client';
import { staffQueryOptions, teamWorkKeys } from '../../api/team-work-queries';
import { formatCount } from '../../lib/counts';
import { changeText, personName } from '../cases/case-wording';

const ME = '\u0000me';
const NOBODY = '';

function resultText(result: BulkAssignResult): string {
  const assigned = `Assigned ${formatCount(result.assigned.length)}.`;
  if (result.conflicts.length === 0) return assigned;
  const why = result.conflicts
    .map((conflict) => conflict.changes.at(-1))
    .filter((change) => change !== undefined)
    .map(changeText);
  return `${assigned} ${formatCount(result.conflicts.length)} had changed meanwhile and were left as they are (${[...new Set(why)].join('; ')}).`;
}

export function AttentionAssignBar({
  selected,
  me,
  onDone,
}: {
  selected: readonly AttentionListRow[];
  me: string | null;
  onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const staff = useQuery(staffQueryOptions());
  const [choice, setChoice] = useState(ME);
  const assign = useMutation({
    mutationFn: (owner: string | null) =>
      assignCases({
        items: selected.map((row) => ({ invoiceId: row.invoice.id, version: row.case.version })),
        owner,
      }),
    onSuccess: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: attentionKeys.all() });
      void queryClient.invalidateQueries({ queryKey: teamWorkKeys.all() });
    },
  });
  if (selected.length === 0 && !assign.data && !assign.error) return null;
  const owner = choice === ME ? me : choice === NOBODY ? null : choice;

  return (
    <fieldset className="attention-selection">
      <legend className="visually-hidden">Selected invoices</legend>
      {selected.length > 0 ? (
        <>
          <span>{formatCount(selected.length)} selected</span>
          <label htmlFor={id}>Assign to</label>
          <select
            id={id}
            className="select"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            {me ? <option value={ME}>Me</option> : null}
            {(staff.data?.staff ?? [])
              .filter((person) => person.email !== me)
              .map((person) => (
                <option key={person.email} value={person.email}>
                  {personName(person)}
                </option>
              ))}
            <option value={NOBODY}>Nobody</option>
          </select>
          <button
            type="button"
            className="button button--primary"
            disabled={assign.isPending || (choice === ME && me === null)}
            onClick={() => assign.mutate(owner)}
          >
            {assign.isPending ? 'Assigning…' : 'Assign selected'}
          </button>
        </>
      ) : null}
      <p className="attention-selection__result" role="status">
        {assign.data ? resultText(assign.data) : null}
        {assign.error ? `Not assigned: ${assign.error.message}` : null}
      </p>
    </fieldset>
  );
}
