/**
 * Changing a case: every change names the version it saw. In one transaction the case's row is
 * made if missing (version 0) and locked, its version compared, the fields changed written with
 * the version one higher, and the change kept (which fields, by whom, when: never the values).
 * A stale version is a `CaseConflictError` carrying the case as it is and the changes since,
 * unless the one change since is the same person's and the case already holds what is asked (the
 * change sent again after its answer was lost).
 * The transaction is the caller's (`team.write`, db/bounded-write.ts).
 * `beforeCommit` runs last inside the transaction (the audit line): when it throws, nothing is
 * kept.
 */
import type { CaseChange, CaseField, ChangeCase } from '@pc/contract';
import { and, asc, eq, gt, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { staff, workCase, workCaseChange } from '../db/schema.ts';
import { readCase } from './case-reads.ts';
import type { CaseRecord } from './case-record.ts';
import { isStaff } from './staff-directory.ts';

/** A write's transaction (`team.write`): statements on its one connection, between BEGIN and COMMIT. */
type Tx = Db;

/** What a change may set, already checked against the invoice (its currency) and the staff. */
export type CaseEdit = Omit<ChangeCase, 'version'>;

export class CaseConflictError extends Error {
  override name = 'CaseConflictError';
  readonly current: CaseRecord;
  readonly changes: CaseChange[];
  constructor(current: CaseRecord, changes: CaseChange[]) {
    super('The case was changed since this version was read.');
    this.current = current;
    this.changes = changes;
  }
}

/** An owner who is not in the staff directory (nobody by that email has signed in). */
export class NotStaffError extends Error {
  override name = 'NotStaffError';
}

export interface CaseTarget {
  store: string;
  invoiceId: string;
  /** The invoice's subscriber, when known: kept for the customer page and erasure. */
  customerId: string | null;
}

/**
 * Makes the case's row at version 0 when there is none (made `at`, on the app's clock: settling
 * from a snapshot compares it with the snapshot's start), then locks it for this transaction.
 */
export async function lockCase(tx: Tx, target: CaseTarget, at: Date) {
  await tx
    .insert(workCase)
    .values({
      storeKey: target.store,
      invoiceId: target.invoiceId,
      customerId: target.customerId,
      createdAt: at,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(workCase)
    .where(and(eq(workCase.storeKey, target.store), eq(workCase.invoiceId, target.invoiceId)))
    .for('update');
  if (!row) throw new Error('The case row was not made.');
  if (row.customerId === null && target.customerId !== null) {
    await tx
      .update(workCase)
      .set({ customerId: target.customerId })
      .where(and(eq(workCase.storeKey, target.store), eq(workCase.invoiceId, target.invoiceId)));
    row.customerId = target.customerId;
  }
  return row;
}

/** The changes after `version`, oldest first. */
export async function changesSince(
  tx: Pick<Db, 'select'>,
  store: string,
  invoiceId: string,
  version: number,
): Promise<CaseChange[]> {
  const rows = await tx
    .select({
      version: workCaseChange.version,
      fields: workCaseChange.fields,
      email: workCaseChange.changedBy,
      name: staff.name,
      at: workCaseChange.changedAt,
    })
    .from(workCaseChange)
    .leftJoin(staff, eq(staff.email, workCaseChange.changedBy))
    .where(
      and(
        eq(workCaseChange.storeKey, store),
        eq(workCaseChange.invoiceId, invoiceId),
        gt(workCaseChange.version, version),
      ),
    )
    .orderBy(asc(workCaseChange.version));
  return rows.map((r) => ({
    version: r.version,
    fields: r.fields as CaseChange['fields'],
    by: r.email === null ? null : { email: r.email, name: r.name },
    at: r.at.toISOString(),
  }));
}

type Row = typeof workCase.$inferSelect;

/** The columns an edit sets, and the fields whose value it changes. */
function columnsOf(row: Row, edit: CaseEdit): { set: Partial<Row>; fields: CaseField[] } {
  const set: Partial<Row> = {};
  const fields: CaseField[] = [];
  if (edit.owner !== undefined && edit.owner !== row.ownerEmail) {
    set.ownerEmail = edit.owner;
    fields.push('owner');
  }
  if (edit.followUpOn !== undefined && edit.followUpOn !== row.followUpOn) {
    set.followUpOn = edit.followUpOn;
    fields.push('followUpOn');
  }
  if (edit.promise !== undefined) {
    const on = edit.promise?.on ?? null;
    const amount = edit.promise?.amount ? BigInt(edit.promise.amount.amount) : null;
    const currency = edit.promise?.amount?.currency ?? null;
    if (on !== row.promiseOn || amount !== row.promiseAmount || currency !== row.promiseCurrency) {
      Object.assign(set, { promiseOn: on, promiseAmount: amount, promiseCurrency: currency });
      fields.push('promise');
    }
  }
  return { set, fields };
}

export interface ChangeOutcome {
  record: CaseRecord;
  /** The fields this change set (empty: it changed nothing, and the version stayed). */
  fields: CaseField[];
}

/** One change since `version`, by this person, and nothing left that the edit would change. */
function isRepeat(row: Row, change: { edit: CaseEdit; by: string }, since: CaseChange[]): boolean {
  return (
    since.length === 1 &&
    since[0]?.by?.email === change.by &&
    columnsOf(row, change.edit).fields.length === 0
  );
}

/**
 * A stale `version` is refused unless the change is its person's own, sent again (`isRepeat`):
 * that is answered with the case as it is, as a change that changed nothing.
 * @throws CaseConflictError when `version` is not the case's; NotStaffError for an owner who is
 *   not staff
 */
export async function changeCase(
  tx: Tx,
  target: CaseTarget,
  change: { version: number; edit: CaseEdit; by: string; at: Date },
  beforeCommit: (fields: CaseField[], version: number) => void,
): Promise<ChangeOutcome> {
  const row = await lockCase(tx, target, change.at);
  if (row.version !== change.version) {
    const current = await readCase(tx, target.store, target.invoiceId);
    const changes = await changesSince(tx, target.store, target.invoiceId, change.version);
    // The same change sent again (its answer lost on the way): the one change since is this
    // person's and the case already holds what is asked. It is done; nothing to refuse.
    if (isRepeat(row, change, changes)) return { record: current as CaseRecord, fields: [] };
    throw new CaseConflictError(current as CaseRecord, changes);
  }
  if (change.edit.owner && !(await isStaff(tx, change.edit.owner))) {
    throw new NotStaffError(change.edit.owner);
  }
  const { set, fields } = columnsOf(row, change.edit);
  if (fields.length > 0) {
    const version = row.version + 1;
    await tx
      .update(workCase)
      .set({ ...set, version, updatedBy: change.by, updatedAt: change.at })
      .where(and(eq(workCase.storeKey, target.store), eq(workCase.invoiceId, target.invoiceId)));
    await tx.insert(workCaseChange).values({
      storeKey: target.store,
      invoiceId: target.invoiceId,
      version,
      fields,
      changedBy: change.by,
      changedAt: change.at,
    });
    beforeCommit(fields, version);
  }
  const record = await readCase(tx, target.store, target.invoiceId);
  return { record: record as CaseRecord, fields };
}

/**
 * Closes the open cases matching `which` as settled at `at`, each with its version one higher
 * and a `settled` change by nobody (a person's stale change then meets a 409 saying so). One
 * statement (the change rows from the update's own answer): atomic without a transaction, so a
 * background settle never holds a connection across a database outage.
 * @returns the invoices whose cases closed now
 */
async function settle(db: Db, store: string, which: SQL | undefined, at: Date): Promise<string[]> {
  const closed = db.$with('closed').as(
    db
      .update(workCase)
      .set({ settledAt: at, closed: true, version: sql`${workCase.version} + 1` })
      .where(and(eq(workCase.storeKey, store), eq(workCase.closed, false), which))
      .returning({ invoiceId: workCase.invoiceId, version: workCase.version }),
  );
  const written = await db
    .with(closed)
    .insert(workCaseChange)
    .select(
      db
        .select({
          storeKey: sql<string>`${store}`.as('store_key'),
          invoiceId: closed.invoiceId,
          version: closed.version,
          fields: sql<string[]>`ARRAY['settled']::text[]`.as('fields'),
          changedBy: sql<string | null>`NULL::text`.as('changed_by'),
          changedAt: sql<Date>`${at.toISOString()}::timestamptz`.as('changed_at'),
        })
        .from(closed),
    )
    .returning({ invoiceId: workCaseChange.invoiceId });
  return written.map((r) => r.invoiceId);
}

/** Elastic Path says the invoice is paid (the invoice page's read): its case closes itself. */
export async function settleCase(db: Db, store: string, invoiceId: string, at: Date) {
  return (await settle(db, store, eq(workCase.invoiceId, invoiceId), at)).length > 0;
}

/**
 * The open cases whose invoices a complete attention snapshot no longer lists as outstanding
 * (cases made before that refresh started): Elastic Path settled them.
 */
export function settleAbsent(
  db: Db,
  store: string,
  outstanding: readonly string[],
  snapshotStartedAt: Date,
  at: Date,
): Promise<string[]> {
  return settle(
    db,
    store,
    and(
      lt(workCase.createdAt, snapshotStartedAt),
      notInArray(workCase.invoiceId, [...outstanding]),
    ),
    at,
  );
}
