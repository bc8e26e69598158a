/**
 * Removes one customer from everything the console stores: the attention snapshot's rows, the
 * team's notes about them (on the customer, and on each of their invoices) and their cases with
 * the cases' history, in every store the database holds (a customer id is a UUID: it names one
 * customer of one store). Elastic Path stays the source: a customer who still has an outstanding
 * invoice there comes back at the next refresh, so erase there first. Backups keep what they hold
 * until their retention ends (docs/deployment.md#what-is-stored).
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { attentionRowTable, attentionSnapshot, workCase, workNote } from './schema.ts';

export interface Erased {
  attentionRows: number;
  notes: number;
  cases: number;
}

export async function eraseCustomer(db: Db, customerId: string): Promise<Erased> {
  const id = customerId.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(attentionRowTable)
      .where(eq(attentionRowTable.customerId, id))
      .returning({ storeKey: attentionRowTable.storeKey });
    const stores = [...new Set(removed.map((r) => r.storeKey))];
    // Replicas keep the rows they last read until the snapshot changes: mark it changed.
    if (stores.length > 0) {
      await tx
        .update(attentionSnapshot)
        .set({ updatedAt: sql`now()` })
        .where(inArray(attentionSnapshot.storeKey, stores));
    }
    // Notes about them, and notes on their invoices written before the case knew its customer.
    const theirInvoices = tx
      .select({ invoiceId: workCase.invoiceId })
      .from(workCase)
      .where(and(eq(workCase.customerId, id), eq(workCase.storeKey, workNote.storeKey)));
    const notes = await tx
      .delete(workNote)
      .where(
        or(
          eq(workNote.customerId, id),
          and(eq(workNote.subjectKind, 'invoice'), inArray(workNote.subjectId, theirInvoices)),
        ),
      )
      .returning({ id: workNote.id });
    // Their history goes with them (work_case_change cascades).
    const cases = await tx
      .delete(workCase)
      .where(eq(workCase.customerId, id))
      .returning({ invoiceId: workCase.invoiceId });
    return { attentionRows: removed.length, notes: notes.length, cases: cases.length };
  });
}
