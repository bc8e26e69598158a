/**
 * Accounts (Account Management, docs/upstream/navigation.md#accounts): fields at the top level (no `attributes`), nullable
 * optionals, and lists that carry `meta.page`/`meta.results` in the real service too.
 */
import { z } from 'zod';
import { upstreamLinksSchema, upstreamPageMetaSchema, uuidSchema } from '../upstream.ts';
import { dateTimeSchema, singleEnvelope } from './common.ts';

export const upstreamAccountSchema = z.object({
  /** Optional in the schema, present in all data; the console needs it. */
  id: uuidSchema,
  type: z.literal('account'),
  name: z.string(),
  legal_name: z.string().nullable().optional(),
  registration_id: z.string().nullable().optional(),
  external_ref: z.string().max(2048).nullable().optional(),
  parent_id: uuidSchema.nullable().optional(),
  meta: z
    .object({
      timestamps: z.object({ created_at: dateTimeSchema, updated_at: dateTimeSchema }).optional(),
    })
    .optional(),
  relationships: z.looseObject({}).optional(),
  links: z.looseObject({ self: z.string().optional() }).optional(),
});
export type UpstreamAccount = z.output<typeof upstreamAccountSchema>;

/** An Account Management list: `data`, and `meta` with totals even from the real service. */
export const accountManagementList = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: upstreamPageMetaSchema,
    links: upstreamLinksSchema.optional(),
  });

export const upstreamAccountListSchema = accountManagementList(upstreamAccountSchema);
export type UpstreamAccountList = z.output<typeof upstreamAccountListSchema>;
export const upstreamAccountResponseSchema = singleEnvelope(upstreamAccountSchema);
