/**
 * Removes one customer from everything the console stores: the attention snapshot's rows and the
 * store index's (the customer, and the invoices of theirs the console read), in every store the database holds (a customer id
 * is a UUID: it names one customer of one store). Elastic Path stays the source: a customer who
 * still has an outstanding invoice there comes back at the next refresh, so erase there first.
 * Backups keep what they hold until their retention ends (docs/deployment.md#what-is-stored).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { attentionRowTable, attentionSnapshot, searchRecord } from './schema.ts';

export interface Erased {
  attentionRows: number;
  /** The customer's row in the store index and the invoices of theirs it held. */
  indexRows: number;
}

export async function eraseCustomer(db: Db, customerId: string): Promise<Erased> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(attentionRowTable)
      .where(eq(attentionRowTable.customerId, customerId.trim().toLowerCase()))
      .returning({ storeKey: attentionRowTable.storeKey });
    const stores = [...new Set(removed.map((r) => r.storeKey))];
    // Replicas keep the rows they last read until the snapshot changes: mark it changed.
    if (stores.length > 0) {
      await tx
        .update(attentionSnapshot)
        .set({ updatedAt: sql`now()` })
        .where(inArray(attentionSnapshot.storeKey, stores));
    }
    // The index finds them again at its next pass only if Elastic Path still lists them.
    const fromIndex = await tx
      .delete(searchRecord)
      .where(eq(searchRecord.customerId, customerId.trim().toLowerCase()))
      .returning({ id: searchRecord.id });
    return { attentionRows: removed.length, indexRows: fromIndex.length };
  });
}
