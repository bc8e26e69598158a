/**
 * One job at a time for the whole deployment, through a lease row per store in the console's
 * database (decisions 031 and 041): the attention refresh (`attention_lease`) and the store
 * index's sync (`search_sync`) both run this way.
 *
 * A replica takes the lease only when it is free (or its holder's expired) and the next run is
 * due (`not_before`); each take raises the row's generation. Every write of the holder starts,
 * in its own transaction, by locking the row and checking that it still carries the holder's
 * generation, renewing it there; so a holder that stalled past its lease and was replaced cannot
 * write. A run ends by releasing the lease until the next is due. Every time is the database's
 * clock: replicas' own clocks may differ.
 */
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Logger } from '../log/logger.ts';

export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

/**
 * The tables with a lease row per store; each has `store_key` (its key), `holder`, `generation`,
 * `expires_at` and `not_before` (the migrations make them), beside what its job keeps there.
 */
export type LeaseTable = 'attention_lease' | 'search_sync';

/**
 * Where a statement runs: the database or one of its transactions (Drizzle's `db` or `tx`; not
 * database.ts's `Db`, which would close an import cycle through config.ts).
 */
export type Runs = Pick<NodePgDatabase, 'execute'>;

/** A span from now on the database's clock; none below zero (a run late for its next). */
const fromNow = (ms: number) =>
  sql`now() + ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

/** The lease of `table`'s row for `storeKey`; `job` names the run in a lost lease's message. */
export function storeLease(table: LeaseTable, storeKey: string, job: string) {
  const t = sql.identifier(table);
  return {
    /** Takes the lease for `leaseMs` when it is free and a run is due: its generation, else null. */
    async take(db: Runs, holder: string, leaseMs: number): Promise<number | null> {
      const taken = await db.execute<{ generation: string | number }>(
        sql`INSERT INTO ${t} (store_key, holder, generation, expires_at, not_before)
          VALUES (${storeKey}, ${holder}, 1, ${fromNow(leaseMs)}, now())
          ON CONFLICT (store_key) DO UPDATE SET holder = EXCLUDED.holder,
            generation = ${t}.generation + 1, expires_at = EXCLUDED.expires_at
          WHERE ${t}.expires_at < now() AND ${t}.not_before <= now()
          RETURNING generation`,
      );
      const generation = taken.rows[0]?.generation;
      return generation === undefined ? null : Number(generation);
    },

    /**
     * In the holder's transaction `tx`, before its writes: locks the row until it ends, and
     * throws LeaseLostError unless the lease is still `generation`'s; renews it for `renewMs`
     * when given.
     */
    async hold(tx: Runs, generation: number, renewMs?: number): Promise<void> {
      const lease = await tx.execute<{ generation: string | number }>(
        sql`SELECT generation FROM ${t} WHERE store_key = ${storeKey} FOR UPDATE`,
      );
      const held = lease.rows[0]?.generation;
      if (held === undefined || Number(held) !== generation) {
        throw new LeaseLostError(
          `The ${job} of generation ${generation} was replaced by generation ${held ?? 'none'}.`,
        );
      }
      if (renewMs !== undefined) {
        await tx.execute(
          sql`UPDATE ${t} SET expires_at = ${fromNow(renewMs)} WHERE store_key = ${storeKey}`,
        );
      }
    },

    /** In the holder's transaction, after hold(): frees the lease; the next run is due in `nextDueMs`. */
    async release(tx: Runs, nextDueMs: number): Promise<void> {
      await tx.execute(
        sql`UPDATE ${t} SET expires_at = now(), not_before = ${fromNow(nextDueMs)}
          WHERE store_key = ${storeKey}`,
      );
    },
  };
}

export type StoreLease = ReturnType<typeof storeLease>;

export interface LeaseJob {
  /** The job's name in its log lines (`attention`, `search_index`). */
  name: string;
  /** Takes the lease for `holder` when it is free and a run is due: the generation, or null. */
  acquire(holder: string, leaseMs: number): Promise<number | null>;
  /**
   * One run as the holder of `generation`, which renews it as it writes and releases it at its
   * end; a lost lease or a database gone mid-run is the run's to handle (abandon, or record).
   */
  run(generation: number): Promise<void>;
}

export interface LeaseTimes {
  /** How long a lease lasts unrenewed. */
  leaseMs: number;
  /** Between the starts of two runs. */
  intervalMs: number;
  /**
   * Between two asks for the lease, ±10 %; by default the shorter of the interval and the lease,
   * so that a dead holder's run is taken over within a lease and a tick.
   */
  tickMs?: number | undefined;
  now: () => number;
  random: () => number;
  log: Logger;
}

export interface LeaseRunner {
  /** Asks for the lease now and runs if given it; one ask or run at a time in this replica. */
  runOnce(): Promise<void>;
  /** Starts asking at every tick, the first after `firstDelayMs`; later calls do nothing. */
  start(firstDelayMs: () => number | Promise<number>): void;
  started(): boolean;
  /** Stops ticking (a run under way ends on its own). */
  stop(): void;
  tickMs: number;
  /**
   * For a run that started at `startedAt` (the job's clock): how long until the next is due, one
   * interval ±10 % after this one's start, whoever holds the next lease.
   */
  nextDueMs(startedAt: number): number;
}

/**
 * Runs a job under its lease on every replica: each asks at every tick, and the database lets
 * only one run at a time (and only when one is due). An ask the database cannot answer (it is
 * down, or the connection failed) is logged, and the next tick asks again.
 */
export function leaseRunner(job: LeaseJob, times: LeaseTimes): LeaseRunner {
  const { leaseMs, now, random, log } = times;
  const tickMs = times.tickMs ?? Math.min(times.intervalMs, leaseMs);
  const holder = `${hostname()}:${process.pid}:${Math.floor(random() * 1e9).toString(36)}`;
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let started = false;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void runOnce().finally(() => schedule(tickMs * (0.9 + 0.2 * random())));
    }, delayMs);
    timer.unref?.();
  };

  function runOnce(): Promise<void> {
    if (running) return running;
    running = (async () => {
      try {
        const generation = await job.acquire(holder, leaseMs);
        if (generation !== null) await job.run(generation);
      } catch (error) {
        log.warn(`${job.name}.lease_unavailable`, {
          error: error instanceof Error ? error.message : String(error),
        });
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    runOnce,
    start(firstDelayMs) {
      if (started) return;
      started = true;
      if (stopped) return;
      const delay = firstDelayMs();
      if (typeof delay === 'number') schedule(delay);
      else void delay.then(schedule);
    },
    started: () => started,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
    tickMs,
    nextDueMs: (startedAt) => times.intervalMs * (0.9 + 0.2 * random()) - (now() - startedAt),
  };
}
