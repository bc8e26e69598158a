/**
 * `GET /api/invoices/{invoiceId}/payments/{paymentId}`: one attempt with the payment run (job)
 * that made it. Two round trips: the payment, then its job. A job that cannot be read leaves
 * the payment shown, with `job: null`.
 */
import {
  type JobSummary,
  normalizePayment,
  type PaymentDetail,
  type UpstreamJob,
  upstreamJobResponseSchema,
  upstreamPaymentResponseSchema,
} from '@pc/contract';
import { UpstreamInvalidError } from '../core/errors.ts';
import { invoicePaymentPath, jobPath } from '../upstream/paths.ts';
import { readResource, type Upstream } from '../upstream/read-resource.ts';

function jobSummary(job: UpstreamJob): JobSummary {
  const t = job.meta.timestamps;
  return {
    id: job.id,
    jobType: job.attributes.job_type,
    status: job.attributes.status,
    createdAt: t.created_at,
    startedAt: t.started_at ?? null,
    finishedAt: t.finished_at ?? null,
  };
}

/** @returns null when Elastic Path has no such payment on that invoice. */
export async function loadPaymentDetail(
  upstream: Upstream,
  invoiceId: string,
  paymentId: string,
): Promise<PaymentDetail | null> {
  const found = await readResource(
    upstream,
    upstreamPaymentResponseSchema,
    invoicePaymentPath(invoiceId, paymentId),
  );
  if (found === null) return null;
  const payment = normalizePayment(found.data);
  if (payment.meta.invoice_id.toLowerCase() !== invoiceId.toLowerCase()) {
    upstream.log.warn('upstream.foreign_row', { kind: 'payment' });
    throw new UpstreamInvalidError('Elastic Path answered with a payment of another invoice.');
  }
  const job = await readResource(
    upstream,
    upstreamJobResponseSchema,
    jobPath(payment.meta.job_id),
  ).catch((error: unknown) => {
    upstream.log.warn('upstream.job_unavailable', { error: String(error) });
    return null;
  });
  return { payment, job: job ? jobSummary(job.data) : null };
}
