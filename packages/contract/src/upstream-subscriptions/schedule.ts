/** Schedules (docs/upstream/navigation.md#schedules): when billing, tax and payment runs start (five-field cron in a time zone). */
import { z } from 'zod';
import { uuidSchema } from '../upstream.ts';
import { dateTimeSchema, listEnvelope, ownedMetaSchema, singleEnvelope } from './common.ts';
import { jobTypeSchema } from './job.ts';

export const upstreamScheduleSchema = z.object({
  id: uuidSchema,
  type: z.literal('subscription_schedule'),
  attributes: z.object({
    /** Five-field cron, e.g. "30 0 * * *". */
    specification: z.string().min(1),
    /** IANA time zone the cron runs in, e.g. "Europe/London". */
    location: z.string().min(1),
    job: z.object({ job_type: jobTypeSchema }),
    name: z.string().optional(),
    external_ref: z.string().optional(),
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
  }),
  meta: ownedMetaSchema.extend({ scheduled_for: dateTimeSchema.optional() }),
});
export type UpstreamSchedule = z.output<typeof upstreamScheduleSchema>;

export const upstreamScheduleListSchema = listEnvelope(upstreamScheduleSchema);
export const upstreamScheduleResponseSchema = singleEnvelope(upstreamScheduleSchema);
