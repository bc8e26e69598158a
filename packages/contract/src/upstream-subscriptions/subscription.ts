/**
 * Subscriptions (docs/upstream/navigation.md#subscriptions). Tolerances, each from the spec's quirk list and no more:
 * - `attributes.name`/`email` are not required although the schema lists them (docs/upstream/real-service.md#subscriptions-filtered-by-name-or-email);
 * - `go_live_after` may sit in `meta.timestamps` (schema) or `attributes` (EP's storefront, docs/upstream/real-service.md#go-live-time-in-meta-or-attributes);
 * - `relationships` is the real service's addition (js-sdk types), optional and loose.
 */
import { z } from 'zod';
import { uuidSchema } from '../upstream.ts';
import {
  dateTimeSchema,
  listEnvelope,
  ownedMetaSchema,
  resourceTimestampsSchema,
  singleEnvelope,
} from './common.ts';
import { upstreamOfferingSchema, upstreamSubscriptionIncludedSchema } from './offering.ts';
import { paymentAuthoritySchema } from './subscriber.ts';
import { upstreamSubscriptionStateSchema } from './subscription-state.ts';

export const subscriptionTimestampsSchema = resourceTimestampsSchema.extend({
  canceled_at: dateTimeSchema.optional(),
  paused_at: dateTimeSchema.optional(),
  resumed_at: dateTimeSchema.optional(),
  end_date: dateTimeSchema.optional(),
  go_live_after: dateTimeSchema.optional(),
  go_live: dateTimeSchema.optional(),
});

export const upstreamSubscriptionSchema = z.object({
  id: uuidSchema,
  type: z.literal('subscription'),
  attributes: z.object({
    external_ref: z.string().max(2048).optional(),
    account_id: uuidSchema,
    address_id: uuidSchema.optional(),
    offering: upstreamOfferingSchema,
    plan_id: uuidSchema,
    pricing_option_id: uuidSchema,
    currency: z.string(),
    payment_authority: paymentAuthoritySchema.optional(),
    /** Where EP's storefront reads it; the schema puts it in meta.timestamps (docs/upstream/real-service.md#go-live-time-in-meta-or-attributes). */
    go_live_after: dateTimeSchema.optional(),
  }),
  relationships: z.looseObject({}).optional(),
  meta: ownedMetaSchema.extend({
    status: z.enum(['active', 'inactive']),
    canceled: z.boolean(),
    paused: z.boolean(),
    closed: z.boolean(),
    suspended: z.boolean(),
    pending: z.boolean(),
    state: upstreamSubscriptionStateSchema.optional(),
    manual_payments: z.boolean(),
    first_invoice_prepaid: z.boolean(),
    invoice_after: dateTimeSchema,
    timestamps: subscriptionTimestampsSchema,
  }),
});
export type UpstreamSubscription = z.output<typeof upstreamSubscriptionSchema>;

export const upstreamSubscriptionListSchema = listEnvelope(upstreamSubscriptionSchema).extend({
  included: upstreamSubscriptionIncludedSchema.optional(),
});
export type UpstreamSubscriptionList = z.output<typeof upstreamSubscriptionListSchema>;

export const upstreamSubscriptionResponseSchema = singleEnvelope(upstreamSubscriptionSchema).extend(
  { included: upstreamSubscriptionIncludedSchema.optional() },
);
export type UpstreamSubscriptionResponse = z.output<typeof upstreamSubscriptionResponseSchema>;
