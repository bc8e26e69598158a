import {
  upstreamAccountListSchema,
  upstreamAccountResponseSchema,
  upstreamSubscriberListSchema,
  upstreamSubscriberResponseSchema,
  upstreamSubscriptionListSchema,
  upstreamSubscriptionResponseSchema,
  upstreamSubscriptionStateListSchema,
} from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createSimulator } from './create-simulator.ts';
import { FILTER_ERROR_BODY } from './filter.ts';
import { FOREIGN_LINK_ORIGIN } from './list-response.ts';
import { api, apiJson, filterQuery, UNKNOWN } from './test-support.ts';

const spec = createSimulator();
const real = createSimulator({ realistic: true });
const { demo } = spec;
const ron = demo.subscribers.find((s) => s.email === 'Ron.Swanson+billing@Example.com');
const acme = demo.accounts.find((a) => a.name === 'Acme Corporation');
const pendingActivation = demo.subscriptions.find((s) => s.status === 'Pending activation');
const acmeCloud = demo.subscriptions.find((s) => s.label === 'Acme Cloud');
if (!ron || !acme || !pendingActivation || !acmeCloud) throw new Error('demo objects missing');

type List = {
  data: { id: string }[];
  meta?: unknown;
  links?: Record<string, unknown>;
  included?: Record<string, { id: string; meta: Record<string, unknown> }[]>;
};

