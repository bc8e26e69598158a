/**
 * The team's records leave with the customer and with time, on PGlite and on a Postgres server:
 * erasing a customer deletes their notes (on them and on their invoices) and their cases with
 * their history, and nobody else's; closed cases past the retention are purged with their notes,
 * open ones and recent ones are kept.
 */
import type { Case, CustomerWork, Note } from '@pc/contract';
import { beforeEach, describe, expect } from 'vitest';
import { eraseCustomer } from '../db/erase-customer.ts';
import { databaseKinds } from '../testing/database-kinds.ts';
import { ANA } from '../testing/proxy-staff.ts';
import {
  createTeamHarness,
  outstandingInvoice,
  type TeamHarness,
  teamRowCounts,
} from '../testing/team-harness.ts';
import { proxyStaffFor, teamDatabase } from '../testing/team-suite.ts';
import { monthsBefore, purgeClosedCases } from './retention.ts';

const kinds = databaseKinds();
const proxy = proxyStaffFor(kinds);

describe.each(kinds.map((k) => [k.name, k] as const))('erasure and retention on %s', (_n, kind) => {
  const suite = teamDatabase(kind);
  const { run } = suite;
  let h: TeamHarness;
  beforeEach(async () => {
    if (kind.unavailable) return;
    h = createTeamHarness(suite.database, proxy.staff);
  });

  /** An invoice with a case (a follow-up), a note on it and one on its customer. */
  async function worked(skip: number) {
    const invoice = await outstandingInvoice(h, ANA, skip);
    const path = `/api/invoices/${invoice.invoiceId}`;
    expect((await h.as(ANA, `${path}/notes`, { body: { text: 'on the invoice' } })).status).toBe(
      201,
    );
    const customerNote = await h.as(ANA, `/api/customers/${invoice.customerId}/notes`, {
      body: { text: 'on the customer' },
    });
    expect(customerNote.status).toBe(201);
    const changed = await h.as(ANA, `${path}/case`, {
      method: 'PATCH',
      body: { version: 0, followUpOn: '2026-06-02' },
    });
    expect(changed.status).toBe(200);
    return {
      ...invoice,
      note: (await customerNote.json()) as Note,
      case: (await changed.json()) as Case,
    };
  }

  run('erasing a customer removes their notes, cases and history, and nobody else’s', async () => {
    const theirs = await worked(0);
    let other = await worked(1);
    for (let skip = 2; other.customerId === theirs.customerId; skip += 1)
      other = await worked(skip);
    const before = await teamRowCounts(suite.database);
    const erased = await eraseCustomer(suite.database.db, theirs.customerId.toUpperCase());
    expect(erased).toMatchObject({ notes: 2, cases: 1 });
    const after = await teamRowCounts(suite.database);
    expect(after).toMatchObject({
      notes: (before?.notes ?? 0) - 2,
      cases: (before?.cases ?? 0) - 1,
      changes: (before?.changes ?? 0) - 1,
    });
    const gone = await (await h.as(ANA, `/api/customers/${theirs.customerId}/work`)).json();
    expect(gone).toMatchObject({ notes: [], cases: [] });
    const kept = (await (
      await h.as(ANA, `/api/customers/${other.customerId}/work`)
    ).json()) as CustomerWork;
    expect(kept.notes).toHaveLength(1);
    expect(kept.cases).toHaveLength(1);
  });

  run(
    'purges closed cases past the retention with their notes; keeps open and recent ones',
    async () => {
      const old = await worked(0);
      const recent = await worked(1);
      const open = await worked(2);
      const settle = (invoiceId: string, at: string) =>
        suite.database.pool.query(
          'UPDATE work_case SET closed = true, settled_at = $2 WHERE invoice_id = $1',
          [invoiceId, at],
        );
      await settle(old.invoiceId, '2025-04-01T00:00:00Z');
      await settle(recent.invoiceId, '2026-05-01T00:00:00Z');
      const before = monthsBefore(Date.parse('2026-06-01T12:00:00Z'), 13);
      expect(before.toISOString()).toBe('2025-05-01T12:00:00.000Z');
      expect(await purgeClosedCases(suite.database.db, before)).toEqual({ cases: 1, notes: 1 });
      const left = await suite.database.pool.query<{ invoice_id: string }>(
        'SELECT invoice_id FROM work_case ORDER BY invoice_id',
      );
      expect(left.rows.map((r) => r.invoice_id).sort()).toEqual(
        [recent.invoiceId, open.invoiceId].sort(),
      );
      // The customer's own notes stay: they belong to the customer, not to the closed case.
      const notes = await suite.database.pool.query(
        'SELECT 1 FROM work_note WHERE subject_id = $1',
        [old.customerId],
      );
      expect(notes.rowCount).toBeGreaterThan(0);
      expect(await purgeClosedCases(suite.database.db, before)).toEqual({ cases: 0, notes: 0 });
    },
  );
});
