/**
 * `GET /api/attention`: the store's outstanding invoices, one row each, from the replica's
 * snapshot (attention/attention-snapshot.ts): no upstream call waits on this request. Audited by
 * the snapshot's id (its invoices are written once per snapshot, audit/served-snapshots.ts), with
 * each row's served-tag, so the page's view report can name its rows on any replica. A person
 * may ask a burst, then about once a second (http/person-rate-limit.ts, set in create-app.ts).
 */
import type { AttentionPage } from '@pc/contract';
import { Hono } from 'hono';
import type { AttentionSnapshot } from '../attention/attention-snapshot.ts';
import type { Audit } from '../audit/audit.ts';
import type { AppEnv } from '../core/app-env.ts';
import { noQuery } from './validators.ts';

/**
 * A person's polls of the list: ten at once (a page, a reload, a few tabs), then one a second.
 * The web app asks every 2 s at most (while a snapshot is built), so one tab never meets it.
 */
export const ATTENTION_LIST_RATE = { burst: 10, perSecond: 1 } as const;

export function attentionRoutes(snapshot: AttentionSnapshot, audit: Audit) {
  return new Hono<AppEnv>().get('/attention', noQuery, async (c) => {
    const page = await snapshot.view();
    c.set('rowsReturned', page.rows.length);
    const tags = audit.attentionServed(c, page);
    return c.json({ ...page, tags } satisfies AttentionPage, 200);
  });
}
