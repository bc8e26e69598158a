/**
 * A person's write, in one transaction, whose answer matches its outcome (decision 045). Racing
 * the transaction against a timer is not enough: the timer answers "not saved" while the
 * transaction goes on and may COMMIT later. Here the deadline decides the transaction's fate
 * instead of abandoning it:
 *
 * - a connection that is not free by the deadline is given back unused when it comes;
 * - past the deadline before COMMIT, the transaction is doomed: no statement follows the one in
 *   flight, it is rolled back, and the answer "not saved" can be given at once. On a Postgres
 *   server `statement_timeout` and `lock_timeout` (SET LOCAL, the time left) also end the
 *   statement in flight there, so a lock another transaction holds is not waited for past the
 *   deadline. PGlite accepts both and never fires them (it cannot cancel a statement): there the
 *   statement in flight finishes and the ROLLBACK follows it;
 * - once COMMIT is sent, the answer waits for COMMIT's own answer. Only a connection lost during
 *   COMMIT (or a COMMIT that has not answered `COMMIT_WAIT_MS` after the deadline) leaves the
 *   outcome unknown, and the error says so.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './database.ts';
import { DatabaseUnavailableError } from './deadline.ts';
import * as schema from './schema.ts';

/** How long an answer waits for a COMMIT already sent, past the deadline, before it says "unknown". */
export const COMMIT_WAIT_MS = 3000;

/** COMMIT was sent and its answer never came: the write may or may not be stored. */
export class WriteOutcomeUnknownError extends Error {
  override name = 'WriteOutcomeUnknownError';
}

/** Thrown into a doomed transaction's next statement: it is rolled back instead. */
class DoomedError extends Error {
  override name = 'DoomedError';
}

type Pool = Pick<pg.Pool, 'connect'>;

const notSaved = (ms: number, cause?: unknown) =>
  new DatabaseUnavailableError(`The write did not finish within ${ms} ms; it was rolled back.`, {
    cause,
  });

/** The pool's client within `ms`, or a DatabaseUnavailableError; a late client goes back unused. */
async function connectWithin(pool: Pool, ms: number): Promise<pg.PoolClient> {
  let late = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connecting = pool.connect();
  connecting.then(
    (client) => {
      if (late) client.release();
    },
    () => {},
  );
  try {
    return await Promise.race([
      connecting,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          late = true;
          reject(new DatabaseUnavailableError(`No connection to the database within ${ms} ms.`));
        }, ms);
      }),
    ]);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    throw new DatabaseUnavailableError(`The database cannot be reached: ${String(error)}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `work` in one transaction on one connection within `ms`: its result once COMMIT answered.
 * A throw of `work` rolls back and passes through as it is (a refusal, a conflict). Every throw
 * but WriteOutcomeUnknownError means nothing was stored.
 * @throws DatabaseUnavailableError when the database is down, or slower than `ms`
 * @throws WriteOutcomeUnknownError when COMMIT was sent and its answer was lost
 */
export async function writeWithin<T>(
  pool: Pool,
  ms: number,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const client = await connectWithin(pool, ms);
  let phase: 'work' | 'commit' | 'done' = 'work';
  let doomed = false;
  let broken: Error | undefined;
  const guarded = new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return (...args: unknown[]) => {
        if (doomed) return Promise.reject(new DoomedError('The write passed its deadline.'));
        return (target.query as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });

  const transaction = (async () => {
    try {
      const left = Math.max(1, Math.round(ms - (performance.now() - started)));
      await client.query(
        `BEGIN; SET LOCAL statement_timeout = ${left}; SET LOCAL lock_timeout = ${left}`,
      );
      const result = await work(drizzle({ client: guarded, schema }));
      if (doomed) throw new DoomedError('The write passed its deadline.');
      phase = 'commit';
      try {
        await client.query('COMMIT');
      } catch (error) {
        // The server's own answer to COMMIT (a DatabaseError) means it rolled back; anything
        // else is a connection lost with COMMIT on its way: stored or not, nobody here knows.
        if (error instanceof pg.DatabaseError) throw notSaved(ms, error);
        broken = error as Error;
        throw new WriteOutcomeUnknownError(
          `The connection was lost while the write was committed: ${String(error)}`,
          { cause: error },
        );
      }
      return result;
    } catch (error) {
      if (phase === 'work') {
        await client.query('ROLLBACK').catch((lost: Error) => {
          broken = lost;
        });
      }
      throw error;
    } finally {
      phase = 'done';
      // A connection that failed is closed, never handed to the next request.
      client.release(broken);
    }
  })();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    const left = Math.max(0, ms - (performance.now() - started));
    timer = setTimeout(() => {
      if (phase === 'work') {
        doomed = true;
        reject(notSaved(ms));
        return;
      }
      timer = setTimeout(
        () =>
          reject(
            new WriteOutcomeUnknownError(
              `COMMIT did not answer within ${ms + COMMIT_WAIT_MS} ms of the write.`,
            ),
          ),
        COMMIT_WAIT_MS,
      );
    }, left);
  });
  try {
    return await Promise.race([transaction, deadline]);
  } catch (error) {
    if (error instanceof DoomedError) throw notSaved(ms, error);
    throw error;
  } finally {
    clearTimeout(timer);
    // A doomed transaction ends in the background; its failure is expected, not unhandled.
    transaction.catch(() => {});
    deadline.catch(() => {});
  }
}
