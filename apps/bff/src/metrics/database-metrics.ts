/**
 * The console's database in the Prometheus metrics: whether it answers (a scrape asks, with a
 * person's deadline), the pool's connections, each query's time, and the schema's newest migration.
 */
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { Database } from '../db/database.ts';

const PREFIX = 'payments_console_database_';

export function registerDatabaseMetrics(registry: Registry, database: Database): void {
  const registers = [registry];
  new Gauge({
    name: `${PREFIX}up`,
    help: 'Whether the console database answered within 250 ms at this scrape (1) or not (0).',
    registers,
    async collect() {
      this.set((await database.up()) ? 1 : 0);
    },
  });
  new Gauge({
    name: `${PREFIX}connections`,
    help: 'Connections of the pool, by state (in use, idle) and requests waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { totalCount, idleCount, waitingCount } = database.pool;
      this.set({ state: 'in_use' }, totalCount - idleCount);
      this.set({ state: 'idle' }, idleCount);
      this.set({ state: 'waiting' }, waitingCount);
    },
  });
  const queries = new Histogram({
    name: `${PREFIX}query_seconds`,
    help: 'Time of each query to the console database, from sending it to its answer.',
    // A person's deadline is 250 ms (db/deadline.ts): the buckets tell the queries near it apart.
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers,
  });
  database.observeQueries((seconds) => queries.observe(seconds));
  new Gauge({
    name: `${PREFIX}schema_info`,
    help: 'The newest migration applied when this process opened the database (label version), and its kind.',
    labelNames: ['version', 'kind'] as const,
    registers,
  }).set({ version: database.version ?? 'none', kind: database.kind }, 1);
}
