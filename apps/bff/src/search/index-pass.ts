/**
 * One sync pass of the store index (docs/search-index.md#a-pass): every list a search looks in,
 * 100 records a page, through the background share of the rate limit (attention's
 * background-share.ts). Accounts are walked by keyset (`sort=id`, then `gt(id,last)`), which has
 * no ceiling; subscribers, subscriptions and account members can only be read by offset, which
 * Elastic Path stops at 10,000 (docs/upstream/payments-api.md#limits), so such a list is read to
 * there and, when the last page allowed is still full, marked partial. The cost: one call per
 * 100 records of each list and one more for the short page that ends it (ceil((n + 1) / 100));
 * and one read by id per record a complete walk no longer lists. A record is removed only when a
 * complete walk missed it and its read by id answers 404.
 */
import {
  type UpstreamSubscriptionIncluded,
  upstreamAccountListSchema,
  upstreamAccountMemberListSchema,
  upstreamAccountMemberResponseSchema,
  upstreamAccountResponseSchema,
  upstreamSubscriberListSchema,
  upstreamSubscriberResponseSchema,
  upstreamSubscriptionListSchema,
  upstreamSubscriptionResponseSchema,
} from '@pc/contract';
import type { z } from 'zod';
import type { IndexedKind, IndexKind } from '../db/schema.ts';
import { SUBSCRIPTION_INCLUDE } from '../pages/customer-reads.ts';
import { gtId, query } from '../upstream/filter.ts';
import {
  accountMemberPath,
  accountMembersPath,
  accountPath,
  accountsPath,
  subscriberPath,
  subscribersPath,
  subscriptionPath,
  subscriptionsPath,
} from '../upstream/paths.ts';
import { readResource, type Upstream } from '../upstream/read-resource.ts';
import {
  accountRecords,
  customerRecord,
  type IndexRecord,
  memberRecord,
  subscriptionRecord,
} from './index-records.ts';
import type { IndexStore } from './index-store.ts';

/** Records a page of every list is asked for: the most Elastic Path gives. */
export const PASS_PAGE = 100;
/** The last `page[offset]` Elastic Path accepts. */
export const MAX_OFFSET = 10_000;

export interface PassDeps {
  /** The sync's share of the replica's reads (background-share.ts). */
  upstream: Upstream;
  store: IndexStore;
  generation: number;
  leaseMs: number;
  now: () => number;
}

type Walked = { records: number; partial: boolean };

interface ListSpec {
  /** The index kinds the list fills (an account's legal name is a row of its own). */
  kinds: IndexKind[];
  read(
    upstream: Upstream,
    after: { offset: number; lastId: string | null },
  ): Promise<{
    ids: string[];
    records: IndexRecord[];
  } | null>;
  /** Offset lists stop at MAX_OFFSET; a keyset list walks on. */
  keyset: boolean;
  /** Whether the record with this id still exists (false on a 404). */
  exists(upstream: Upstream, id: string): Promise<boolean>;
}

function offsetList<S extends z.ZodType<{ data: { id: string }[] }>>(
  schema: S,
  path: string,
  params: Record<string, string>,
  toRecords: (page: z.output<S>) => IndexRecord[],
): ListSpec['read'] {
  return async (upstream, { offset }) => {
    const page = await readResource(
      upstream,
      schema,
      path,
      query({ ...params, 'page[offset]': offset, 'page[limit]': PASS_PAGE }),
    );
    if (!page) return null;
    return { ids: page.data.map((r) => r.id), records: toRecords(page) };
  };
}

const existsAt =
  (schema: z.ZodType, path: (id: string) => string) => async (upstream: Upstream, id: string) =>
    (await readResource(upstream, schema, path(id))) !== null;

