/**
 * A stale change (409): what colleagues changed since the page read the case, who and when. The
 * case above now shows their change; what the person typed is still in the boxes, so saving
 * again applies it over the current case.
 */
import type { CaseConflict } from '@pc/contract';
import { TimeText } from '../page-parts/time-text';
import { changeText } from './case-wording';

export function CaseConflictBanner({
  conflict,
  onDismiss,
}: {
  conflict: CaseConflict;
  onDismiss: () => void;
}) {
  return (
    <div className="banner banner--warning case-conflict" role="alert">
      <div className="banner__text">
        <strong>Not saved: the case changed while you were on it.</strong>
        <ul className="case-conflict__changes">
          {conflict.changes.map((change) => (
            <li key={change.version}>
              {changeText(change)} at <TimeText iso={change.at} />.
            </li>
          ))}
        </ul>
        The case now shows their change; what you typed is kept. Save again to apply yours.
      </div>
      <button type="button" className="button button--secondary" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
