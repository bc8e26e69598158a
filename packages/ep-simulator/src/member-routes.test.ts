import {
  upstreamAccountListSchema,
  upstreamAccountMemberListSchema,
  upstreamAccountMemberSchema,
  upstreamAccountMembershipListSchema,
  upstreamSubscriberListSchema,
} from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createSimulator } from './create-simulator.ts';
import { FILTER_ERROR_BODY } from './filter.ts';
import { api, apiJson, filterQuery, UNKNOWN } from './test-support.ts';

const spec = createSimulator();
const real = createSimulator({ realistic: true });
const { demo } = spec;
const person = (email: string) => {
  const found = demo.subscribers.find((s) => s.email === email);
  if (!found) throw new Error(`no demo subscriber ${email}`);
  return found;
};
const ron = person('Ron.Swanson+billing@Example.com');
const april = person('april.ludgate@acme.example');
const leslie = person('Leslie.Knope@FoodnStuff.example');

const members = (sim: typeof spec, filter: string, extra = '') =>
  apiJson(sim, `/v2/account-members?${filterQuery(filter)}${extra}`).then(
    (body) => upstreamAccountMemberListSchema.parse(body).data,
  );
const subscribers = (sim: typeof spec, query: string) =>
  apiJson(sim, `/v2/subscriptions/subscribers?${query}`).then(
    (body) => upstreamSubscriberListSchema.parse(body).data,
  );

describe.each([
  ['spec', spec],
  ['realistic', real],
])('account members (%s mode)', (_mode, sim) => {
  it('every subscriber stored with capitals in the email has a member; the others have none', async () => {
    const all = await apiJson(sim, '/v2/account-members?page[limit]=100');
    const parsed = upstreamAccountMemberListSchema.parse(all);
    const mixed = demo.subscribers.filter((s) => s.email !== s.email.toLowerCase());
    expect(mixed).toHaveLength(5);
    expect(parsed.data.map((m) => m.email).sort()).toEqual(mixed.map((s) => s.email).sort());
    // Account Management lists carry totals in the real service too.
    expect(parsed.meta.results?.total).toBe(5);
  });

  it('ilike on email ignores case', async () => {
    for (const typed of [ron.email, ron.email.toLowerCase(), ron.email.toUpperCase()]) {
      const found = await members(sim, `ilike(email,"${typed}")`);
      expect(found.map((m) => m.email)).toEqual([ron.email]);
    }
  });

  it('ilike takes * wildcards inside quotes, anywhere in the value', async () => {
    expect((await members(sim, 'ilike(name,"*swan*")')).map((m) => m.name)).toEqual([
      'Ron Swanson',
    ]);
    expect((await members(sim, 'ilike(name,"RON SWANSON")')).map((m) => m.name)).toEqual([
      'Ron Swanson',
    ]);
    // Without a wildcard the whole value must match.
    expect(await members(sim, 'ilike(name,"swanson")')).toEqual([]);
    expect((await members(sim, "ilike(email,'*@globex.EXAMPLE')")).map((m) => m.name)).toEqual([
      'Hank Scorpio',
    ]);
    expect((await members(sim, 'ilike(email,"leslie*foodnstuff*")')).map((m) => m.name)).toEqual([
      'Leslie Knope',
    ]);
    expect((await members(sim, 'ilike(family_name,"knope")')).map((m) => m.name)).toEqual([
      'Leslie Knope',
    ]);
  });

  it('a subscriber without a member is not among them: April is found by exact email only', async () => {
    expect(await members(sim, `ilike(email,"${april.email}")`)).toEqual([]);
  });

  it('email and name take ilike only: eq and like are the exact filter 400', async () => {
    for (const filter of [`eq(email,"${ron.email}")`, 'like(name,"*Swan*")', 'ilike(phone,"1")']) {
      const response = await api(sim, `/v2/account-members?${filterQuery(filter)}`);
      expect(response.status, filter).toBe(400);
      expect(await response.text()).toBe(FILTER_ERROR_BODY);
    }
  });

  it('sorts by name, either way, and refuses an unknown sort key', async () => {
    const names = (await members(sim, 'ilike(name,"*")', '&sort=-name')).map((m) => m.name);
    expect(names).toEqual([...names].sort().reverse());
    expect((await api(sim, '/v2/account-members?sort=phone')).status).toBe(400);
  });

  it('gets one member by id; an unknown id is not found', async () => {
    const [member] = await members(sim, `ilike(email,"${ron.email}")`);
    const one = await apiJson<{ data: unknown }>(sim, `/v2/account-members/${member?.id}`);
    expect(upstreamAccountMemberSchema.parse(one.data).name).toBe('Ron Swanson');
    expect((await api(sim, `/v2/account-members/${UNKNOWN}`)).status).toBe(404);
  });

  it('memberships name the account, and include=account brings it', async () => {
    const [member] = await members(sim, `ilike(email,"${leslie.email.toLowerCase()}")`);
    const path = `/v2/account-members/${member?.id}/account-memberships`;
    const bare = upstreamAccountMembershipListSchema.parse(await apiJson(sim, path));
    expect(bare.data.map((m) => m.relationships.account.data.id)).toEqual([leslie.accountId]);
    expect(bare.included).toBeUndefined();
    const withAccount = upstreamAccountMembershipListSchema.parse(
      await apiJson(sim, `${path}?include=account`),
    );
    expect(withAccount.included?.accounts?.map((a) => a.name)).toEqual(["Food 'n Stuff"]);
    const filtered = await apiJson(
      sim,
      `${path}?${filterQuery(`eq(account_member_id,${member?.id})`)}`,
    );
    expect(upstreamAccountMembershipListSchema.parse(filtered).data).toHaveLength(1);
    expect((await api(sim, `/v2/account-members/${UNKNOWN}/account-memberships`)).status).toBe(404);
  });

  it('the member route then finds the subscriber through the account', async () => {
    const [member] = await members(sim, 'ilike(email,"ron.swanson+billing@example.com")');
    const memberships = upstreamAccountMembershipListSchema.parse(
      await apiJson(sim, `/v2/account-members/${member?.id}/account-memberships?include=account`),
    );
    const accountId = memberships.data[0]?.relationships.account.data.id;
    const people = await subscribers(sim, filterQuery(`eq(account_id,${accountId})`));
    expect(people.map((s) => s.attributes.email)).toContain(ron.email);
  });
});

