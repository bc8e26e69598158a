/**
 * The store index in the console's database (docs/search-index.md), for one store: the sync's
 * writes under its lease, and the search's reads. One sync at a time for the deployment, under
 * the lease of db/lease.ts as the attention list has it (decision 041, `search_sync`): a replica
 * takes the lease when it is free and a pass is due, and every write checks under a row lock that
 * the lease still carries its generation, so a holder that stalled and was replaced cannot write. Reads bound their own work: exact and prefix
 * matches by B-tree, near ones by pg_trgm's GiST index read nearest first and cut by the query
 * itself (PGlite cannot cancel a statement), and a statement timeout on a server.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { storeLease } from '../db/lease.ts';
import type { IndexedKind, IndexKind } from '../db/schema.ts';
import type { IndexRecord } from './index-records.ts';

/** What the search needs to know of the index: whether a pass completed, and what it found. */
export interface IndexState {
  asOf: Date | null;
  kinds: Partial<Record<IndexKind, IndexedKind>>;
  problem: string | null;
  /** A holder's lease runs now: a pass is under way somewhere in the deployment. */
  syncing: boolean;
}

/** One name that matched: its record, how (0 exact, 1 prefix, 2 near) and how near (0–1). */
export interface IndexHit {
  kind: IndexKind;
  id: string;
  accountId: string | null;
  email: string | null;
  rank: 0 | 1 | 2;
  score: number;
}

export interface IndexedCustomer {
  id: string;
  accountId: string | null;
  email: string | null;
  doc: unknown;
  company: string | null;
  /** Null when there is no complete attention snapshot to tell. */
  owed: boolean | null;
}

/**
 * Near candidates a search reads at most, nearest first, by each measure (the whole name, and
 * the text as a part of a name): the GiST index's ordered scan stops there, whatever the text.
 */
export const NEAR_CANDIDATES = 100;
/**
 * The text compared for near names, at most: a name is shorter, and trigram distances cost in
 * proportion to the text's trigrams (200 characters of `a a a …` took 230 ms on PGlite over a
 * hundred rows; 48 take a few). Exact and prefix matches compare the whole text.
 */
export const NEAR_TEXT_CHARS = 48;
/** pg_trgm's own defaults: `similarity` for a whole name, `word_similarity` for the text within one. */
export const NEAR_SIMILARITY = 0.3;
export const NEAR_WORD_SIMILARITY = 0.6;
/** Exact and prefix matches read at most, each: a group shows 25, the rest only say "more". */
export const EXACT_CANDIDATES = 60;
/** Customers one search turns its matches into at most. */
export const CUSTOMERS_READ = 100;
/** A server stops a search's statement after this; PGlite is bounded by the query itself. */
export const STATEMENT_TIMEOUT_MS = 200;

/** Rows go in batches: one JSON parameter each. */
const BATCH = 500;

type Pool = Pick<pg.Pool, 'query' | 'connect'>;

/**
 * `statementTimeout`: a server cancels a search's statement after `STATEMENT_TIMEOUT_MS` (one
 * transaction with `SET LOCAL`); PGlite cannot cancel, so there the bound is the query's alone
 * and the search's statements go as one round trip each.
 */
