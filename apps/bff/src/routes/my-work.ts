/**
 * `GET /api/my-work`: the signed-in person's open cases, follow-ups first (due ones lead), from
 * the console's database only. The list's own view of the same is `GET /api/attention?owner=me&due=1`.
 */
import type { MyWork } from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { readOwnedCases } from '../team-work/case-reads.ts';
import { caseOf } from '../team-work/case-record.ts';
import { personOf } from '../team-work/staff-directory.ts';
import type { RouteDeps } from './route-deps.ts';
import { noQuery } from './validators.ts';

/** Mounted at `/api/my-work`. */
export function myWorkRoutes({ team, audit }: RouteDeps) {
  return new Hono<AppEnv>().get('/', noQuery, async (c) => {
    const me = personOf(c);
    const today = team.today();
    const records = await team.run((db) => readOwnedCases(db, team.store, me));
    const body: MyWork = { cases: records.map((record) => caseOf(record, today)), today };
    audit.served(
      c,
      'my-work.served',
      { cases: body.cases.length },
      body.cases.map((found) => found.invoiceId),
    );
    return c.json(body, 200);
  });
}
