/**
 * A payment's failure reason in the details panel. A security decline (fraud, lost or stolen,
 * pick-up) reads "Security decline (internal)"; the gateway's own words appear only after the
 * agent asks for them, so they are not read out, screenshotted or copied by accident.
 */
import { shownReason } from '@pc/contract/decline-reasons';
import { SECURITY_DECLINE_LABEL } from '@pc/contract/decline-table';
import { useState } from 'react';

export function RevealableReason({ reason }: { reason: string }) {
  const [revealed, setRevealed] = useState(false);
  const shown = shownReason(reason);
  const hidden = shown === SECURITY_DECLINE_LABEL;
  return (
    <p className="detail-reason">
      <span className="visually-hidden">Failure reason: </span>
      <bdi>{hidden && !revealed ? shown : reason}</bdi>
      {hidden ? (
        <button
          type="button"
          className="button button--secondary detail-reason__reveal"
          aria-pressed={revealed}
          onClick={() => setRevealed((value) => !value)}
        >
          {revealed ? 'Hide the gateway’s words' : 'Show the gateway’s words (internal)'}
        </button>
      ) : null}
    </p>
  );
}
