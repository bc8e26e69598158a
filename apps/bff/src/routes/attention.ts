/**
 * `GET /api/attention`: the store's outstanding invoices, one row each, from the replica's
 * snapshot (attention/attention-snapshot.ts): no upstream call waits on this request. Each row
 * carries its company and the team's case on it, read from the console's database in one query
 * at each request (team-work/case-reads.ts), so colleagues' changes show at the next poll; the
 * query's filters and sort (`owner`, `due`, `case`, `currency`, `lastAttempt`, `sort`: the
 * contract's attentionQuerySchema) select from them. Audited by the snapshot's id (its invoices
 * are written once per snapshot, audit/served-snapshots.ts), with each row's served-tag, so the
 * page's view report can name its rows on any replica. A person may ask a burst, then about once
 * a second (http/person-rate-limit.ts).
 */
import {
  ATTENTION_QUERY_PARAMETERS,
  type AttentionListRow,
  type AttentionPage,
  attentionQuerySchema,
  workList,
} from '@pc/contract';
import { Hono } from 'hono';
import { attentionPage } from '../attention/attention-page.ts';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import { personRateLimit } from '../http/person-rate-limit.ts';
import { readOpenCases } from '../team-work/case-reads.ts';
import { caseOf, emptyCase } from '../team-work/case-record.ts';
import { personOf } from '../team-work/staff-directory.ts';
import type { TeamWork } from '../team-work/team-work.ts';
import type { RouteDeps } from './route-deps.ts';
import { queryOf } from './validators.ts';

/**
 * A person's polls of the list: ten at once (a page, a reload, a few tabs), then one a second.
 * The web app asks every 2 s at most (while a snapshot is built), so one tab never meets it.
 */
export const ATTENTION_LIST_RATE = { burst: 10, perSecond: 1 } as const;

/** The store's open cases, or null when the database cannot give them within the deadline. */
async function openCases(team: TeamWork) {
  try {
    return await team.run((db) => readOpenCases(db, team.store));
  } catch (error) {
    if (error instanceof ApiHttpError && error.status === 503) return null;
    throw error;
  }
}

/** Mounted at `/api/attention`. */
export function attentionRoutes({ attention, audit, now, team }: RouteDeps) {
  const rate = personRateLimit(ATTENTION_LIST_RATE, now, 'the attention list');
  const query = queryOf(attentionQuerySchema, ATTENTION_QUERY_PARAMETERS);
  return new Hono<AppEnv>().get('/', rate, query, async (c) => {
    const filters = c.req.valid('query');
    // Side by side: neither waits on the other's database read (each within its deadline).
    const [{ snapshot: state, rows }, cases] = await Promise.all([
      attention.view(),
      team.hasDatabase ? openCases(team) : Promise.resolve(null),
    ]);
    const invoiceIds = rows.map((row) => row.invoice.id);
    if (cases) team.settleFromSnapshot(c, state, invoiceIds);
    const today = team.today();
    const joined: AttentionListRow[] = rows.map((row) => {
      const record = cases?.get(row.invoice.id);
      return {
        ...row,
        company: row.company ?? null,
        case: record ? caseOf(record, today) : emptyCase(row.invoice.id, today),
      };
    });
    // Without the cases, a case filter selects nothing rather than every row as if unassigned.
    const caseFilter =
      filters.owner !== undefined || filters.due !== undefined || filters.case !== undefined;
    const selected =
      cases === null && caseFilter ? [] : workList(joined, filters, personOf(c), team.clock());
    const { id: _id, ...untagged } = state;
    const page = attentionPage(selected, untagged);
    c.set('rowsReturned', page.rows.length);
    const tags = audit.attentionServed(c, page);
    const body = { ...page, casesUnavailable: cases === null, today, tags };
    return c.json(body satisfies AttentionPage, 200);
  });
}
