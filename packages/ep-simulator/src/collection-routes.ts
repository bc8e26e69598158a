/**
 * The list-and-get pair most resources share: `GET /` (page, filter, optional sort) and
 * `GET /:id`. Subscribers, jobs, dunning rules, schedules, accounts and account members are
 * built from it.
 */
import { Hono } from 'hono';
import type { RouteFamily } from './fault-targets.ts';
import type { FilterFields } from './filter-match.ts';
import { listResponse, pageOf } from './list-response.ts';
import { admit, badUuid, notFound, readList, single } from './route-support.ts';
import type { SimulatorState } from './simulator-state.ts';
import type { Collection } from './store.ts';
import { resourceJson } from './wire.ts';

/** The path parameter, named so a 400 reads like the spec: "uuid must be a UUID". */
const ID_PARAM = 'uuid';

export interface CollectionRoutes<T extends { id: string }> {
  family: Extract<
    RouteFamily,
    'subscribers' | 'jobs' | 'dunning-rules' | 'schedules' | 'accounts' | 'account-members'
  >;
  /** For 404 details, e.g. "subscriber". */
  noun: string;
  items(state: SimulatorState): Collection<T>;
  fields: FilterFields<T>;
  api?: 'subscriptions' | 'accounts';
  realisticWithoutLinks?: boolean;
  /** Orders the matches by the request's `sort`, or answers a 400 for one it does not know. */
  sort?(items: T[], sort: string | null): T[] | Response;
}

/**
 * The two routes, to mount at the resource's path.
 * @example app.route('/v2/subscriptions/jobs', collectionRoutes(state, jobRoutes))
 */
export function collectionRoutes<T extends { id: string }>(
  state: SimulatorState,
  spec: CollectionRoutes<T>,
): Hono {
  const app = new Hono();
  const api = spec.api ?? 'subscriptions';

  app.get('/', async (c) => {
    const list = await readList(
      state,
      c,
      `${spec.family}.list`,
      spec.items(state).all,
      spec.fields,
    );
    if (list instanceof Response) return list;
    const { url, page, matches } = list;
    const sorted = spec.sort ? spec.sort(matches, url.searchParams.get('sort')) : matches;
    if (sorted instanceof Response) return sorted;
    return listResponse({
      state,
      url,
      page,
      total: sorted.length,
      data: pageOf(sorted, page).map(resourceJson),
      api,
      realisticWithoutLinks: spec.realisticWithoutLinks ?? false,
    });
  });

  app.get(`/:${ID_PARAM}`, async (c) => {
    const stop = await admit(state, c, `${spec.family}.get`);
    if (stop) return stop;
    const id = c.req.param(ID_PARAM);
    // Account Management documents no 400 here: an id that is no UUID is simply not found.
    if (api === 'subscriptions') {
      const bad = badUuid(c, ID_PARAM);
      if (bad) return bad;
    }
    const item = spec.items(state).get(id);
    return item ? single(resourceJson(item)) : notFound(spec.noun, id);
  });

  return app;
}
