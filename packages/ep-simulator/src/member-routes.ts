/**
 * Account members and their memberships (docs/upstream/navigation.md#account-members), in both modes alike (Account Management lists
 * keep `meta` in the real service too): `GET /v2/account-members` with `ilike` on `email`,
 * `name`, `given_name`, `middle_name` and `family_name`, `GET /v2/account-members/{id}`, and
 * `GET /v2/account-members/{id}/account-memberships?include=account`.
 */
import { Hono } from 'hono';
import type { CollectionRoutes } from './collection-routes.ts';
import { sortBy, TIMESTAMP_AND_ID_SORT } from './config-routes.ts';
import type { FilterFields } from './filter-match.ts';
import { listResponse, pageOf } from './list-response.ts';
import { notFound, readList } from './route-support.ts';
import type { SimulatorState } from './simulator-state.ts';
import type { SimulatorAccountMember, SimulatorAccountMembership } from './types.ts';
import { resourceJson } from './wire.ts';

const MEMBER_FIELDS: FilterFields<SimulatorAccountMember> = {
  email: { kind: 'text', ops: ['ilike'], get: (m) => m.email },
  name: { kind: 'text', ops: ['ilike'], get: (m) => m.name },
  given_name: { kind: 'text', ops: ['ilike'], get: (m) => m.given_name },
  middle_name: { kind: 'text', ops: ['ilike'], get: (m) => m.middle_name },
  family_name: { kind: 'text', ops: ['ilike'], get: (m) => m.family_name },
};

export const accountMemberRoutes: CollectionRoutes<SimulatorAccountMember> = {
  family: 'account-members',
  noun: 'account member',
  items: (state) => state.store.accountMembers,
  fields: MEMBER_FIELDS,
  api: 'accounts',
  sort: sortBy<SimulatorAccountMember>({
    ...TIMESTAMP_AND_ID_SORT,
    email: (m) => m.email,
    name: (m) => m.name,
  }),
};

const sortMemberships = sortBy<SimulatorAccountMembership>(TIMESTAMP_AND_ID_SORT);

/**
 * A member's memberships; `include=account` adds `included.accounts` (absent when none, docs/upstream/navigation.md#filter-grammar).
 * @example app.route('/v2/account-members', membershipRoutes(state))
 */
export function membershipRoutes(state: SimulatorState): Hono {
  const app = new Hono();
  app.get('/:uuid/account-memberships', async (c) => {
    const memberId = c.req.param('uuid');
    // The path names the member; the filter may name it again (eq or like on its id).
    const fields: FilterFields<SimulatorAccountMembership> = {
      account_member_id: { kind: 'text', ops: ['eq', 'like'], get: () => memberId },
    };
    const memberships = state.store.membershipsOf(memberId);
    const list = await readList(state, c, 'account-memberships.list', memberships ?? [], fields);
    if (list instanceof Response) return list;
    if (memberships === undefined) return notFound('account member', memberId);
    const { url, page, matches } = list;
    const sorted = sortMemberships(matches, url.searchParams.get('sort'));
    if (sorted instanceof Response) return sorted;
    const shown = pageOf(sorted, page);
    const includes = (url.searchParams.get('include') ?? '').split(',');
    const ids = includes.includes('account')
      ? new Set(shown.map((m) => m.relationships.account.data.id.toLowerCase()))
      : new Set<string>();
    const accounts = [...ids].flatMap((id) => state.store.accounts.get(id) ?? []);
    return listResponse({
      state,
      url,
      page,
      total: sorted.length,
      data: shown.map(resourceJson),
      api: 'accounts',
      ...(accounts.length > 0 && {
        extra: `"included":{"accounts":[${accounts.map(resourceJson).join(',')}]}`,
      }),
    });
  });
  return app;
}
