/**
 * What a failed payment's reason means and what to say, from the contract's decline table:
 * the category, whether a retry can help, a note for the agent and a reply safe to send. Lost,
 * stolen and fraud declines keep the specific reason in the internal note only.
 */
import { explainDecline } from '@pc/contract/decline-reasons';
import { DECLINE_CATEGORY_LABELS } from '@pc/contract/decline-table';
import { CopyableValue } from '../../components/copyable-value';
import { TermValue } from '../../components/term-value';

const RETRY_HELPS = {
  yes: 'Yes: a later automatic retry can succeed',
  no: 'No: the same card will fail again until someone acts',
  unknown: 'Not known',
} as const;

export function DeclineAdvice({ reason }: { reason: string | null | undefined }) {
  const advice = explainDecline(reason);
  const helps = advice.retryCanHelp === null ? 'unknown' : advice.retryCanHelp ? 'yes' : 'no';
  return (
    <section className="decline-advice" aria-label="What to tell the customer">
      <h3 className="detail-panel__section">What to tell the customer</h3>
      <dl className="detail-fields">
        <TermValue look="detail" term="Category">
          {advice.title} · {DECLINE_CATEGORY_LABELS[advice.category]}
        </TermValue>
        <TermValue look="detail" term="Retry can help">
          {RETRY_HELPS[helps]}
        </TermValue>
        <TermValue look="detail" term="Internal note (do not send)">
          {advice.agentNote}
        </TermValue>
        <TermValue look="detail" term="Reply safe to send">
          <CopyableValue fit="wrap" mono={false} value={advice.customerReply} label="reply" />
        </TermValue>
      </dl>
    </section>
  );
}
