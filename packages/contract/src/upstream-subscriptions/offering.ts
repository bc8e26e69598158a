/**
 * The offering a subscription embeds and the plans and pricing options `include=plans,pricing_options`
 * adds (docs/upstream/navigation.md#subscriptions). Included resources are display-only, so their schemas stay loose: only the members
 * the console shows are named, and every price in them is an exact int64.
 */
import { z } from 'zod';
import { uuidSchema } from '../upstream.ts';
import { dateTimeSchema, displayPriceSchema, ownedMetaSchema, priceMapSchema } from './common.ts';

export const upstreamOfferingSchema = z.object({
  id: uuidSchema,
  type: z.literal('subscription_offering'),
  attributes: z.object({
    name: z.string(),
    description: z.string().optional(),
    external_ref: z.string().optional(),
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
  }),
  meta: ownedMetaSchema.extend({ external_plan_refs: z.array(z.string()) }),
});
export type UpstreamOffering = z.output<typeof upstreamOfferingSchema>;

export const upstreamPlanSchema = z.object({
  id: uuidSchema,
  type: z.literal('subscription_offering_plan'),
  attributes: z.looseObject({
    name: z.string(),
    description: z.string().optional(),
    sku: z.string().optional(),
    price: priceMapSchema.optional(),
  }),
  meta: z.looseObject({
    display_price: displayPriceSchema.optional(),
    /** True on the subscription's active plan, else null or absent. */
    active_plan: z.literal(true).nullable().optional(),
  }),
});
export type UpstreamPlan = z.output<typeof upstreamPlanSchema>;

export const billingIntervalTypeSchema = z.enum(['day', 'week', 'month', 'year']);

export const upstreamPricingOptionSchema = z.object({
  id: uuidSchema,
  type: z.literal('subscription_offering_pricing_option'),
  attributes: z.looseObject({
    name: z.string(),
    billing_interval_type: billingIntervalTypeSchema.optional(),
    billing_frequency: z.number().int().optional(),
    plan_length: z.number().int().optional(),
    end_behavior: z.enum(['close', 'roll']).optional(),
    can_pause: z.boolean().optional(),
    can_resume: z.boolean().optional(),
    can_cancel: z.boolean().optional(),
  }),
  meta: z.looseObject({
    /** Per plan id: the price of this option on that plan. */
    prices: z
      .record(
        z.string(),
        z.object({ price: priceMapSchema, display_price: displayPriceSchema.optional() }),
      )
      .optional(),
    active_pricing_option: z.literal(true).nullable().optional(),
  }),
});
export type UpstreamPricingOption = z.output<typeof upstreamPricingOptionSchema>;

/** `included` of a subscription GET or list; absent when nothing was requested or related. */
export const upstreamSubscriptionIncludedSchema = z.object({
  plans: z.array(upstreamPlanSchema).optional(),
  pricing_options: z.array(upstreamPricingOptionSchema).optional(),
});
export type UpstreamSubscriptionIncluded = z.output<typeof upstreamSubscriptionIncludedSchema>;
