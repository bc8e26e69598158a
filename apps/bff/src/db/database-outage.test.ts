/**
 * The console's database stopped under a running BFF: the ticket's way (search, customer,
 * subscription, invoice, payments) is answered from Elastic Path as before, `/readyz` stays 200
 * saying the database is down, and everything is back when the database is, without a restart.
 */
import { createSimulator } from '@pc/ep-simulator';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../server.ts';
import {
  type PostgresCluster,
  postgresUnavailable,
  startPostgresCluster,
} from '../testing/postgres-cluster.ts';
import { walkTicketWay } from '../testing/ticket-way.ts';

const unavailable = postgresUnavailable();
let cluster: PostgresCluster | null = null;
afterAll(() => cluster?.remove());

describe.skipIf(unavailable)('a database outage under a running BFF', () => {
  it('keeps the ticket’s way answering and /readyz at 200, and recovers without a restart', async () => {
    cluster = await startPostgresCluster();
    const simulator = createSimulator();
    const server = await startServer({
      env: { PORT: '0', WEB_DIST: 'none', DATABASE_URL: await cluster.createDatabase() },
      simulator,
      deps: { logSink: () => {} },
      openDatabase: true,
    });
    const ready = async () => (await fetch(`${server.url}/readyz`)).json();
    try {
      expect(await ready()).toEqual({ status: 'ready', database: 'up' });
      cluster.stop();
      // Throws on any answer but 200.
      const calls = await walkTicketWay(server.url, simulator);
      expect(calls.search.length + calls.invoice.length).toBeGreaterThan(0);
      const down = await fetch(`${server.url}/readyz`);
      expect(down.status).toBe(200);
      expect(await down.json()).toEqual({ status: 'ready', database: 'down' });
      cluster.start();
      let state: unknown = null;
      for (let i = 0; i < 50 && (state as { database?: string })?.database !== 'up'; i += 1) {
        state = await ready();
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(state).toEqual({ status: 'ready', database: 'up' });
    } finally {
      await server.close();
    }
  }, 60_000);
});
