/**
 * The console's database: one `pg` pool and one Drizzle instance over it, whether the server is
 * a Postgres named by DATABASE_URL or the embedded PGlite process (embedded-process.ts), so the
 * same SQL, migrations and queries serve both (docs/decisions/029-postgres-for-the-console.md).
 * Opening it applies the migrations (migrate.ts).
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Logger } from '../log/logger.ts';
import { withDeadline } from './deadline.ts';
import { type EmbeddedServer, startEmbedded } from './embedded-process.ts';
import { migrate, schemaVersion } from './migrate.ts';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  kind: 'server' | 'embedded';
  db: Db;
  pool: pg.Pool;
  /** The newest migration applied when it opened. */
  version: string | null;
  /** Whether the database answers within a person's deadline (`/readyz`). */
  up(): Promise<boolean>;
  /** Ends the pool, then the embedded process (which releases the data folder). */
  close(): Promise<void>;
  /** Each query's time from now on, in seconds (the metrics' histogram, database-metrics.ts). */
  observeQueries(listener: (seconds: number) => void): void;
}

type Query = (...args: unknown[]) => unknown;

/**
 * A pg client that times its queries: every query, Drizzle's and the pool's own, goes through a
 * client's `query`, and the pool builds its clients from the class it is given (`Client`), so one
 * subclass sees them all. A cursor-like query object (one with `submit`) passes through untimed.
 */
function timedClient(listener: () => ((seconds: number) => void) | null): typeof pg.Client {
  return class TimedClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this one passes each of them through
    override query(...args: any[]): any {
      const query = super.query as unknown as Query;
      const observe = listener();
      const first = args[0] as { submit?: unknown } | undefined;
      if (!observe || typeof first?.submit === 'function') return query.apply(this, args);
      const started = performance.now();
      const done = () => observe((performance.now() - started) / 1000);
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          done();
          callback(error, result);
        };
        return query.apply(this, args);
      }
      const result = query.apply(this, args) as Promise<unknown>;
      result.then(done, done);
      return result;
    }
  };
}

/** How long a new connection may take; a person's request waits far less (deadline.ts). */
const CONNECT_TIMEOUT_MS = 5000;

export async function openDatabase(
  config: DatabaseConfig,
  log: Logger,
  options: { codeLevel?: number } = {},
): Promise<Database> {
  let embedded: EmbeddedServer | null = null;
  let poolConfig: pg.PoolConfig;
  if (config.kind === 'server') {
    poolConfig = { connectionString: config.url, max: config.poolSize };
  } else {
    embedded = await startEmbedded(config.dataDir, log);
    // One connection: the embedded server is one Postgres backend (embedded-main.ts).
    poolConfig = {
      host: embedded.host,
      port: embedded.port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
    };
  }
  let queryListener: ((seconds: number) => void) | null = null;
  const pool = new pg.Pool({
    ...poolConfig,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    Client: timedClient(() => queryListener),
  });
  // An idle connection the server dropped (restart, failover) must not end the process.
  pool.on('error', (error) => log.warn('database.connection_lost', { error: error.message }));
  // …nor one lost while a transaction holds it (the pool listens only to idle connections): the
  // statement in flight fails on its own, and the client is discarded at its release.
  pool.on('connect', (client) =>
    client.on('error', (error) => log.warn('database.connection_lost', { error: error.message })),
  );
  try {
    const client = await pool.connect();
    let version: string | null;
    try {
      const applied = await migrate(client, options);
      if (applied.length > 0) log.info('database.migrated', { applied });
      version = await schemaVersion(client);
    } finally {
      client.release();
    }
    log.info('database.opened', { kind: config.kind, version });
    return {
      kind: config.kind,
      db: drizzle({ client: pool, schema }),
      pool,
      version,
      up: () =>
        withDeadline(pool.query('SELECT 1')).then(
          () => true,
          () => false,
        ),
      async close() {
        await pool.end();
        await embedded?.stop();
      },
      observeQueries(listener) {
        queryListener = listener;
      },
    };
  } catch (error) {
    await pool.end().catch(() => {});
    await embedded?.stop();
    throw error;
  }
}