describe.each([
  ['spec', spec],
  ['realistic', real],
])('subscribers (%s mode)', (mode, sim) => {
  it('finds a subscriber by exact email, plus sign encoded as %2B', async () => {
    const body = await apiJson<List>(
      sim,
      `/v2/subscriptions/subscribers?${filterQuery(`eq(email,"${ron.email}")`)}`,
    );
    expect(upstreamSubscriberListSchema.parse(body).data.map((s) => s.id)).toEqual([ron.id]);
    expect('meta' in body).toBe(mode === 'spec');
  });

  it('does not match an email in other case, or a + sent unencoded', async () => {
    const lower = await apiJson<List>(
      sim,
      `/v2/subscriptions/subscribers?${filterQuery(`eq(email,"${ron.email.toLowerCase()}")`)}`,
    );
    expect(lower.data).toEqual([]);
    const raw = await apiJson<List>(
      sim,
      `/v2/subscriptions/subscribers?filter=eq(email,"${ron.email}")`,
    );
    expect(raw.data).toEqual([]);
  });

  it('filters by account_id and by name (two Ron Swansons)', async () => {
    const byAccount = await apiJson<List>(
      sim,
      `/v2/subscriptions/subscribers?${filterQuery(`eq(account_id,${acme.id})`)}`,
    );
    expect(byAccount.data).toHaveLength(2);
    const byName = await apiJson<List>(
      sim,
      `/v2/subscriptions/subscribers?${filterQuery('eq(name,"Ron Swanson")')}`,
    );
    expect(byName.data).toHaveLength(2);
  });

  it('rejects a field or operator it does not allow with the exact filter 400', async () => {
    for (const filter of ['like(email,"*ron*")', 'eq(phone,1)', 'eq(email,ron/x)']) {
      const response = await api(sim, `/v2/subscriptions/subscribers?${filterQuery(filter)}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(FILTER_ERROR_BODY);
    }
  });

  it('gets one by id, 404 when unknown, 400 when not a UUID', async () => {
    const one = await apiJson(sim, `/v2/subscriptions/subscribers/${ron.id}`);
    expect(upstreamSubscriberResponseSchema.parse(one).data.attributes.name).toBe('Ron Swanson');
    expect((await api(sim, `/v2/subscriptions/subscribers/${UNKNOWN}`)).status).toBe(404);
    expect((await api(sim, '/v2/subscriptions/subscribers/ron')).status).toBe(400);
  });
});

describe('subscriptions', () => {
  it('filters by account_id and includes plans and pricing options, active ones marked', async () => {
    const body = await apiJson<List>(
      spec,
      `/v2/subscriptions/subscriptions?${filterQuery(`eq(account_id,${acme.id})`)}&include=plans,pricing_options`,
    );
    const parsed = upstreamSubscriptionListSchema.parse(body);
    expect(parsed.data.map((s) => s.attributes.account_id)).toEqual([acme.id, acme.id]);
    const active = parsed.included?.plans?.filter((p) => p.meta.active_plan === true) ?? [];
    expect(active.map((p) => p.id).sort()).toEqual(
      parsed.data.map((s) => s.attributes.plan_id).sort(),
    );
    expect(parsed.included?.pricing_options?.length).toBeGreaterThan(0);
  });

  it('has no included key without include, or for a type it does not know', async () => {
    const plain = await apiJson<List>(spec, '/v2/subscriptions/subscriptions');
    expect(plain).not.toHaveProperty('included');
    const unknown = await apiJson<List>(spec, '/v2/subscriptions/subscriptions?include=offerings');
    expect(unknown).not.toHaveProperty('included');
    expect(plain.data).toHaveLength(13);
  });

  it('finds one by external_ref; name and email filters are accepted and match nothing (docs/upstream/real-service.md#subscriptions-filtered-by-name-or-email)', async () => {
    const byRef = await apiJson<List>(
      spec,
      `/v2/subscriptions/subscriptions?${filterQuery('eq(external_ref,"acme-cloud-001")')}`,
    );
    expect(byRef.data.map((s) => s.id)).toEqual([acmeCloud.id]);
    const byName = await apiJson<List>(
      spec,
      `/v2/subscriptions/subscriptions?${filterQuery('eq(name,"Ron Swanson")')}`,
    );
    expect(byName.data).toEqual([]);
  });

  it('gets one with include; go_live_after in meta.timestamps (spec) or attributes (realistic)', async () => {
    const path = `/v2/subscriptions/subscriptions/${pendingActivation.id}?include=plans`;
    const specBody = upstreamSubscriptionResponseSchema.parse(await apiJson(spec, path));
    expect(specBody.data.meta.timestamps.go_live_after).toBe('2026-05-15T00:00:00.000Z');
    expect(specBody.included?.plans?.length).toBeGreaterThan(0);
    expect(specBody.included?.pricing_options).toBeUndefined();
    const realBody = upstreamSubscriptionResponseSchema.parse(await apiJson(real, path));
    expect(realBody.data.attributes.go_live_after).toBe('2026-05-15T00:00:00.000Z');
    expect(realBody.data.meta.timestamps.go_live_after).toBeUndefined();
  });

  it('answers 404 for an unknown subscription in both modes', async () => {
    for (const sim of [spec, real])
      expect((await api(sim, `/v2/subscriptions/subscriptions/${UNKNOWN}`)).status).toBe(404);
  });

  it('pages with meta and filter-keeping links in spec mode', async () => {
    const body = await apiJson<List>(
      spec,
      `/v2/subscriptions/subscriptions?page[limit]=5&page[offset]=5&${filterQuery('eq(external_ref,"x")')}`,
    );
    expect(body.meta).toEqual({
      page: { limit: 5, offset: 5, current: 2, total: 0 },
      results: { total: 0 },
    });
    const all = await apiJson<List>(
      spec,
      '/v2/subscriptions/subscriptions?page[limit]=5&page[offset]=5&include=plans',
    );
    expect(all.links?.next).toBe(
      'http://ep.test/v2/subscriptions/subscriptions?page%5Blimit%5D=5&page%5Boffset%5D=10&include=plans',
    );
  });

  it('realistic lists: no meta, only a first link on another host without the filter', async () => {
    const body = await apiJson<List>(
      real,
      `/v2/subscriptions/subscriptions?page[limit]=5&${filterQuery(`eq(account_id,${acme.id})`)}`,
    );
    expect(body).not.toHaveProperty('meta');
    expect(body.links).toEqual({
      first: `${FOREIGN_LINK_ORIGIN}/v2/subscriptions/subscriptions?page%5Blimit%5D=5&page%5Boffset%5D=0`,
      last: null,
      next: null,
      prev: null,
    });
  });
});

describe('subscription states', () => {
  it('lists the history oldest first in spec mode, out of order and without links in realistic', async () => {
    const path = `/v2/subscriptions/subscriptions/${acmeCloud.id}/states`;
    const specStates = upstreamSubscriptionStateListSchema.parse(await apiJson(spec, path));
    expect(specStates.data.map((s) => s.attributes.action)).toEqual(['pause', 'resume']);
    const realBody = await apiJson<List>(real, path);
    const realStates = upstreamSubscriptionStateListSchema.parse(realBody);
    expect(realStates.data.map((s) => s.attributes.action)).toEqual(['resume', 'pause']);
    expect(realBody).not.toHaveProperty('links');
    expect(realBody).not.toHaveProperty('meta');
  });

  it('gets one state, and 404s for an unknown subscription in both modes', async () => {
    const list = await apiJson<List>(
      spec,
      `/v2/subscriptions/subscriptions/${acmeCloud.id}/states`,
    );
    const first = list.data[0]?.id;
    const one = await apiJson<{ data: { id: string } }>(
      spec,
      `/v2/subscriptions/subscriptions/${acmeCloud.id}/states/${first}`,
    );
    expect(one.data.id).toBe(first);
    for (const sim of [spec, real])
      expect((await api(sim, `/v2/subscriptions/subscriptions/${UNKNOWN}/states`)).status).toBe(
        404,
      );
  });
});

describe.each([
  ['spec', spec],
  ['realistic', real],
])('accounts (%s mode): meta and full links in both modes', (_, sim) => {
  it('lists with like on name, meta.page/meta.results and current link', async () => {
    const body = await apiJson<List>(sim, `/v2/accounts?${filterQuery('like(name,"*Acme*")')}`);
    const parsed = upstreamAccountListSchema.parse(body);
    expect(parsed.data.map((a) => a.name)).toEqual(['Acme Corporation']);
    expect(parsed.meta.results?.total).toBe(1);
    expect(body.links).toHaveProperty('current');
    expect(body.links?.first).toContain('filter=');
  });

  it('finds a name with an apostrophe by an escaped quote, and legal names by like', async () => {
    const quoted = await apiJson<List>(
      sim,
      `/v2/accounts?${filterQuery(`eq(name,'Food \\'n Stuff')`)}`,
    );
    expect(quoted.data).toHaveLength(1);
    const legal = await apiJson<List>(
      sim,
      `/v2/accounts?${filterQuery('like(legal_name,"Globex*")')}`,
    );
    expect(legal.data).toHaveLength(2);
    const lower = await apiJson<List>(sim, `/v2/accounts?${filterQuery('like(name,"*acme*")')}`);
    expect(lower.data).toEqual([]);
  });

  it('filters id with in, sorts, and rejects what it does not allow', async () => {
    const ids = demo.accounts.slice(0, 2).map((a) => a.id);
    const body = await apiJson<List>(
      sim,
      `/v2/accounts?${filterQuery(`in(id,${ids.join(',')})`)}&sort=-name`,
    );
    expect(body.data.map((a) => a.id).sort()).toEqual([...ids].sort());
    const names = (
      await apiJson<{ data: { name: string }[] }>(sim, '/v2/accounts?sort=name')
    ).data.map((a) => a.name);
    expect(names).toEqual([...names].sort());
    expect((await api(sim, '/v2/accounts?sort=colour')).status).toBe(400);
    expect((await api(sim, `/v2/accounts?${filterQuery('eq(email,"x")')}`)).status).toBe(400);
  });

  it('gets one with top-level fields; 404 for unknown or non-UUID ids', async () => {
    const one = upstreamAccountResponseSchema.parse(await apiJson(sim, `/v2/accounts/${acme.id}`));
    expect(one.data).toMatchObject({ type: 'account', name: 'Acme Corporation' });
    expect((await api(sim, `/v2/accounts/${UNKNOWN}`)).status).toBe(404);
    expect((await api(sim, '/v2/accounts/acme')).status).toBe(404);
  });
});
