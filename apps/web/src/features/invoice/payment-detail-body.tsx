/** What the payment details panel shows of one attempt, and its Copy summary button. */
import type { JobSummary, Payment } from '@pc/contract';
import type { ComposedReply } from '@pc/contract/reply-composer';
import { Absent } from '../../components/absent';
import { CopySummaryButton } from '../../components/copy-summary-button';
import { CopyableValue } from '../../components/copyable-value';
import { StatusBadge } from '../../components/data-table/status-badge';
import { TermValue } from '../../components/term-value';
import { paymentStatus } from '../../lib/status';
import { formatDateTime } from '../../time-zone/dates';
import { AmountCell } from '../payments/payment-cells';
import type { AttemptInfo } from './attempt-info';
import { DeclineAdvice } from './decline-advice';
import { GATEWAY_LINKS, gatewayLink } from './gateway-links';
import { attemptText, paymentSummaryLine } from './payment-summary';
import { RevealableReason } from './revealable-reason';

function When({ iso, zone }: { iso: string | undefined; zone: string }) {
  const text = formatDateTime(iso, zone);
  if (!iso || !text) return <Absent />;
  return (
    <time dateTime={iso} title={iso}>
      {text}
    </time>
  );
}

function JobFields({
  job,
  state,
  zone,
}: {
  job: JobSummary | null | undefined;
  state: 'loading' | 'error' | 'ready';
  zone: string;
}) {
  if (state === 'loading') return <p role="status">Loading the payment run…</p>;
  if (state === 'error') return <p>The payment run could not be loaded.</p>;
  if (!job) return <p>Elastic Path did not return this payment run.</p>;
  return (
    <dl className="detail-fields" data-job={job.id}>
      <TermValue look="detail" term="Run status">
        {job.status}
      </TermValue>
      <TermValue look="detail" term="Type">
        {job.jobType}
      </TermValue>
      <TermValue look="detail" term="Started">
        <When iso={job.startedAt ?? undefined} zone={zone} />
      </TermValue>
      <TermValue look="detail" term="Finished">
        <When iso={job.finishedAt ?? undefined} zone={zone} />
      </TermValue>
    </dl>
  );
}

export function PaymentDetailBody({
  payment,
  job,
  jobState,
  attempt,
  ticket,
  reply,
  zone,
}: {
  payment: Payment;
  job: JobSummary | null | undefined;
  jobState: 'loading' | 'error' | 'ready';
  attempt: AttemptInfo;
  /** The invoice's ticket note; until the invoice is read whole, this payment's line. */
  ticket: string | null;
  /** The composer's reply for the invoice about this payment; null until read whole. */
  reply: ComposedReply | null;
  zone: string;
}) {
  const { attributes: a, meta } = payment;
  const link = gatewayLink(a.gateway, a.external_payment_id, GATEWAY_LINKS);
  const summary = paymentSummaryLine(payment, {
    zone,
    attempt: attempt.known ? attempt.position : null,
  });
  return (
    <div className="detail-panel__body">
      <p className="detail-attempt">
        {attempt.known ? attemptText(attempt.position) : attempt.why}
      </p>
      <div className="detail-headline">
        <StatusBadge status={paymentStatus(a)} />
        <AmountCell amount={a.amount} />
      </div>
      {a.failure_detail?.reason ? <RevealableReason reason={a.failure_detail.reason} /> : null}
      <DeclineAdvice
        reason={paymentStatus(a) === 'failed' ? (a.failure_detail?.reason ?? '') : null}
        reply={reply}
      />
      <div className="detail-actions">
        <CopySummaryButton text={ticket ?? summary} tone="primary" />
      </div>
      <p className="detail-summary mono">{summary}</p>

      <dl className="detail-fields">
        <TermValue look="detail" term="Created">
          <When iso={meta.timestamps.created_at} zone={zone} />
        </TermValue>
        <TermValue look="detail" term="Payment taken">
          <When iso={meta.timestamps.payment_taken_at} zone={zone} />
        </TermValue>
        <TermValue look="detail" term="Updated">
          <When iso={meta.timestamps.updated_at} zone={zone} />
        </TermValue>
        <TermValue look="detail" term="Gateway">
          {a.gateway}
          {a.manual_payment ? ' (recorded by hand)' : ''}
          {link ? (
            <>
              {' · '}
              <a href={link} target="_blank" rel="noopener noreferrer">
                Open in the gateway’s dashboard
              </a>
            </>
          ) : null}
        </TermValue>
      </dl>

      <h3 className="detail-panel__section">IDs</h3>
      <dl className="detail-fields">
        <TermValue look="detail" term="Payment ID">
          <CopyableValue fit="wrap" value={payment.id} label="payment ID" />
        </TermValue>
        <TermValue look="detail" term="External payment ID">
          {a.external_payment_id ? (
            <CopyableValue fit="wrap" value={a.external_payment_id} label="external payment ID" />
          ) : (
            <Absent />
          )}
        </TermValue>
        <TermValue look="detail" term="Invoice ID">
          <CopyableValue fit="wrap" value={meta.invoice_id} label="invoice ID" />
        </TermValue>
        <TermValue look="detail" term="Subscription ID">
          <CopyableValue fit="wrap" value={meta.subscription_id} label="subscription ID" />
        </TermValue>
        <TermValue look="detail" term="Job ID">
          <CopyableValue fit="wrap" value={meta.job_id} label="job ID" />
        </TermValue>
      </dl>

      <h3 className="detail-panel__section">Payment run</h3>
      <JobFields job={job} state={jobState} zone={zone} />
    </div>
  );
}
