/** The case's state in words, from facts the BFF judged: open, promised, promise broken, settled. */
import type { Case } from '@pc/contract';
import { CASE_STATE_LABELS } from '@pc/contract/team-work/case-state';
import { TimeText } from '../page-parts/time-text';

const TONE: Readonly<Record<Case['state'], string>> = {
  open: 'neutral',
  promised: 'pending',
  'promise-broken': 'danger',
  settled: 'success',
};

export function CaseStateLine({ work }: { work: Case }) {
  return (
    <p className="case-state" data-state={work.state}>
      <span className="case-field__term">State</span>{' '}
      <span className={`badge badge--${TONE[work.state]}`}>
        <span className="badge__dot" aria-hidden="true" />
        {CASE_STATE_LABELS[work.state]}
      </span>
      {work.state === 'settled' && work.settledAt ? (
        <span className="case-state__when">
          {' '}
          Elastic Path says paid: closed <TimeText iso={work.settledAt} />
        </span>
      ) : null}
    </p>
  );
}
