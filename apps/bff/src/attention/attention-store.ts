/**
 * The attention snapshot in the console's database (docs/decisions/031-attention-lease.md), for
 * one store. One refresh at a time for the whole deployment, under the lease of db/lease.ts
 * (`attention_lease`): a replica takes it when it is free or expired and the next refresh is due,
 * renews it at each flush, and every write checks, under a row lock, that the lease still carries
 * its generation: a holder that stalled and was replaced cannot write. A refresh's rows are
 * written as they are built (the list while a deployment's first refresh builds) and made the
 * complete snapshot in one transaction.
 */
import type { AttentionRow } from '@pc/contract';
import { and, asc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { storeLease } from '../db/lease.ts';
import { attentionLease, attentionRowTable, attentionSnapshot } from '../db/schema.ts';

export interface SnapshotState {
  completeGeneration: number | null;
  asOf: Date | null;
  buildingGeneration: number | null;
  built: number;
  found: number;
  problem: string | null;
  /** A holder's lease runs now: a refresh is under way somewhere in the deployment. */
  refreshing: boolean;
  /** Changes with every write to the snapshot (a flush, a publish, an erasure). */
  updatedAt: Date;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type SnapshotRow = Omit<typeof attentionSnapshot.$inferInsert, 'storeKey' | 'updatedAt'>;
/** What a write sets of the snapshot's row, a value or the database's (`now()`). */
type SnapshotFields = { [K in keyof SnapshotRow]?: SnapshotRow[K] | SQL };

const rowsOf = (storeKey: string, generation: number, from: number, rows: AttentionRow[]) =>
  rows.map((row, i) => ({
    storeKey,
    generation,
    position: from + i,
    customerId: row.customer?.id.toLowerCase() ?? null,
    row,
  }));

/** Rows are read in pages of this many (rows()). */
const READ_PAGE = 200;

/** Rows go in batches: one statement's parameters are capped (65,535). */
const BATCH = 500;

export function attentionStore(db: Db, storeKey: string) {
  const lease = storeLease('attention_lease', storeKey, 'refresh');

  /** The snapshot's row for the store, created by its first write. */
  async function setSnapshot(tx: Tx, fields: SnapshotFields): Promise<void> {
    await tx
      .insert(attentionSnapshot)
      .values({ storeKey, ...fields })
      .onConflictDoUpdate({
        target: attentionSnapshot.storeKey,
        set: { ...fields, updatedAt: sql`now()` },
      });
  }

  async function insertRows(tx: Tx, generation: number, from: number, rows: AttentionRow[]) {
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(attentionRowTable)
        .values(rowsOf(storeKey, generation, from + i, rows.slice(i, i + BATCH)));
    }
  }

  return {
    /**
     * Takes the lease for a new refresh when none is running (or its holder's lease expired) and
     * one is due; resolves with its generation, or null when another holds it or none is due.
     */
    acquire(holder: string, leaseMs: number): Promise<number | null> {
      return lease.take(db, holder, leaseMs);
    },

    /** Renews the lease and adds the rows built since the last flush, with the progress. */
    async flush(
      generation: number,
      leaseMs: number,
      written: number,
      rows: AttentionRow[],
      found: number,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await lease.hold(tx, generation, leaseMs);
        await insertRows(tx, generation, written, rows);
        await setSnapshot(tx, {
          buildingGeneration: generation,
          built: written + rows.length,
          found,
        });
      });
    },

    /**
     * Makes `generation` the complete snapshot in one transaction: its last rows, its as-of, the
     * problem cleared, older generations' rows gone, the lease released for `nextDueMs` (on the
     * database's clock, which every replica shares).
     */
    async publish(
      generation: number,
      written: number,
      rows: AttentionRow[],
      startedAt: Date,
      nextDueMs: number,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await lease.hold(tx, generation);
        await insertRows(tx, generation, written, rows);
        const total = written + rows.length;
        await setSnapshot(tx, {
          completeGeneration: generation,
          asOf: startedAt,
          buildingGeneration: null,
          built: total,
          found: total,
          problem: null,
          failedAt: null,
        });
        await tx
          .delete(attentionRowTable)
          .where(
            and(
              eq(attentionRowTable.storeKey, storeKey),
              ne(attentionRowTable.generation, generation),
            ),
          );
        await lease.release(tx, nextDueMs);
      });
    },

    /** Records a failed refresh: the last complete snapshot stays, the problem is shown. */
    async fail(generation: number, problem: string, retryInMs: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lease.hold(tx, generation);
        await setSnapshot(tx, { problem, failedAt: sql`now()` });
        await lease.release(tx, retryInMs);
      });
    },

    async state(): Promise<SnapshotState | null> {
      const [row] = await db
        .select({
          completeGeneration: attentionSnapshot.completeGeneration,
          asOf: attentionSnapshot.asOf,
          buildingGeneration: attentionSnapshot.buildingGeneration,
          built: attentionSnapshot.built,
          found: attentionSnapshot.found,
          problem: attentionSnapshot.problem,
          refreshing: sql<boolean>`coalesce(${attentionLease.expiresAt} > now(), false)`,
          updatedAt: attentionSnapshot.updatedAt,
        })
        .from(attentionSnapshot)
        .leftJoin(attentionLease, eq(attentionLease.storeKey, attentionSnapshot.storeKey))
        .where(eq(attentionSnapshot.storeKey, storeKey));
      return row ?? null;
    },

    /**
     * The rows of a generation in build order, read 200 at a time: one answer of a thousand rows
     * is parsed in one go on the BFF's thread (PGlite's socket sends it in one piece), and a page
     * keeps each parse short (docs/attention.md#reading-it-from-the-database).
     */
    async rows(generation: number): Promise<AttentionRow[]> {
      const all: AttentionRow[] = [];
      // After the last position read, not a count: an erasure leaves gaps.
      let after = -1;
      for (;;) {
        const page = await db
          .select({ position: attentionRowTable.position, row: attentionRowTable.row })
          .from(attentionRowTable)
          .where(
            and(
              eq(attentionRowTable.storeKey, storeKey),
              eq(attentionRowTable.generation, generation),
              gt(attentionRowTable.position, after),
            ),
          )
          .orderBy(asc(attentionRowTable.position))
          .limit(READ_PAGE);
        for (const r of page) all.push(r.row);
        after = page.at(-1)?.position ?? after;
        if (page.length < READ_PAGE) return all;
      }
    },
  };
}

export type AttentionStore = ReturnType<typeof attentionStore>;
