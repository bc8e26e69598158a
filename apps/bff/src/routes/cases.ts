/**
 * `POST /api/cases/assign`: one owner (or nobody) for up to 100 invoices of the list, each
 * naming the version the person saw. Everything is checked before anything is written: the owner
 * is staff, and each invoice is known (one with a case already is; any other is read once from
 * Elastic Path, and the first one it does not know is a 404). Then each case changes on its own:
 * a stale one is reported in `conflicts`, the rest are assigned.
 */
import { type BulkAssignResult, bulkAssignSchema } from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import { CaseConflictError, changeCase } from '../team-work/case-changes.ts';
import { knownCustomers } from '../team-work/case-reads.ts';
import { caseOf } from '../team-work/case-record.ts';
import { emailKey, isStaff, NOT_STAFF, personOf } from '../team-work/staff-directory.ts';
import type { RouteDeps } from './route-deps.ts';
import { jsonBody, noQuery } from './validators.ts';

/** Invoices read from Elastic Path at once while checking a bulk assign. */
const CHECKS_AT_ONCE = 4;

/** Mounted at `/api/cases`. */
export function caseRoutes({ team }: RouteDeps) {
  return new Hono<AppEnv>().post('/assign', noQuery, jsonBody(bulkAssignSchema), async (c) => {
    const body = c.req.valid('json');
    const owner = body.owner === null ? null : emailKey(body.owner);
    const items = body.items.map((item) => ({ ...item, invoiceId: item.invoiceId.toLowerCase() }));
    const known = await team.run(async (db) => {
      if (owner !== null && !(await isStaff(db, owner))) {
        throw new ApiHttpError(400, NOT_STAFF, { parameter: 'owner' });
      }
      return knownCustomers(
        db,
        team.store,
        items.map((i) => i.invoiceId),
      );
    });
    const customers = new Map(known);
    const unknown = items.filter((item) => !known.has(item.invoiceId));
    for (let i = 0; i < unknown.length; i += CHECKS_AT_ONCE) {
      const batch = unknown.slice(i, i + CHECKS_AT_ONCE);
      const facts = await Promise.all(batch.map((item) => team.invoiceFacts(item.invoiceId)));
      for (const [j, item] of batch.entries()) {
        customers.set(item.invoiceId, facts[j]?.customerId ?? null);
      }
    }
    const today = team.today();
    const who = personOf(c);
    const result: BulkAssignResult = { assigned: [], conflicts: [] };
    for (const { invoiceId, version } of items) {
      const customerId = customers.get(invoiceId) ?? null;
      try {
        const outcome = await team.write((db) =>
          changeCase(
            db,
            { store: team.store, invoiceId, customerId },
            { version, edit: { owner }, by: who, at: team.at() },
            (fields, next) =>
              team.audited(c, 'case.changed', {
                invoiceId,
                customerId,
                version: next,
                fields,
                bulk: true,
              }),
          ),
        );
        result.assigned.push(caseOf(outcome.record, today));
      } catch (error) {
        if (!(error instanceof CaseConflictError)) throw error;
        result.conflicts.push({ current: caseOf(error.current, today), changes: error.changes });
      }
    }
    return c.json(result, 200);
  });
}
