/**
 * Pieces every navigation resource shares (docs/upstream/navigation.md#common-to-every-operation): timestamps, the owner
 * meta, prices keyed by currency, display prices, and the list and single-resource envelopes.
 * Amounts go through `upstreamInt64Schema`, so parse bodies with `parseExactJson` first.
 */
import { z } from 'zod';
import { upstreamInt64Schema } from '../int64.ts';
import { upstreamLinksSchema, upstreamPageMetaSchema } from '../upstream.ts';

/** RFC 3339 with a zone (`Z` or an offset), as every Subscriptions timestamp is written. */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** `meta.owner`: who owns the resource. */
export const ownerSchema = z.enum(['store', 'organization']);

/** `meta.timestamps` of every Subscriptions resource except states. */
export const resourceTimestampsSchema = z.object({
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});

/** `meta.owner` + `meta.timestamps`, both required (docs/upstream/navigation.md#common-to-every-operation). */
export const ownedMetaSchema = z.object({
  owner: ownerSchema,
  timestamps: resourceTimestampsSchema,
});

/** `{amount, includes_tax?}` inside a currency-keyed price map. */
export const currencyPriceSchema = z.object({
  amount: upstreamInt64Schema,
  includes_tax: z.boolean().optional(),
});

/** A price keyed by ISO currency: `{"USD":{"amount":100,"includes_tax":false}}`. */
export const priceMapSchema = z.record(z.string(), currencyPriceSchema);
export type PriceMap = z.output<typeof priceMapSchema>;

/** One formatted display amount: `{amount, currency, formatted}`. */
export const displayAmountSchema = z.object({
  amount: upstreamInt64Schema,
  currency: z.string(),
  formatted: z.string(),
});

/** `display_price`: `{with_tax?, without_tax?}` (plans, pricing options; invoices add `tax`). */
export const displayPriceSchema = z.object({
  with_tax: displayAmountSchema.optional(),
  without_tax: displayAmountSchema.optional(),
  tax: displayAmountSchema.optional(),
});

/**
 * A Subscriptions list envelope `{data, links?, meta?}`: the real service sends no `meta` and
 * sometimes no `links` (docs/upstream/real-service.md#no-meta-on-subscriptions-lists, docs/upstream/real-service.md#links-are-not-trustworthy); the console never follows `links`.
 * @example listEnvelope(upstreamSubscriberSchema).parse({ data: [] })
 */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    links: upstreamLinksSchema.optional(),
    meta: upstreamPageMetaSchema.optional(),
  });
}

/**
 * A single GET's envelope `{data: {...}}`.
 * @example singleEnvelope(upstreamInvoiceSchema).parse({ data: invoice }).data
 */
export function singleEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
