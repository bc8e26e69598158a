/**
 * A BFF for the team-work tests: a harness (test-harness.ts) on a given database, with staff
 * signing in through an identity-aware proxy (proxy-staff.ts), a movable work clock, and what a
 * test asks of the tables (their row counts, before and after a refused write).
 */
import type { BffDeps } from '../create-app.ts';
import type { Database } from '../db/database.ts';
import type { ProxyStaff, StaffMember } from './proxy-staff.ts';
import { createHarness, type Harness } from './test-harness.ts';

export interface TeamHarness extends Harness {
  /** The clock due and broken are judged by; the harness's own `clock` writes the times. */
  workClock: { now: number };
  /** A request as `person` (signed in through the proxy), JSON when `body` is given. */
  as(
    person: StaffMember,
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
}

export function createTeamHarness(
  database: Database | null,
  staff: ProxyStaff,
  options: { env?: Record<string, string>; deps?: Partial<BffDeps> } = {},
): TeamHarness {
  const workClock = { now: Date.parse('2026-06-01T12:00:00Z') };
  const h = createHarness({
    env: { ...staff.env, ...options.env },
    deps: { database, workClock: () => workClock.now, ...options.deps },
  });
  return {
    ...h,
    workClock,
    async as(person, path, init = {}) {
      const headers: Record<string, string> = {
        ...(await staff.headers(person, h.clock.now)),
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
        ...init.headers,
      };
      const body =
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body);
      return h.request(path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
    },
  };
}

/** Rows in the team's tables: a refused write leaves them as they were. */
export async function teamRowCounts(database: Database) {
  const { rows } = await database.pool.query<{
    cases: number;
    changes: number;
    notes: number;
    staff: number;
  }>(`SELECT (SELECT count(*)::int FROM work_case) AS cases,
             (SELECT count(*)::int FROM work_case_change) AS changes,
             (SELECT count(*)::int FROM work_note) AS notes,
             (SELECT count(*)::int FROM staff) AS staff`);
  return rows[0];
}

export async function clearTeamTables(database: Database) {
  await database.pool.query(
    'DELETE FROM work_note; DELETE FROM work_case_change; DELETE FROM work_case; DELETE FROM staff',
  );
}

/** An outstanding invoice of the demo data with a known total, its customer and currency. */
export async function outstandingInvoice(h: TeamHarness, person: StaffMember, skip = 0) {
  let skipped = 0;
  for (const demo of h.sim.invoices) {
    const page = (await (await h.as(person, `/api/invoices/${demo.invoiceId}`)).json()) as {
      invoice: { paid: boolean; subscriberId: string | null; total: { currency: string } | null };
    };
    if (page.invoice.paid || !page.invoice.total || !page.invoice.subscriberId) continue;
    if (skipped++ < skip) continue;
    return {
      invoiceId: demo.invoiceId,
      customerId: page.invoice.subscriberId,
      currency: page.invoice.total.currency,
    };
  }
  throw new Error('no outstanding invoice with a total in the demo data');
}
