/**
 * Removes one customer from everything the console stores: today the attention snapshot's rows
 * (later the index, cases and notes join here), in every store the database holds (a customer id
 * is a UUID: it names one customer of one store). Elastic Path stays the source: a customer who
 * still has an outstanding invoice there comes back at the next refresh, so erase there first.
 * Backups keep what they hold until their retention ends (docs/deployment.md#what-is-stored).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { attentionRowTable, attentionSnapshot } from './schema.ts';

export interface Erased {
  attentionRows: number;
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
    return { attentionRows: removed.length };
  });
}
