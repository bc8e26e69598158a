/**
 * What to tell the customer about the invoice, as the contract's composer writes it from the
 * invoice's state and the open payment's reason: whether a retry can help (the state first), a
 * note for the agent and a reply safe to send — or, for a case it does not know, no reply.
 * Lost, stolen and fraud declines keep the specific reason in the internal note only.
 */

import { explainDecline } from '@pc/contract/decline-reasons';
import { DECLINE_CATEGORY_LABELS } from '@pc/contract/decline-table';
import type { ComposedReply } from '@pc/contract/reply-composer';
import { CopyableValue } from '../../components/copyable-value';
import { TermValue } from '../../components/term-value';

const ANSWER = { yes: 'Yes', no: 'No', unknown: 'Not known' } as const;

export function DeclineAdvice({
  reason,
  reply,
}: {
  /** The open payment's reason when it failed; null for a payment that did not fail. */
  reason: string | null;
  /** Null until the invoice is read whole: no reply is offered from part of it. */
  reply: ComposedReply | null;
}) {
  const advice = reason === null ? null : explainDecline(reason);
  return (
    <section className="decline-advice" aria-label="What to tell the customer">
      <h3 className="detail-panel__section">What to tell the customer</h3>
      <dl className="detail-fields">
        {advice ? (
          <TermValue look="detail" term="Category">
            {/* A security decline's kind (fraud, lost card) is in the internal note only. */}
            {advice.category === 'security'
              ? DECLINE_CATEGORY_LABELS.security
              : `${advice.title} · ${DECLINE_CATEGORY_LABELS[advice.category]}`}
          </TermValue>
        ) : null}
        {reply ? (
          <>
            <TermValue look="detail" term="Retry can help">
              {ANSWER[reply.retry.answer]}: {reply.retry.why}
            </TermValue>
            <TermValue look="detail" term="Internal note (do not send)">
              {reply.agentNote}
            </TermValue>
            <TermValue look="detail" term="Reply safe to send">
              {reply.customerReply === null ? (
                'None: no reply for this case.'
              ) : (
                <CopyableValue fit="wrap" mono={false} value={reply.customerReply} label="reply" />
              )}
            </TermValue>
          </>
        ) : (
          <TermValue look="detail" term="Reply">
            Reading the whole invoice…
          </TermValue>
        )}
      </dl>
    </section>
  );
}