export function indexStore(
  pool: pg.Pool,
  storeKey: string,
  options: { statementTimeout?: boolean } = {},
) {
  const read = options.statementTimeout ? bounded : once;
  const lease = storeLease('search_sync', storeKey, 'sync pass');
  /** The lease's statements are Drizzle's (db/lease.ts): on the pool, or a transaction's client. */
  const onPool = drizzle({ client: pool });
  /**
   * `work` in one transaction that holds the lease of `generation`: renewed for `leaseMs` when
   * given, released for `releaseForMs` after the work when given.
   */
  async function holding<T>(
    generation: number,
    lengths: { leaseMs?: number; releaseForMs?: number },
    work: (client: pg.PoolClient) => Promise<T>,
  ): Promise<T> {
    return inTransaction(pool, async (client) => {
      const tx = drizzle({ client });
      await lease.hold(tx, generation, lengths.leaseMs);
      const result = await work(client);
      if (lengths.releaseForMs !== undefined) await lease.release(tx, lengths.releaseForMs);
      return result;
    });
  }

  async function insert(
    client: Pick<pg.PoolClient, 'query'>,
    records: IndexRecord[],
    pass: number,
  ) {
    for (let i = 0; i < records.length; i += BATCH) {
      const rows = records.slice(i, i + BATCH).map((r) => ({
        kind: r.kind,
        id: r.id,
        account_id: r.accountId,
        customer_id: r.customerId,
        words: r.words,
        email: r.email,
        reference: r.reference,
        doc: r.doc,
      }));
      await client.query(
        `INSERT INTO search_record
           (store_key, kind, id, account_id, customer_id, words, email, reference, doc, pass)
         SELECT $1, r.kind, r.id, r.account_id, r.customer_id, r.words, r.email, r.reference, r.doc, $3
         FROM jsonb_to_recordset($2::jsonb) AS r(kind text, id text, account_id text,
           customer_id text, words text, email text, reference text, doc jsonb)
         ON CONFLICT (store_key, kind, id) DO UPDATE SET
           account_id = EXCLUDED.account_id, customer_id = EXCLUDED.customer_id,
           words = EXCLUDED.words, email = EXCLUDED.email, reference = EXCLUDED.reference,
           doc = EXCLUDED.doc, pass = greatest(search_record.pass, EXCLUDED.pass)`,
        [storeKey, JSON.stringify(rows), pass],
      );
    }
  }

  return {
    /** Takes the lease when it is free (or its holder's expired) and a pass is due; else null. */
    acquire(holder: string, leaseMs: number): Promise<number | null> {
      return lease.take(onPool, holder, leaseMs);
    },

    /** Adds or updates records seen by the pass `generation`, renewing its lease. */
    write(generation: number, leaseMs: number, records: IndexRecord[]): Promise<void> {
      return holding(generation, { leaseMs }, (client) => insert(client, records, generation));
    },

    /** Records of `kind` the pass `generation` has not seen (a complete pass then reads each by id). */
    async unseen(kind: IndexKind, generation: number): Promise<string[]> {
      const rows = await pool.query<{ id: string }>(
        'SELECT id FROM search_record WHERE store_key = $1 AND kind = $2 AND pass < $3',
        [storeKey, kind, generation],
      );
      return rows.rows.map((r) => r.id);
    },

    /** Marks records as seen by `generation` (a read by id found them) or removes them (a 404). */
    settle(
      generation: number,
      leaseMs: number,
      kinds: IndexKind[],
      seen: string[],
      gone: string[],
    ): Promise<void> {
      return holding(generation, { leaseMs }, async (client) => {
        await client.query(
          'UPDATE search_record SET pass = $4 WHERE store_key = $1 AND kind = ANY($2) AND id = ANY($3)',
          [storeKey, kinds, seen, generation],
        );
        await client.query(
          'DELETE FROM search_record WHERE store_key = $1 AND kind = ANY($2) AND id = ANY($3)',
          [storeKey, kinds, gone],
        );
      });
    },

    /** A legal name an account seen in this pass no longer has. */
    dropStaleLegalNames(generation: number, leaseMs: number): Promise<void> {
      return holding(generation, { leaseMs }, async (client) => {
        await client.query(
          `DELETE FROM search_record l USING search_record a
           WHERE l.store_key = $1 AND l.kind = 'legal-name' AND l.pass < $2
             AND a.store_key = $1 AND a.kind = 'account' AND a.id = l.id AND a.pass = $2`,
          [storeKey, generation],
        );
      });
    },

    /** Ends a pass: what it found, as of when it started; the next is due in `nextDueMs`. */
    async finish(
      generation: number,
      asOf: Date,
      kinds: Partial<Record<IndexKind, IndexedKind>>,
      nextDueMs: number,
    ): Promise<void> {
      await holding(generation, { releaseForMs: nextDueMs }, async (client) => {
        await client.query(
          `UPDATE search_sync SET as_of = $2, kinds = $3::jsonb, problem = NULL, updated_at = now()
           WHERE store_key = $1`,
          [storeKey, asOf, JSON.stringify(kinds)],
        );
      });
      // The planner's figures for the new rows: PGlite runs no autovacuum, and a stale estimate
      // turned an index lookup into a scan of every row.
      await pool.query('ANALYZE search_record');
    },

    /** A pass that could not finish: the last complete pass stays, the problem is kept. */
    fail(generation: number, problem: string, retryInMs: number): Promise<void> {
      return holding(generation, { releaseForMs: retryInMs }, async (client) => {
        await client.query(
          'UPDATE search_sync SET problem = $2, updated_at = now() WHERE store_key = $1',
          [storeKey, problem],
        );
      });
    },

    async state(): Promise<IndexState | null> {
      const rows = await pool.query<{
        as_of: Date | null;
        kinds: Partial<Record<IndexKind, IndexedKind>>;
        problem: string | null;
        syncing: boolean;
      }>(
        `SELECT as_of, kinds, problem, expires_at > now() AS syncing
         FROM search_sync WHERE store_key = $1`,
        [storeKey],
      );
      const row = rows.rows[0];
      if (!row) return null;
      return { asOf: row.as_of, kinds: row.kinds, problem: row.problem, syncing: row.syncing };
    },

    /** Records a search read from Elastic Path (a customer newer than the last pass), pass 0. */
    async add(records: IndexRecord[]): Promise<void> {
      if (records.length > 0) await insert(pool, records, 0);
    },

    /**
     * Every name that matches `words` (the search's normal form): exact and prefix by B-tree (a
     * prefix as a range of the `text_pattern_ops` index: `LIKE` went to the trigram index instead),
     * near by trigram distance (the whole name, or the text as a part of it), the nearest
     * `NEAR_CANDIDATES` of each read, on a server within `STATEMENT_TIMEOUT_MS`.
     */
    async matches(words: string, kinds: IndexKind[]): Promise<IndexHit[]> {
      return read(pool, async (client) => {
        const rows = await client.query<{
          kind: IndexKind;
          id: string;
          account_id: string | null;
          email: string | null;
          rank: number;
          score: number;
        }>({
          text: `(SELECT kind, id, account_id, email, 0 AS rank, 1::real AS score FROM search_record
             WHERE store_key = $1 AND words = $2 AND kind = ANY($3) LIMIT $4)
           UNION ALL
           (SELECT kind, id, account_id, email, 1, 1::real FROM search_record
             WHERE store_key = $1 AND words ~>~ $2 AND words ~<~ ($2 || chr(1114111))
               AND kind = ANY($3) LIMIT $4)
           UNION ALL
           SELECT kind, id, account_id, email, 2, 1 - d FROM
             (SELECT kind, id, account_id, email, words <-> $8 AS d FROM search_record
               WHERE store_key = $1 ORDER BY words <-> $8 LIMIT $5) AS whole
             WHERE d <= $6 AND kind = ANY($3)
           UNION ALL
           SELECT kind, id, account_id, email, 2, 1 - d FROM
             (SELECT kind, id, account_id, email, $8 <<-> words AS d FROM search_record
               WHERE store_key = $1 ORDER BY $8 <<-> words LIMIT $5) AS part
             WHERE d <= $7 AND kind = ANY($3)`,
          values: [
            storeKey,
            words,
            kinds,
            EXACT_CANDIDATES,
            NEAR_CANDIDATES,
            1 - NEAR_SIMILARITY,
            1 - NEAR_WORD_SIMILARITY,
            nearText(words),
          ],
        });
        return rows.rows.map((r) => ({
          kind: r.kind,
          id: r.id,
          accountId: r.account_id,
          email: r.email,
          rank: Number(r.rank) as 0 | 1 | 2,
          score: Number(r.score),
        }));
      });
    },

    /**
     * Customers by id, by account or by email, with their company's name and whether they owe:
     * an invoice of theirs in the last complete attention snapshot (null without one).
     */
    async customers(by: {
      ids: string[];
      accountIds: string[];
      emails: string[];
    }): Promise<IndexedCustomer[]> {
      const rows = await pool.query<{
        id: string;
        account_id: string | null;
        email: string | null;
        doc: unknown;
        company: string | null;
        owed: boolean | null;
      }>({
        text: `SELECT c.id, c.account_id, c.email, c.doc, a.doc->>'name' AS company,
           CASE WHEN s.complete_generation IS NULL THEN NULL ELSE EXISTS (
             SELECT 1 FROM attention_row r WHERE r.store_key = $1
               AND r.generation = s.complete_generation AND r.customer_id = c.id) END AS owed
         FROM search_record c LEFT JOIN search_record a
           ON a.store_key = c.store_key AND a.kind = 'account' AND a.id = c.account_id
         LEFT JOIN attention_snapshot s ON s.store_key = $1
         WHERE c.store_key = $1 AND c.kind = 'customer' AND c.id IN (
           -- Three index lookups: an OR of the three would read every customer.
           SELECT id FROM search_record WHERE store_key = $1 AND kind = 'customer' AND id = ANY($2)
           UNION SELECT id FROM search_record
             WHERE store_key = $1 AND kind = 'customer' AND account_id = ANY($3)
           UNION SELECT id FROM search_record
             WHERE store_key = $1 AND kind = 'customer' AND email = ANY($4))
         LIMIT $5`,
        values: [storeKey, by.ids, by.accountIds, by.emails, CUSTOMERS_READ],
      });
      return rows.rows.map((r) => ({
        id: r.id,
        accountId: r.account_id,
        email: r.email,
        doc: r.doc,
        company: r.company,
        owed: r.owed,
      }));
    },

    /** Records of `kind` by id, or (with `prefix`) whose id starts so: at most `limit`. */
    async byId(
      kinds: IndexKind[],
      id: string,
      limit: number,
      prefix = false,
    ): Promise<{ kind: IndexKind; id: string; doc: unknown }[]> {
      const rows = await pool.query<{ kind: IndexKind; id: string; doc: unknown }>(
        `SELECT kind, id, doc FROM search_record WHERE store_key = $1 AND kind = ANY($2)
           AND ${prefix ? "id LIKE $3 || '%'" : 'id = $3'} ORDER BY id LIMIT $4`,
        [storeKey, kinds, id, limit],
      );
      return rows.rows;
    },

    /** An account's subscriptions (a UUID may be an account's). */
    async subscriptionsOf(accountId: string, limit: number): Promise<unknown[]> {
      const rows = await pool.query<{ doc: unknown }>(
        `SELECT doc FROM search_record WHERE store_key = $1 AND kind = 'subscription'
           AND account_id = $2 ORDER BY id LIMIT $3`,
        [storeKey, accountId, limit],
      );
      return rows.rows.map((r) => r.doc);
    },

    /** How many records of each kind the index holds now. */
    async counts(): Promise<Partial<Record<IndexKind, number>>> {
      const rows = await pool.query<{ kind: IndexKind; n: string }>(
        'SELECT kind, count(*) AS n FROM search_record WHERE store_key = $1 GROUP BY kind',
        [storeKey],
      );
      return Object.fromEntries(rows.rows.map((r) => [r.kind, Number(r.n)]));
    },
  };
}

/** The start of the text, cut at a word's end, for the near comparisons. */
function nearText(words: string): string {
  if (words.length <= NEAR_TEXT_CHARS) return words;
  const cut = words.slice(0, NEAR_TEXT_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > 0 ? cut.slice(0, space) : cut;
}

/** A read as one statement on the pool: PGlite's bound is in the query itself. */
function once<T>(
  pool: Pool,
  read: (client: Pick<pg.PoolClient, 'query'>) => Promise<T>,
): Promise<T> {
  return read(pool as Pick<pg.PoolClient, 'query'>);
}

/** A read that a server stops after `STATEMENT_TIMEOUT_MS` (SET LOCAL ends with it). */
function bounded<T>(
  pool: Pool,
  read: (client: Pick<pg.PoolClient, 'query'>) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, async (client) => {
    await client.query(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    return read(client);
  });
}

/** `work` on one client in one transaction: committed when it returns, rolled back when it throws. */
async function inTransaction<T>(
  pool: Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export type IndexStore = ReturnType<typeof indexStore>;
