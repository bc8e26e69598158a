/**
 * Jobs (docs/upstream/navigation.md#jobs): a payment's `meta.job_id` names the payment run that made the attempt. The job
 * type is hyphenated; underscores (`payment_run`, the prose's spelling) are read as hyphens (docs/upstream/real-service.md#job-type-spelling).
 */
import { z } from 'zod';
import { upstreamInt64Schema } from '../int64.ts';
import { uuidSchema } from '../upstream.ts';
import {
  dateTimeSchema,
  listEnvelope,
  ownerSchema,
  resourceTimestampsSchema,
  singleEnvelope,
} from './common.ts';

export const JOB_TYPES = ['billing-run', 'tax-run', 'payment-run', 'import'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** A job type, `payment_run` read as `payment-run`. */
export const jobTypeSchema = z
  .string()
  .transform((text) => text.replaceAll('_', '-'))
  .pipe(z.enum(JOB_TYPES));

const count = z.number().int().nonnegative();

/** Totals per currency: `{"GBP":{"amount":7647}}`. */
export const currencyTotalsSchema = z.record(
  z.string(),
  z.looseObject({ amount: upstreamInt64Schema }),
);

/** The run's report; which members appear depends on the job type. */
export const jobReportSchema = z.looseObject({
  total_payment_attempts: count.optional(),
  failed_payments: count.optional(),
  total_collected: currencyTotalsSchema.optional(),
  invoices_ready_for_payment: count.optional(),
  invoices_tax_required: count.optional(),
  invoice_failures: count.optional(),
  total_ready_for_payment: currencyTotalsSchema.optional(),
  total_tax_required: currencyTotalsSchema.optional(),
  invoices_updated: count.optional(),
});

export const upstreamJobSchema = z.object({
  id: uuidSchema,
  type: z.literal('subscription_job'),
  attributes: z.object({
    job_type: jobTypeSchema,
    status: z.enum(['pending', 'started', 'success', 'failed']),
    external_ref: z.string().optional(),
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
  }),
  meta: z.object({
    owner: ownerSchema,
    timestamps: resourceTimestampsSchema.extend({
      started_at: dateTimeSchema.optional(),
      finished_at: dateTimeSchema.optional(),
    }),
    report: jobReportSchema.optional(),
  }),
});
export type UpstreamJob = z.output<typeof upstreamJobSchema>;

export const upstreamJobListSchema = listEnvelope(upstreamJobSchema);
export const upstreamJobResponseSchema = singleEnvelope(upstreamJobSchema);
