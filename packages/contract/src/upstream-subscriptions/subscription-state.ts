/** Subscription states (docs/upstream/navigation.md#subscription-states): the lifecycle history. No owner meta, only `meta.created_at`. */
import { z } from 'zod';
import { uuidSchema } from '../upstream.ts';
import { dateTimeSchema, listEnvelope, singleEnvelope } from './common.ts';

export const upstreamSubscriptionStateSchema = z.object({
  id: uuidSchema,
  type: z.literal('subscription_state'),
  attributes: z.object({ action: z.enum(['cancel', 'pause', 'resume', 'pending']) }),
  meta: z.object({ created_at: dateTimeSchema }),
});
export type UpstreamSubscriptionState = z.output<typeof upstreamSubscriptionStateSchema>;

export const upstreamSubscriptionStateListSchema = listEnvelope(upstreamSubscriptionStateSchema);
export const upstreamSubscriptionStateResponseSchema = singleEnvelope(
  upstreamSubscriptionStateSchema,
);
