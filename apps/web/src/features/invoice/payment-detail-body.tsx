/** What the payment details panel shows of one attempt, and its Copy summary button. */
import type { JobSummary, Payment } from '@pc/contract';
import { useState } from 'react';
import { copyText } from '../../components/copy-button';
import { Absent } from '../../components/truncated-id';
import { formatDateTime } from '../../lib/dates';
import { GATEWAY_LINKS, gatewayLink } from '../../lib/gateway-links';
import { attemptText, paymentSummaryLine } from '../../lib/payment-summary';
import { paymentStatus } from '../../lib/status';
import { AmountCell, StatusBadge } from '../payments/payment-cells';
import { type AttemptInfo, Field, FullId } from './payment-detail-fields';

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
      <Field term="Status">{job.status}</Field>
      <Field term="Type">{job.jobType}</Field>
      <Field term="Started">
        <When iso={job.startedAt ?? undefined} zone={zone} />
      </Field>
      <Field term="Finished">
        <When iso={job.finishedAt ?? undefined} zone={zone} />
      </Field>
    </dl>
  );
}

export function PaymentDetailBody({
  payment,
  job,
  jobState,
  attempt,
  zone,
}: {
  payment: Payment;
  job: JobSummary | null | undefined;
  jobState: 'loading' | 'error' | 'ready';
  attempt: AttemptInfo;
  zone: string;
}) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
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
      {a.failure_detail?.reason ? (
        <p className="detail-reason">
          <span className="visually-hidden">Failure reason: </span>
          {a.failure_detail.reason}
        </p>
      ) : null}
      <div className="detail-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            copyText(summary).then(
              () => setCopied('copied'),
              () => setCopied('failed'),
            );
          }}
        >
          Copy summary
        </button>
        <span className="detail-actions__state" aria-hidden="true">
          {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Copy failed' : ''}
        </span>
      </div>
      <p className="detail-summary mono">{summary}</p>

      <dl className="detail-fields">
        <Field term="Created">
          <When iso={meta.timestamps.created_at} zone={zone} />
        </Field>
        <Field term="Payment taken">
          <When iso={meta.timestamps.payment_taken_at} zone={zone} />
        </Field>
        <Field term="Updated">
          <When iso={meta.timestamps.updated_at} zone={zone} />
        </Field>
        <Field term="Gateway">
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
        </Field>
      </dl>

      <h3 className="detail-panel__section">IDs</h3>
      <dl className="detail-fields">
        <Field term="Payment ID">
          <FullId value={payment.id} label="payment ID" />
        </Field>
        <Field term="External payment ID">
          {a.external_payment_id ? (
            <FullId value={a.external_payment_id} label="external payment ID" />
          ) : (
            <Absent />
          )}
        </Field>
        <Field term="Invoice ID">
          <FullId value={meta.invoice_id} label="invoice ID" />
        </Field>
        <Field term="Subscription ID">
          <FullId value={meta.subscription_id} label="subscription ID" />
        </Field>
        <Field term="Job ID">
          <FullId value={meta.job_id} label="job ID" />
        </Field>
      </dl>

      <h3 className="detail-panel__section">Payment run</h3>
      <JobFields job={job} state={jobState} zone={zone} />
    </div>
  );
}
