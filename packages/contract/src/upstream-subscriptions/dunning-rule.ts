/**
 * Dunning rules (docs/upstream/navigation.md#dunning-rules). Every enum value is accepted and the retries limit has no upper bound
 * (docs/upstream/real-service.md#dunning-rule-enums-and-limits); only `fixed` rules give a next-retry estimate (see invoice-facts.ts).
 */
import { z } from 'zod';
import { uuidSchema } from '../upstream.ts';
import { dateTimeSchema, listEnvelope, ownedMetaSchema, singleEnvelope } from './common.ts';

export const upstreamDunningRuleSchema = z.object({
  id: uuidSchema,
  type: z.literal('subscription_dunning_rule'),
  attributes: z.object({
    payment_retry_type: z.enum(['fixed', 'backoff', 'tiered']),
    payment_retry_interval: z.number().int().min(1).max(1024).optional(),
    payment_retry_unit: z.enum(['day', 'week']).optional(),
    payment_retry_multiplier: z.number().min(1).max(1024).optional(),
    payment_retries_limit: z.number().int().nonnegative(),
    action: z.enum(['none', 'pause', 'close', 'suspend']),
    default: z.boolean().optional(),
    created_at: dateTimeSchema.optional(),
    updated_at: dateTimeSchema.optional(),
  }),
  meta: ownedMetaSchema,
});
export type UpstreamDunningRule = z.output<typeof upstreamDunningRuleSchema>;

export const upstreamDunningRuleListSchema = listEnvelope(upstreamDunningRuleSchema);
export const upstreamDunningRuleResponseSchema = singleEnvelope(upstreamDunningRuleSchema);
