/**
 * The team's columns of the attention list: the owner (the person's name), the follow-up date
 * (with "Due" when today or past, UTC), the promise to pay with the case's state when it is not
 * plain open, and how many notes the invoice has. Read from each row's case, which the BFF joins
 * from the console's database at every ask.
 */
import type { AttentionListRow } from '@pc/contract';
import { CASE_STATE_LABELS } from '@pc/contract/team-work/case-state';
import type { createColumnHelper } from '@tanstack/react-table';
import { personName, promiseText } from '../cases/case-wording';
import type { AttentionTableFeatures } from './attention-table-features';

type Helper = ReturnType<typeof createColumnHelper<AttentionTableFeatures, AttentionListRow>>;

export function caseColumns(column: Helper) {
  return [
    column.display({
      id: 'owner',
      header: 'Owner',
      cell: ({ row: { original } }) =>
        original.case.owner ? (
          <span className="object-cell" data-owner={original.case.owner.email}>
            {personName(original.case.owner)}
          </span>
        ) : (
          <span className="muted">Nobody</span>
        ),
    }),
    column.display({
      id: 'followUp',
      header: 'Follow-up',
      cell: ({ row: { original } }) =>
        original.case.followUpOn ? (
          <span className="status-block">
            <span>{original.case.followUpOn}</span>
            {original.case.followUpDue ? <span className="tag tag--danger">Due</span> : null}
          </span>
        ) : (
          <span className="muted">None</span>
        ),
    }),
    column.display({
      id: 'promise',
      header: 'Promise',
      cell: ({ row: { original } }) => {
        const work = original.case;
        if (work.state === 'open' && !work.promise) return <span className="muted">None</span>;
        return (
          <span className="status-block" data-case-state={work.state}>
            <span className={work.state === 'promise-broken' ? 'fact__warning' : undefined}>
              {CASE_STATE_LABELS[work.state]}
            </span>
            {work.promise ? (
              <span className="status-block__line">{promiseText(work.promise)}</span>
            ) : null}
          </span>
        );
      },
    }),
    column.display({
      id: 'notes',
      header: 'Notes',
      cell: ({ row: { original } }) => original.case.notesCount,
      meta: { align: 'end' },
    }),
  ];
}
