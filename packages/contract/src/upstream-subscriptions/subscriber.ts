/** Subscribers (docs/upstream/navigation.md#subscribers): the "billed to" person; invoices point at one with `meta.subscriber_id`. */
import { z } from 'zod';
import { uuidSchema } from '../upstream.ts';
import { dateTimeSchema, listEnvelope, ownedMetaSchema, singleEnvelope } from './common.ts';

/** A gateway customer reference; its members depend on `type` and are display-only here. */
export const paymentAuthoritySchema = z.looseObject({ type: z.string() });

export const upstreamSubscriberSchema = z.object({
  id: uuidSchema,
  type: z.literal('subscription_subscriber'),
  attributes: z.object({
    account_id: uuidSchema,
    name: z.string().min(3).max(1024),
    // Not an email check: plus-addressing and mixed case are kept exactly as stored.
    email: z.string().min(3).max(1024),
    /** Filterable with `eq` (docs/upstream/navigation.md#filter-grammar); not in the resource table, so optional. */
    external_ref: z.string().max(2048).optional(),
    payment_authority: paymentAuthoritySchema.optional(),
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
  }),
  meta: ownedMetaSchema.extend({
    feature_entitlements: z.array(z.string()).optional(),
  }),
});
export type UpstreamSubscriber = z.output<typeof upstreamSubscriberSchema>;

export const upstreamSubscriberListSchema = listEnvelope(upstreamSubscriberSchema);
export type UpstreamSubscriberList = z.output<typeof upstreamSubscriberListSchema>;
export const upstreamSubscriberResponseSchema = singleEnvelope(upstreamSubscriberSchema);
