/**
 * `GET /api/attention`: the store's outstanding invoices, one row each, from the replica's
 * snapshot (attention/attention-snapshot.ts): no upstream call waits on this request. Audited by
 * the snapshot's id (its invoices are written once per snapshot, audit/served-snapshots.ts), with
 * each row's served-tag, so the page's view report can name its rows on any replica. A person
 * may ask a burst, then about once a second (http/person-rate-limit.ts).
 */
import type { AttentionPage } from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { personRateLimit } from '../http/person-rate-limit.ts';
import type { RouteDeps } from './route-deps.ts';
import { noQuery } from './validators.ts';

/**
 * A person's polls of the list: ten at once (a page, a reload, a few tabs), then one a second.
 * The web app asks every 2 s at most (while a snapshot is built), so one tab never meets it.
 */
export const ATTENTION_LIST_RATE = { burst: 10, perSecond: 1 } as const;

/** Mounted at `/api/attention`. */
export function attentionRoutes({ attention, audit, now }: RouteDeps) {
  const rate = personRateLimit(ATTENTION_LIST_RATE, now, 'the attention list');
  return new Hono<AppEnv>().get('/', rate, noQuery, async (c) => {
    const page = await attention.view();
    c.set('rowsReturned', page.rows.length);
    const tags = audit.attentionServed(c, page);
    return c.json({ ...page, tags } satisfies AttentionPage, 200);
  });
}
