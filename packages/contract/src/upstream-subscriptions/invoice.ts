/**
 * Invoices (docs/upstream/navigation.md#invoices), the same resource in every invoice list. Tolerances, from docs/upstream/real-service.md#realistic-mode-quirks, docs/upstream/real-service.md#contradictions-between-sources only:
 * `meta.proration_events` may be null (docs/upstream/real-service.md#proration-events-shape); items carry `plan_id`, `product_id` or neither
 * (docs/upstream/real-service.md#invoice-item-plan-or-product); `display_price`, `pro_forma` and `valid_from` may be absent (docs/upstream/real-service.md#optional-invoice-fields); a price may have an
 * empty currency (docs/upstream/real-service.md#invoice-items-and-placeholder-totals). Every amount is an exact int64 digit string after parsing.
 */
import { z } from 'zod';
import { upstreamInt64Schema } from '../int64.ts';
import { upstreamAmountSchema, uuidSchema } from '../upstream.ts';
import {
  dateTimeSchema,
  displayPriceSchema,
  listEnvelope,
  ownerSchema,
  resourceTimestampsSchema,
  singleEnvelope,
} from './common.ts';

export const invoiceItemSchema = z.object({
  description: z.string(),
  price: upstreamAmountSchema,
  plan_id: uuidSchema.optional(),
  /** Older data (docs/upstream/real-service.md#invoice-items-and-placeholder-totals). */
  product_id: uuidSchema.optional(),
  from_time_period: dateTimeSchema.optional(),
  until_time_period: dateTimeSchema.optional(),
});

export const taxItemSchema = z.object({
  type: z.literal('tax_item'),
  rate: z.number(),
  name: z.string().optional(),
  code: z.string().optional(),
  jurisdiction: z.string().optional(),
});

export const prorationEventSchema = z.object({
  proration_policy_id: uuidSchema,
  billing_cost_before_proration: upstreamInt64Schema,
  refunded_amount_for_unused_pricing_option: upstreamInt64Schema,
  new_pricing_option_cost: upstreamInt64Schema,
  prorated_at: dateTimeSchema,
});

export const upstreamInvoiceSchema = z.object({
  id: uuidSchema,
  type: z.literal('subscription_invoice'),
  attributes: z.object({
    billing_period: z.object({ start: dateTimeSchema, end: dateTimeSchema }),
    invoice_items: z.array(invoiceItemSchema),
    tax_items: z.array(taxItemSchema).optional(),
    outstanding: z.boolean(),
    /** Not unique, even within one subscription (docs/upstream/navigation.md#invoice-facts): identify invoices by id. */
    number: z.number().int().optional(),
    tax_required: z.boolean(),
    payment_retries_limit_reached: z.boolean(),
    manual_payment_pending: z.boolean(),
    pro_forma: z.boolean().optional(),
    valid_from: dateTimeSchema.optional(),
    created_at: dateTimeSchema.optional(),
    updated_at: dateTimeSchema.optional(),
  }),
  meta: z.object({
    owner: ownerSchema,
    subscription_id: uuidSchema.optional(),
    subscriber_id: uuidSchema.optional(),
    /** The invoice total. */
    price: upstreamAmountSchema.optional(),
    timestamps: resourceTimestampsSchema.extend({ taxes_added_at: dateTimeSchema.optional() }),
    proration_events: z.array(prorationEventSchema).nullable(),
    display_price: displayPriceSchema.optional(),
  }),
});
export type UpstreamInvoice = z.output<typeof upstreamInvoiceSchema>;

export const upstreamInvoiceListSchema = listEnvelope(upstreamInvoiceSchema);
export type UpstreamInvoiceList = z.output<typeof upstreamInvoiceListSchema>;
export const upstreamInvoiceResponseSchema = singleEnvelope(upstreamInvoiceSchema);