describe.each([
  ['spec', spec],
  ['realistic', real],
])('unquoted filter values, as the JS SDK sends them (%s mode)', (_mode, sim) => {
  it('accepts @ and . in a bare value and finds the match', async () => {
    const found = await subscribers(sim, filterQuery(`eq(email,${april.email})`));
    expect(found.map((s) => s.id)).toEqual([april.id]);
  });

  it('reads an unencoded + as a space, and %2B as a +', async () => {
    expect(await subscribers(sim, `filter=eq(email,${ron.email})`)).toEqual([]);
    const encoded = await subscribers(sim, `filter=eq(email,${ron.email.replace('+', '%2B')})`);
    expect(encoded.map((s) => s.id)).toEqual([ron.id]);
  });
});

describe.each([
  ['spec', spec],
  ['realistic', real],
])("accounts' like (%s mode)", (_mode, sim) => {
  const accounts = (filter: string) =>
    apiJson(sim, `/v2/accounts?${filterQuery(filter)}`).then((body) =>
      upstreamAccountListSchema.parse(body).data.map((a) => a.name),
    );

  it('matches part of a name with * inside quotes, letter case included', async () => {
    expect(await accounts('like(name,"*Food*")')).toEqual(["Food 'n Stuff"]);
    expect(await accounts("like(name,'Food \\'n*')")).toEqual(["Food 'n Stuff"]);
    expect(await accounts('like(name,"*food*")')).toEqual([]);
  });

  it('takes no ilike', async () => {
    const response = await api(sim, `/v2/accounts?${filterQuery('ilike(name,"*food*")')}`);
    expect(response.status).toBe(400);
  });
});
