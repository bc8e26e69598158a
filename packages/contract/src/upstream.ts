/**
 * Schemas of the Elastic Path resources we read (docs/upstream/payments-api.md#payment-resource), tolerant exactly where the real
 * service differs from the spec (docs/upstream/real-service.md#payments-list):
 * - `manual_payment` sits in `attributes` (spec) or in `meta` (real OpenAPI): either is accepted;
 * - top-level `meta.page` / `meta.results` may be absent (the real service sends neither);
 * - a `links` value is a URL, null, or an object with `href`;
 * - an error's `status` is a string, a number or absent;
 * - `failure_detail` is an object or a plain string;
 * - optional fields may come as `null`.
 * Parse bodies with `parseExactJson` first so that int64 amounts keep every digit.
 */
import { z } from 'zod';
import { upstreamInt64Schema } from './int64.ts';
import { UUID_PATTERN } from './limits.ts';

/** 8-4-4-4-12 hexadecimal, any version: Elastic Path ids and the ids staff paste. */
export const uuidSchema = z.string().regex(UUID_PATTERN, 'must be a UUID');

const dateTimeSchema = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();

export const upstreamAmountSchema = z.object({
  currency: z.string().max(1024),
  amount: upstreamInt64Schema,
  includes_tax: z.boolean().nullish(),
});

/**
 * `failure_detail`: an object `{reason}` on read, a plain string where the manual-payment PUT
 * writes it (docs/upstream/real-service.md#failure-detail-shape); a string comes out as `{reason}`.
 */
export const failureDetailSchema = z.union([
  z.string().transform((reason) => ({ reason })),
  z.object({ reason: z.string().nullish() }),
]);

export const upstreamAttributesSchema = z.object({
  success: z.boolean(),
  pending: z.boolean().nullish(),
  gateway: z.string().max(1024),
  external_payment_id: z.string().max(1024).nullish(),
  failure_detail: failureDetailSchema.nullish(),
  amount: upstreamAmountSchema,
  manual_payment: z.boolean().nullish(),
});

export const upstreamTimestampsSchema = z.object({
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
  payment_taken_at: dateTimeSchema.nullish(),
});

export const upstreamPaymentMetaSchema = z.object({
  owner: z.string(),
  subscription_id: uuidSchema,
  invoice_id: uuidSchema,
  job_id: uuidSchema,
  timestamps: upstreamTimestampsSchema,
  manual_payment: z.boolean().nullish(),
});

export const upstreamPaymentSchema = z
  .object({
    id: uuidSchema,
    type: z.literal('subscription_invoice_payment'),
    attributes: upstreamAttributesSchema,
    meta: upstreamPaymentMetaSchema,
  })
  .refine((p) => typeof (p.attributes.manual_payment ?? p.meta.manual_payment) === 'boolean', {
    message: 'manual_payment is required in attributes or meta',
    path: ['attributes', 'manual_payment'],
  });
export type UpstreamPayment = z.output<typeof upstreamPaymentSchema>;

export const upstreamLinkSchema = z.union([
  z.string(),
  z.null(),
  z.looseObject({
    href: z.string().nullish(),
    title: z.string().nullish(),
    describedby: z.string().nullish(),
  }),
]);
export const upstreamLinksSchema = z.record(z.string(), upstreamLinkSchema);

export const upstreamPageMetaSchema = z.object({
  page: z.object({ limit: count, offset: count, current: count, total: count }).partial().nullish(),
  results: z.object({ total: count.nullish() }).nullish(),
});

/** The list envelope (docs/upstream/payments-api.md#list-envelope, docs/upstream/payments-api.md#pagination). `meta` is optional: the real service omits it. */
export const upstreamPaymentListSchema = z.object({
  data: z.array(upstreamPaymentSchema),
  links: upstreamLinksSchema.nullish(),
  meta: upstreamPageMetaSchema.nullish(),
});
export type UpstreamPaymentList = z.output<typeof upstreamPaymentListSchema>;

/** One payment: `GET …/payments/{payment_uuid}` on either path (docs/upstream/navigation.md#payments-of-an-invoice). */
export const upstreamPaymentResponseSchema = z.object({ data: upstreamPaymentSchema });

/** Token response (docs/upstream/payments-api.md#token-response): `expires` is Unix seconds, `expires_in` seconds (docs/upstream/payments-api.md#token-lifetime-and-refresh). */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().refine((t) => t.toLowerCase() === 'bearer', 'must be Bearer'),
  identifier: z.string().nullish(),
  expires: z.number().nullish(),
  expires_in: z.number().nullish(),
});
export type TokenResponse = z.output<typeof tokenResponseSchema>;

export const upstreamErrorSchema = z.object({
  errors: z
    .array(
      z.looseObject({
        // A string (Subscriptions), a number (other guides) or absent (the filter 400, docs/upstream/real-service.md#error-status-type).
        status: z
          .union([z.string(), z.number()])
          .optional()
          .transform((status) => (status === undefined ? undefined : String(status))),
        title: z.string(),
        detail: z.string().nullish(),
      }),
    )
    .min(1),
});
export type UpstreamError = z.output<typeof upstreamErrorSchema>;
