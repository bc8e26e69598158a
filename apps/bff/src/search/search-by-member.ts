/**
 * The email fallback of docs/upstream/navigation.md#navigation-map ("Email, fallback"): Elastic Path's `eq` on
 * subscribers compares exactly, so an email typed in another letter case than stored finds no
 * subscriber. Account members match without case (`ilike`), a member's memberships name its
 * accounts (`include=account` brings them, so no account read follows), and those accounts'
 * subscribers include the customer. Three round trips after the exact one that found nothing;
 * the members and accounts opened are bounded. A subscriber without an account member stays
 * findable only by the exact email.
 */
import {
  type UpstreamAccount,
  type UpstreamSubscriber,
  upstreamAccountMemberListSchema,
  upstreamAccountMembershipListSchema,
  upstreamSubscriberListSchema,
} from '@pc/contract';
import type { z } from 'zod';
import { SUBSCRIBERS_PATH } from '../pages/customer-reads.ts';
import { eqId, eqText, quoted } from '../upstream/filter.ts';
import { accountMembershipsPath, accountMembersPath } from '../upstream/paths.ts';
import type { Upstream } from '../upstream/read-resource.ts';
import { isFull, readMatches } from './search-groups.ts';

/** Members whose memberships are read, and accounts whose subscribers are listed, at most. */
export const MEMBER_FALLBACK_LIMIT = 5;

export interface MemberMatches {
  subscribers: UpstreamSubscriber[];
  /** The subscribers' accounts, by lower-cased id. */
  accounts: Map<string, UpstreamAccount>;
  /** More members or accounts matched than were opened. */
  more: boolean;
}

/**
 * Members by email, case ignored: `ilike` as the newest specification has it, and on a 400 once
 * more with `eq` as older stores take it (docs/upstream/real-service.md#contradictions-between-sources, row 2). The email is quoted; a `*` in it would be
 * a wildcard to `ilike`, so such an email is not looked up this way.
 */
async function membersByEmail(upstream: Upstream, email: string) {
  const ilike = await readMatches(upstream, upstreamAccountMemberListSchema, accountMembersPath(), {
    filter: `ilike(email,${quoted(email)})`,
  });
  if (ilike) return ilike;
  return readMatches(upstream, upstreamAccountMemberListSchema, accountMembersPath(), {
    filter: eqText('email', email),
  });
}

/**
 * The subscribers whose email is `email` in any letter case, found through account members.
 * @example await subscribersByMemberEmail(upstream, 'ron.swanson+billing@example.com')
 */
export async function subscribersByMemberEmail(
  upstream: Upstream,
  email: string,
): Promise<MemberMatches> {
  if (email.includes('*')) return NONE;
  const wanted = email.toLowerCase();
  return subscribersOfMembers(
    upstream,
    await membersByEmail(upstream, email),
    (s) => s.attributes.email.toLowerCase() === wanted,
  );
}

/**
 * The subscribers named like `text` in any letter case and in part (`Swanson`, `ron swanson`):
 * account members by `ilike(name,"*text*")`, then as for an email; a customer is kept when its
 * email is a matched member's or its name holds the text.
 * @example await subscribersByMemberName(upstream, 'swanson')
 */
export async function subscribersByMemberName(
  upstream: Upstream,
  text: string,
): Promise<MemberMatches> {
  if (text.includes('*')) return NONE;
  const members = await readMatches(
    upstream,
    upstreamAccountMemberListSchema,
    accountMembersPath(),
    {
      filter: `ilike(name,${quoted(`*${text}*`)})`,
    },
  );
  const emails = new Set((members?.data ?? []).map((m) => m.email.toLowerCase()));
  const part = text.toLowerCase();
  return subscribersOfMembers(
    upstream,
    members,
    (s) =>
      emails.has(s.attributes.email.toLowerCase()) ||
      s.attributes.name.toLowerCase().includes(part),
  );
}

const NONE: MemberMatches = { subscribers: [], accounts: new Map(), more: false };

/** The first members' accounts (memberships with `include=account`), and those accounts' subscribers that `keep` picks. */
async function subscribersOfMembers(
  upstream: Upstream,
  members: z.output<typeof upstreamAccountMemberListSchema> | null,
  keep: (subscriber: UpstreamSubscriber) => boolean,
): Promise<MemberMatches> {
  const found = members?.data ?? [];
  if (found.length === 0) return NONE;
  const opened = found.slice(0, MEMBER_FALLBACK_LIMIT);
  const memberships = await Promise.all(
    opened.map((m) =>
      readMatches(upstream, upstreamAccountMembershipListSchema, accountMembershipsPath(m.id), {
        include: 'account',
      }),
    ),
  );
  const accountIds = [
    ...new Set(
      memberships.flatMap((page) =>
        (page?.data ?? []).map((m) => m.relationships.account.data.id.toLowerCase()),
      ),
    ),
  ];
  const listed = accountIds.slice(0, MEMBER_FALLBACK_LIMIT);
  const lists = await Promise.all(
    listed.map((id) =>
      readMatches(upstream, upstreamSubscriberListSchema, SUBSCRIBERS_PATH, {
        filter: eqId('account_id', id),
      }),
    ),
  );
  const subscribers = lists.flatMap((page) => page?.data ?? []).filter(keep);
  const accounts = new Map<string, UpstreamAccount>();
  for (const page of memberships)
    for (const account of page?.included?.accounts ?? [])
      accounts.set(account.id.toLowerCase(), account);
  const more =
    found.length > MEMBER_FALLBACK_LIMIT ||
    accountIds.length > MEMBER_FALLBACK_LIMIT ||
    [members, ...memberships, ...lists].some(isFull);
  return { subscribers, accounts, more };
}
