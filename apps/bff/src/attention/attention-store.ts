/**
 * The attention snapshot in the console's database (docs/decisions/031-attention-lease.md), for
 * one store. One refresh at a time for the whole deployment: a replica takes the lease (when it
 * is free or expired, and the next refresh is due), renews it at each flush, and every write
 * checks, under a row lock, that the lease still carries its generation: a holder that stalled
 * and was replaced cannot write. A refresh's rows are written as they are built (the list while
 * a deployment's first refresh builds) and made the complete snapshot in one transaction.
 */
import type { AttentionRow } from '@pc/contract';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { attentionLease, attentionRowTable, attentionSnapshot } from '../db/schema.ts';

export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

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

const rowsOf = (storeKey: string, generation: number, from: number, rows: AttentionRow[]) =>
  rows.map((row, i) => ({
    storeKey,
    generation,
    position: from + i,
    customerId: row.customer?.id.toLowerCase() ?? null,
    row,
  }));

/** A time on the database's clock: replicas' own clocks may differ. */
const fromNow = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

/** Rows are read in pages of this many (rows()). */
const READ_PAGE = 200;

/** Rows go in batches: one statement's parameters are capped (65,535). */
const BATCH = 500;

export function attentionStore(db: Db, storeKey: string) {
  /** Locks the lease row and checks it is still `generation`'s; every holder's write starts so. */
  async function holding(tx: Tx, generation: number): Promise<void> {
    const [lease] = await tx
      .select({ generation: attentionLease.generation })
      .from(attentionLease)
      .where(eq(attentionLease.storeKey, storeKey))
      .for('update');
    if (lease?.generation !== generation) {
      throw new LeaseLostError(
        `The refresh of generation ${generation} was replaced by generation ${lease?.generation}.`,
      );
    }
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
    async acquire(holder: string, leaseMs: number): Promise<number | null> {
      const lease = fromNow(leaseMs);
      const taken = await db
        .insert(attentionLease)
        .values({
          storeKey,
          holder,
          generation: 1,
          expiresAt: lease,
          heartbeatAt: sql`now()`,
          notBefore: sql`now()`,
        })
        .onConflictDoUpdate({
          target: attentionLease.storeKey,
          set: {
            holder,
            generation: sql`${attentionLease.generation} + 1`,
            expiresAt: lease,
            heartbeatAt: sql`now()`,
          },
          setWhere: sql`${attentionLease.expiresAt} < now() AND ${attentionLease.notBefore} <= now()`,
        })
        .returning({ generation: attentionLease.generation });
      return taken[0]?.generation ?? null;
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
        await holding(tx, generation);
        await tx
          .update(attentionLease)
          .set({
            expiresAt: fromNow(leaseMs),
            heartbeatAt: sql`now()`,
          })
          .where(eq(attentionLease.storeKey, storeKey));
        await insertRows(tx, generation, written, rows);
        const progress = { buildingGeneration: generation, built: written + rows.length, found };
        await tx
          .insert(attentionSnapshot)
          .values({ storeKey, ...progress })
          .onConflictDoUpdate({
            target: attentionSnapshot.storeKey,
            set: { ...progress, updatedAt: sql`now()` },
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
        await holding(tx, generation);
        await insertRows(tx, generation, written, rows);
        const total = written + rows.length;
        const complete = {
          completeGeneration: generation,
          asOf: startedAt,
          buildingGeneration: null,
          built: total,
          found: total,
          problem: null,
          failedAt: null,
        };
        await tx
          .insert(attentionSnapshot)
          .values({ storeKey, ...complete })
          .onConflictDoUpdate({
            target: attentionSnapshot.storeKey,
            set: { ...complete, updatedAt: sql`now()` },
          });
        await tx
          .delete(attentionRowTable)
          .where(
            and(
              eq(attentionRowTable.storeKey, storeKey),
              ne(attentionRowTable.generation, generation),
            ),
          );
        await tx
          .update(attentionLease)
          .set({ expiresAt: sql`now()`, notBefore: fromNow(nextDueMs) })
          .where(eq(attentionLease.storeKey, storeKey));
      });
    },

    /** Records a failed refresh: the last complete snapshot stays, the problem is shown. */
    async fail(generation: number, problem: string, retryInMs: number): Promise<void> {
      await db.transaction(async (tx) => {
        await holding(tx, generation);
        await tx
          .insert(attentionSnapshot)
          .values({ storeKey, problem, failedAt: sql`now()` })
          .onConflictDoUpdate({
            target: attentionSnapshot.storeKey,
            set: { problem, failedAt: sql`now()`, updatedAt: sql`now()` },
          });
        await tx
          .update(attentionLease)
          .set({ expiresAt: sql`now()`, notBefore: fromNow(retryInMs) })
          .where(eq(attentionLease.storeKey, storeKey));
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
