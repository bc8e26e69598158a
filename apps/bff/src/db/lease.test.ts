/**
 * The lease both background jobs run under (lease.ts), on PGlite and on a Postgres server, in each
 * table that holds one: one holder at a time, a lapsed lease taken over with a new generation and
 * the old holder refused, renewal, release until the next run is due, and a database that cannot
 * answer. The lease runs on the database's clock, so a test moves time by moving the row's times
 * into the past (what a later clock would find), never by waiting.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../config.ts';
import { createLogger } from '../log/logger.ts';
import { databaseKinds } from '../testing/database-kinds.ts';
import { suiteDatabase } from '../testing/suite-database.ts';
import { type Database, openDatabase } from './database.ts';
import { LeaseLostError, type LeaseTable, leaseRunner, storeLease } from './lease.ts';

const kinds = databaseKinds();
afterAll(async () => {
  for (const kind of kinds) await kind.cleanup();
});

const TABLES: LeaseTable[] = ['attention_lease', 'search_sync'];
const quiet = createLogger({ level: 'error', sink: () => {} });

it('makes the next run due one interval ±10 % after this one started, on the job’s clock', () => {
  let clock = 1000;
  let draw = 0.5;
  const runner = leaseRunner(
    { name: 'test', acquire: async () => null, run: async () => {} },
    { leaseMs: 60_000, intervalMs: 300_000, now: () => clock, random: () => draw, log: quiet },
  );
  clock = 61_000;
  expect(runner.nextDueMs(1000)).toBe(240_000);
  draw = 0;
  expect(runner.nextDueMs(1000)).toBe(210_000);
  draw = 1;
  expect(runner.nextDueMs(1000)).toBe(270_000);
  // A run longer than its interval: the next is due at once (a release clamps the wait to 0).
  clock = 400_000;
  expect(runner.nextDueMs(1000)).toBeLessThan(0);
});

describe.each(kinds.map((k) => [k.name, k] as const))('the lease on %s', (_n, kind) => {
  const run = kind.unavailable ? it.skip : it;
  const opened = suiteDatabase(kind, TABLES);

  describe.each(TABLES)('in %s', (table) => {
    const lease = storeLease(table, 'store-a', 'test run');
    const db = () => opened().db;
    /** `generation`'s hold in a transaction of its own (renewed for `renewMs` when given). */
    const hold = (generation: number, renewMs?: number) =>
      db().transaction((tx) => lease.hold(tx, generation, renewMs));
    /** The database's clock moved past these times of the row. */
    const later = (...columns: ('expires_at' | 'not_before')[]) =>
      opened().pool.query(
        `UPDATE ${table} SET ${columns.map((c) => `${c} = now() - interval '1 second'`).join(', ')}`,
      );
    const row = async () =>
      (
        await opened().pool.query<{ holder: string; generation: number; left_s: number }>(
          `SELECT holder, generation::int AS generation,
             extract(epoch FROM expires_at - now())::int AS left_s,
             not_before > now() AS waiting
           FROM ${table} WHERE store_key = 'store-a'`,
        )
      ).rows[0];

    run('gives the lease to one holder at a time', async () => {
      expect(await lease.take(db(), 'replica-a', 60_000)).toBe(1);
      expect(await lease.take(db(), 'replica-b', 60_000)).toBeNull();
      await expect(hold(1)).resolves.toBeUndefined();
      expect(await row()).toMatchObject({ holder: 'replica-a', generation: 1, waiting: false });
    });

    run('hands a lapsed lease on with a new generation and refuses the old holder', async () => {
      await lease.take(db(), 'stalled', 60_000);
      await later('expires_at');
      expect(await lease.take(db(), 'taker', 60_000)).toBe(2);
      await expect(hold(1)).rejects.toThrow(LeaseLostError);
      await expect(hold(1)).rejects.toThrow(
        'The test run of generation 1 was replaced by generation 2.',
      );
      await expect(hold(2)).resolves.toBeUndefined();
      expect(await row()).toMatchObject({ holder: 'taker', generation: 2 });
    });

    run('refuses a holder when the lease row is gone', async () => {
      await expect(hold(1)).rejects.toThrow(
        'The test run of generation 1 was replaced by generation none.',
      );
    });

    run('renews the lease of the holder that holds it, and only when asked', async () => {
      await lease.take(db(), 'replica-a', 1000);
      expect((await row())?.left_s).toBeLessThanOrEqual(1);
      await hold(1);
      expect((await row())?.left_s).toBeLessThanOrEqual(1);
      await hold(1, 600_000);
      expect((await row())?.left_s).toBeGreaterThan(590);
      expect(await lease.take(db(), 'replica-b', 60_000)).toBeNull();
      // A lease that lapsed before anyone took it is still its holder's to renew.
      await later('expires_at');
      await hold(1, 600_000);
      expect(await lease.take(db(), 'replica-b', 60_000)).toBeNull();
    });

    run('frees the lease at a run’s end, for nobody until the next run is due', async () => {
      await lease.take(db(), 'replica-a', 60_000);
      await db().transaction(async (tx) => {
        await lease.hold(tx, 1);
        await lease.release(tx, 60_000);
      });
      expect(await row()).toMatchObject({ left_s: 0, waiting: true });
      expect(await lease.take(db(), 'replica-b', 60_000)).toBeNull();
      await later('not_before');
      expect(await lease.take(db(), 'replica-b', 60_000)).toBe(2);
      // A run late for its next (a negative wait) leaves the next due at once, not in the past.
      await db().transaction(async (tx) => {
        await lease.hold(tx, 2);
        await lease.release(tx, -5000);
      });
      expect(await row()).toMatchObject({ waiting: false });
    });

    run('keeps each store to its own lease', async () => {
      const other = storeLease(table, 'store-b', 'test run');
      expect(await lease.take(db(), 'replica-a', 60_000)).toBe(1);
      expect(await other.take(db(), 'replica-b', 60_000)).toBe(1);
      await expect(db().transaction((tx) => other.hold(tx, 1))).resolves.toBeUndefined();
    });
  });

  describe('the runner', () => {
    const lease = storeLease('attention_lease', 'store-r', 'test run');
    /** A replica's runner over `database`; its runs hold and release the lease as a job does. */
    const replica = (database: () => Database, log = quiet) => {
      const runs: number[] = [];
      let asks = 0;
      let gate: Promise<void> = Promise.resolve();
      const runner = leaseRunner(
        {
          name: 'test',
          acquire: (holder, leaseMs) => {
            asks += 1;
            return lease.take(database().db, holder, leaseMs);
          },
          async run(generation) {
            runs.push(generation);
            await gate;
            await database().db.transaction(async (tx) => {
              await lease.hold(tx, generation);
              await lease.release(tx, 60_000);
            });
          },
        },
        { leaseMs: 60_000, intervalMs: 300_000, now: Date.now, random: Math.random, log },
      );
      return {
        runner,
        runs,
        asks: () => asks,
        hold: (until: Promise<void>) => {
          gate = until;
        },
      };
    };

    run('runs one job at a time in a replica, and only as the lease’s holder', async () => {
      const a = replica(opened);
      let finish = () => {};
      a.hold(
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
      );
      const first = a.runner.runOnce();
      // An ask while a run is under way joins it: no second ask, no second run.
      expect(a.runner.runOnce()).toBe(first);
      finish();
      await first;
      expect(a.asks()).toBe(1);
      expect(a.runs).toEqual([1]);
      // Another replica asks after the run released the lease: the next is not due yet.
      const b = replica(opened);
      await b.runner.runOnce();
      expect(b.asks()).toBe(1);
      expect(b.runs).toEqual([]);
    });

    run('asks at its ticks once started, and no more once stopped', async () => {
      const a = replica(opened);
      expect(a.runner.started()).toBe(false);
      a.runner.start(() => 0);
      expect(a.runner.started()).toBe(true);
      await expect.poll(() => a.runs).toEqual([1]);
      a.runner.stop();
      // A runner stopped before it started never asks.
      const b = replica(opened);
      b.runner.stop();
      let delays = 0;
      b.runner.start(() => {
        delays += 1;
        return 0;
      });
      expect(delays).toBe(0);
      expect(b.asks()).toBe(0);
    });

    run(
      'says the lease is unavailable while the database is down, and runs again when it is back',
      async () => {
        const lines: string[] = [];
        const log = createLogger({ level: 'info', sink: (l) => lines.push(l) });
        const events = () => lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
        const config = await kind.fresh();
        const own = await openDatabase(config, log);
        try {
          const a = replica(() => own, log);
          const outage = await takeDown(kind.outage, config, events);
          try {
            await expect(a.runner.runOnce()).resolves.toBeUndefined();
            expect(events()).toContain('test.lease_unavailable');
            expect(a.runs).toEqual([]);
          } finally {
            await outage.bringBack();
          }
          // The next ask after the database is back takes the lease and runs.
          const asked = async () => {
            await a.runner.runOnce();
            return a.runs;
          };
          await expect.poll(asked, { timeout: 30_000 }).toEqual([1]);
        } finally {
          await own.close();
        }
      },
      60_000,
    );
  });
});

/**
 * Stops the database behind `config`: a server is stopped (`pg_ctl stop`); the embedded one's
 * process is killed, and is down from its exit until the BFF starts it again a second later
 * (embedded-process.ts), which is when `bringBack` resolves.
 */
async function takeDown(
  outage: { stop(): Promise<void>; start(): Promise<void> } | null,
  config: DatabaseConfig,
  events: () => string[],
): Promise<{ bringBack(): Promise<void> }> {
  if (outage) {
    await outage.stop();
    return { bringBack: () => outage.start() };
  }
  if (config.kind !== 'embedded') throw new Error('a server kind without an outage');
  // This test process's own child for this folder (the suite's database is another's).
  const pid = execFileSync('pgrep', ['-P', String(process.pid), '-f', config.dataDir], {
    encoding: 'utf8',
  }).trim();
  process.kill(Number(pid), 'SIGKILL');
  await expect.poll(events).toContain('database.embedded_exited');
  return {
    async bringBack() {
      await expect.poll(events, { timeout: 30_000 }).toContain('database.embedded_restarted');
    },
  };
}
