/**
 * Account members and their memberships (Account Management, docs/upstream/navigation.md#account-members): the shoppers who log in,
 * matched case-insensitively (`ilike` on `email` and `name`), and the accounts each belongs to.
 * Fields sit at the top level, as on accounts; lists carry `meta` in the real service too.
 */
import { z } from 'zod';
import { uuidSchema } from '../upstream.ts';
import { accountManagementList, upstreamAccountSchema } from './account.ts';
import { dateTimeSchema, singleEnvelope } from './common.ts';

const timestampsMetaSchema = z
  .object({
    timestamps: z.object({ created_at: dateTimeSchema, updated_at: dateTimeSchema }).optional(),
  })
  .optional();

export const upstreamAccountMemberSchema = z.object({
  id: uuidSchema,
  type: z.literal('account_member'),
  name: z.string(),
  email: z.string(),
  given_name: z.string().nullable().optional(),
  middle_name: z.string().nullable().optional(),
  family_name: z.string().nullable().optional(),
  meta: timestampsMetaSchema,
});
export type UpstreamAccountMember = z.output<typeof upstreamAccountMemberSchema>;

export const upstreamAccountMemberListSchema = accountManagementList(upstreamAccountMemberSchema);
export type UpstreamAccountMemberList = z.output<typeof upstreamAccountMemberListSchema>;
export const upstreamAccountMemberResponseSchema = singleEnvelope(upstreamAccountMemberSchema);

/** One membership: the account is `relationships.account.data.id`. */
export const upstreamAccountMembershipSchema = z.object({
  id: uuidSchema,
  type: z.literal('account_membership'),
  relationships: z.object({
    account: z.object({ data: z.object({ id: uuidSchema, type: z.literal('account') }) }),
  }),
  meta: timestampsMetaSchema,
});
export type UpstreamAccountMembership = z.output<typeof upstreamAccountMembershipSchema>;

/** `…/account-memberships?include=account`: the accounts in `included.accounts`, when any. */
export const upstreamAccountMembershipListSchema = accountManagementList(
  upstreamAccountMembershipSchema,
).extend({
  included: z.object({ accounts: z.array(upstreamAccountSchema).optional() }).optional(),
});
export type UpstreamAccountMembershipList = z.output<typeof upstreamAccountMembershipListSchema>;