export const LISTS: Record<'customer' | 'account' | 'member' | 'subscription', ListSpec> = {
  customer: {
    kinds: ['customer'],
    keyset: false,
    read: offsetList(upstreamSubscriberListSchema, subscribersPath(), {}, (page) =>
      page.data.map(customerRecord),
    ),
    exists: existsAt(upstreamSubscriberResponseSchema, (id) => subscriberPath(id)),
  },
  subscription: {
    kinds: ['subscription'],
    keyset: false,
    read: offsetList(
      upstreamSubscriptionListSchema,
      subscriptionsPath(),
      { include: SUBSCRIPTION_INCLUDE },
      (page) =>
        page.data.map((s) =>
          subscriptionRecord(s, page.included as UpstreamSubscriptionIncluded | undefined),
        ),
    ),
    exists: existsAt(upstreamSubscriptionResponseSchema, (id) => subscriptionPath(id)),
  },
  member: {
    kinds: ['member'],
    keyset: false,
    // Sorted by id: offsets stay stable while members are added during the walk.
    read: offsetList(
      upstreamAccountMemberListSchema,
      accountMembersPath(),
      { sort: 'id' },
      (page) => page.data.map(memberRecord),
    ),
    exists: existsAt(upstreamAccountMemberResponseSchema, (id) => accountMemberPath(id)),
  },
  account: {
    kinds: ['account', 'legal-name'],
    keyset: true,
    async read(upstream, { lastId }) {
      const page = await readResource(
        upstream,
        upstreamAccountListSchema,
        accountsPath(),
        query({
          sort: 'id',
          ...(lastId && { filter: gtId('id', lastId) }),
          'page[limit]': PASS_PAGE,
        }),
      );
      if (!page) return null;
      return { ids: page.data.map((a) => a.id), records: page.data.flatMap(accountRecords) };
    },
    exists: existsAt(upstreamAccountResponseSchema, (id) => accountPath(id)),
  },
};

/** Walks one list to its end (or the offset ceiling), writing each page as it comes. */
async function walk(deps: PassDeps, list: ListSpec): Promise<Walked> {
  let records = 0;
  let offset = 0;
  let lastId: string | null = null;
  for (;;) {
    const page = await list.read(deps.upstream, { offset, lastId });
    const ids = page?.ids ?? [];
    if (page && page.records.length > 0) {
      await deps.store.write(deps.generation, deps.leaseMs, page.records);
    }
    records += ids.length;
    if (ids.length < PASS_PAGE) return { records, partial: false };
    lastId = ids.at(-1) ?? null;
    offset += PASS_PAGE;
    if (!list.keyset && offset > MAX_OFFSET) return { records, partial: true };
  }
}

/** Reads by id what a complete walk no longer listed: a 404 removes it, anything else keeps it. */
async function settle(deps: PassDeps, list: ListSpec): Promise<number> {
  const [kind] = list.kinds;
  if (!kind) return 0;
  const missed = await deps.store.unseen(kind, deps.generation);
  const found = await Promise.all(missed.map((id) => list.exists(deps.upstream, id)));
  const seen = missed.filter((_, i) => found[i]);
  const gone = missed.filter((_, i) => !found[i]);
  if (missed.length > 0)
    await deps.store.settle(deps.generation, deps.leaseMs, list.kinds, seen, gone);
  return gone.length;
}

export interface PassResult {
  kinds: Partial<Record<IndexKind, IndexedKind>>;
  removed: number;
}

/** Every list walked at once (the share paces them together), then each complete one settled. */
export async function runPass(deps: PassDeps): Promise<PassResult> {
  const asOf = new Date(deps.now()).toISOString();
  const names = Object.keys(LISTS) as (keyof typeof LISTS)[];
  const walked = await Promise.all(names.map((name) => walk(deps, LISTS[name])));
  await deps.store.dropStaleLegalNames(deps.generation, deps.leaseMs);
  let removed = 0;
  const kinds: PassResult['kinds'] = {};
  for (const [i, name] of names.entries()) {
    const result = walked[i] as Walked;
    if (!result.partial) removed += await settle(deps, LISTS[name]);
    kinds[name] = { asOf, records: result.records, partial: result.partial };
  }
  return { kinds, removed };
}
