/**
 * Reading cases: one invoice's, a page of the attention list's (one query joining the cases,
 * their people's names and their notes' counts: never a query per row), a customer's open ones,
 * a person's open ones. Each read is one statement; the caller bounds its wait.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { staff, workCase, workNote } from '../db/schema.ts';
import type { CaseRecord } from './case-record.ts';

type Executor = Pick<Db, 'select'>;

const ownerStaff = alias(staff, 'owner_staff');
const updaterStaff = alias(staff, 'updater_staff');

/**
 * Notes on the case's invoice (hidden ones too: kept in history): a subquery per row that the
 * index `work_note_subject` answers, within the one statement.
 */
const notesCount = sql<number>`(SELECT count(*)::int FROM ${workNote} WHERE ${workNote.storeKey} = ${workCase.storeKey} AND ${workNote.subjectKind} = 'invoice' AND ${workNote.subjectId} = ${workCase.invoiceId})`;

/** The cases matching `where`, each with its people's names and notes count, in one statement. */
function selectCases(db: Executor, store: string, where: ReturnType<typeof and>) {
  return db
    .select({
      row: workCase,
      ownerName: ownerStaff.name,
      updatedByName: updaterStaff.name,
      notesCount,
    })
    .from(workCase)
    .leftJoin(ownerStaff, eq(ownerStaff.email, workCase.ownerEmail))
    .leftJoin(updaterStaff, eq(updaterStaff.email, workCase.updatedBy))
    .where(and(eq(workCase.storeKey, store), where));
}

export async function readCase(
  db: Executor,
  store: string,
  invoiceId: string,
): Promise<CaseRecord | null> {
  const [found] = await selectCases(db, store, eq(workCase.invoiceId, invoiceId));
  return found ?? null;
}

/**
 * The store's open cases (the attention list's rows are its outstanding invoices), keyed by
 * invoice id. By the store alone, not by the list's thousand ids: one index range instead of a
 * thousand probes of an array parameter, which cost embedded PGlite about 20 ms a read.
 */
export async function readOpenCases(db: Executor, store: string): Promise<Map<string, CaseRecord>> {
  const found = await selectCases(db, store, eq(workCase.closed, false));
  return new Map(found.map((record) => [record.row.invoiceId, record]));
}

/** A customer's open cases, follow-ups first. */
export function readCustomerCases(db: Executor, store: string, customerId: string) {
  return selectCases(
    db,
    store,
    and(eq(workCase.customerId, customerId), eq(workCase.closed, false)),
  ).orderBy(sql`${workCase.followUpOn} ASC NULLS LAST`, asc(workCase.invoiceId));
}

/** A person's open cases, follow-ups first. */
export function readOwnedCases(db: Executor, store: string, email: string) {
  return selectCases(
    db,
    store,
    and(eq(workCase.ownerEmail, email), eq(workCase.closed, false)),
  ).orderBy(sql`${workCase.followUpOn} ASC NULLS LAST`, asc(workCase.invoiceId));
}

/** Which of these invoices already have a case (so were checked with Elastic Path), with their customer. */
export async function knownCustomers(
  db: Executor,
  store: string,
  invoiceIds: readonly string[],
): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ invoiceId: workCase.invoiceId, customerId: workCase.customerId })
    .from(workCase)
    .where(and(eq(workCase.storeKey, store), inArray(workCase.invoiceId, [...invoiceIds])));
  return new Map(rows.map((r) => [r.invoiceId, r.customerId]));
}
