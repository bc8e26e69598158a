/**
 * `GET /subscriptions/subscriptions` (filter, include), `…/{id}` (include) and the lifecycle
 * history `…/{id}/states`, `…/{id}/states/{state_id}` (docs/upstream/navigation.md#subscriptions, docs/upstream/navigation.md#subscription-states).
 */
import { Hono } from 'hono';
import type { FilterFields } from './filter-match.ts';
import { listResponse, pageOf } from './list-response.ts';
import { admit, badUuid, notFound, readList, single } from './route-support.ts';
import type { SimulatorState } from './simulator-state.ts';
import type { SimulatorPlan, SimulatorPricingOption, SimulatorSubscription } from './types.ts';
import { resourceJson, subscriptionWire } from './wire.ts';

/**
 * `name` and `email` are documented filters although a subscription has neither (docs/upstream/real-service.md#subscriptions-filtered-by-name-or-email): they
 * are accepted and match nothing.
 */
const FIELDS: FilterFields<SimulatorSubscription> = {
  account_id: { kind: 'uuid', ops: ['eq'], get: (s) => s.attributes.account_id },
  name: { kind: 'text', ops: ['eq'], get: () => undefined },
  email: { kind: 'text', ops: ['eq'], get: () => undefined },
  external_ref: { kind: 'text', ops: ['eq'], get: (s) => s.attributes.external_ref },
};

/**
 * `"included":{…}` for the requested types, or undefined when nothing was requested or
 * related (docs/upstream/navigation.md#filter-grammar: then there is no `included` key). A plan is `active_plan: true` when it is the
 * active plan of a subscription in the answer, else null; pricing options likewise.
 */
function included(
  state: SimulatorState,
  subscriptions: readonly SimulatorSubscription[],
  include: string | null,
): string | undefined {
  const wanted = new Set((include ?? '').split(',').map((t) => t.trim()));
  const plans = new Map<string, SimulatorPlan>();
  const options = new Map<string, SimulatorPricingOption>();
  const activePlans = new Set(subscriptions.map((s) => s.attributes.plan_id.toLowerCase()));
  const activeOptions = new Set(
    subscriptions.map((s) => s.attributes.pricing_option_id.toLowerCase()),
  );
  for (const s of subscriptions) {
    const offering = state.store.offerings.get(s.attributes.offering.id.toLowerCase());
    if (!offering) continue;
    if (wanted.has('plans')) for (const p of offering.plans) plans.set(p.id, p);
    if (wanted.has('pricing_options'))
      for (const o of offering.pricing_options) options.set(o.id, o);
  }
  const members: string[] = [];
  if (plans.size > 0) {
    const list = [...plans.values()].map((p) => ({
      ...p,
      meta: { ...p.meta, active_plan: activePlans.has(p.id.toLowerCase()) ? true : null },
    }));
    members.push(`"plans":[${list.map(resourceJson).join(',')}]`);
  }
  if (options.size > 0) {
    const list = [...options.values()].map((o) => ({
      ...o,
      meta: {
        ...o.meta,
        active_pricing_option: activeOptions.has(o.id.toLowerCase()) ? true : null,
      },
    }));
    members.push(`"pricing_options":[${list.map(resourceJson).join(',')}]`);
  }
  return members.length > 0 ? `"included":{${members.join(',')}}` : undefined;
}

/**
 * The routes, to mount at `/v2/subscriptions/subscriptions` beside the invoice and payment ones.
 * @example app.route('/v2/subscriptions/subscriptions', subscriptionsRoutes(state))
 */
export function subscriptionsRoutes(state: SimulatorState): Hono {
  const app = new Hono();
  const wire = (s: SimulatorSubscription) => resourceJson(subscriptionWire(s, state.realistic));

  app.get('/', async (c) => {
    const list = await readList(
      state,
      c,
      'subscriptions.list',
      state.store.subscriptions.all,
      FIELDS,
    );
    if (list instanceof Response) return list;
    const { url, page, matches } = list;
    const shown = pageOf(matches, page);
    const extra = included(state, shown, url.searchParams.get('include'));
    return listResponse({
      state,
      url,
      page,
      total: matches.length,
      data: shown.map(wire),
      api: 'subscriptions',
      ...(extra && { extra }),
    });
  });

  app.get('/:subscription_uuid', async (c) => {
    const stop = await admit(state, c, 'subscriptions.get');
    if (stop) return stop;
    const bad = badUuid(c, 'subscription_uuid');
    if (bad) return bad;
    const subscription = state.store.subscriptions.get(c.req.param('subscription_uuid'));
    if (!subscription) return notFound('subscription', c.req.param('subscription_uuid'));
    const extra = included(state, [subscription], c.req.query('include') ?? null);
    if (!extra) return single(wire(subscription));
    return new Response(`{"data":${wire(subscription)},${extra}}`, {
      headers: { 'content-type': 'application/json' },
    });
  });

  app.get('/:subscription_uuid/states', async (c) => {
    const stop = await admit(state, c, 'states.list');
    if (stop) return stop;
    const bad = badUuid(c, 'subscription_uuid');
    if (bad) return bad;
    const states = state.store.statesOf(c.req.param('subscription_uuid'));
    // Documented with a 404 (docs/upstream/navigation.md#subscription-states) and not among the lists the real service answers empty.
    if (!states) return notFound('subscription', c.req.param('subscription_uuid'));
    // No query parameters: the whole history in one page.
    const served = state.realistic ? [...states].reverse() : states;
    const page = { offset: 0, limit: Math.max(served.length, 1) };
    return listResponse({
      state,
      url: new URL(c.req.url),
      page,
      total: served.length,
      data: served.map(resourceJson),
      api: 'subscriptions',
      realisticWithoutLinks: true,
    });
  });

  app.get('/:subscription_uuid/states/:state_uuid', async (c) => {
    const stop = await admit(state, c, 'states.get');
    if (stop) return stop;
    const bad = badUuid(c, 'subscription_uuid', 'state_uuid');
    if (bad) return bad;
    const wanted = c.req.param('state_uuid').toLowerCase();
    const found = state.store
      .statesOf(c.req.param('subscription_uuid'))
      ?.find((s) => s.id.toLowerCase() === wanted);
    return found ? single(resourceJson(found)) : notFound('state', c.req.param('state_uuid'));
  });

  return app;
}
