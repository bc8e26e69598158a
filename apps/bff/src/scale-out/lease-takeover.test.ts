/**
 * The attention lease when its holder dies mid-refresh (docs/decisions/031-attention-lease.md):
 * three BFF processes on one throwaway Postgres, the simulator slowed so that a refresh lasts
 * seconds. The holder is SIGKILLed (no shutdown, no release of the lease) while its rows are
 * half written; once the lease runs out (LEASE_MS, 30 s, unrenewed) a survivor takes it and the
 * list that results holds every outstanding invoice exactly once.
 *
 * No nginx: the replicas are asked directly, so it is known which one answers.
 */

import type { AttentionPage } from '@pc/contract';
import { createSimulator, demoSeed, type Simulator } from '@pc/ep-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BffProcess, startBffProcess } from '../testing/bff-process.ts';
import {
  type PostgresCluster,
  postgresUnavailable,
  startPostgresCluster,
} from '../testing/postgres-cluster.ts';

const NO_POSTGRES = postgresUnavailable();
if (NO_POSTGRES) console.warn(`SKIPPED scale-out/lease-takeover.test.ts: ${NO_POSTGRES}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A view a second at most per replica: the list's rate for one person (ATTENTION_LIST_RATE). */
const POLL_MS = 1100;

let sim: Simulator;
let upstream: { url: string; close(): Promise<void> };
let postgres: PostgresCluster;
const replicas: BffProcess[] = [];

const view = async (bff: BffProcess) => {
  const response = await fetch(`${bff.url}/api/attention`, { headers: { 'X-CSRF': '1' } });
  const body = await response.text();
  expect(response.status, body).toBe(200);
  return JSON.parse(body) as AttentionPage;
};

const logged = (bff: BffProcess, msg: string) => bff.lines().filter((l) => l.msg === msg);

describe.skipIf(NO_POSTGRES)('the attention lease across replicas', () => {
  beforeAll(async () => {
    // The backlog's 300 more outstanding invoices and 300 ms a request: several seconds a refresh.
    sim = createSimulator({ backlog: true, latencyMs: 300 });
    upstream = await sim.listen({ port: 0 });
    postgres = await startPostgresCluster();
    const env = {
      EP_BASE_URL: `${upstream.url}/v2`,
      EP_CLIENT_ID: sim.credentials.clientId,
      EP_CLIENT_SECRET: sim.credentials.clientSecret,
      EP_MAX_RPS: '1000',
      EP_MAX_IN_FLIGHT: '64',
      AUTH_MODE: 'none',
      // The refresh starts with the first view, so the test knows which replica holds the lease.
      ATTENTION_REFRESH_ON_START: '0',
      DATABASE_URL: await postgres.createDatabase(),
    };
    replicas.push(...(await Promise.all([1, 2, 3].map(() => startBffProcess(env)))));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(replicas.map((p) => p.stop('SIGKILL')));
    await upstream?.close();
    postgres?.remove();
  });

  it('killing the lease holder mid-refresh lets another replica finish it, with no row lost or doubled', async () => {
    const [holder, ...survivors] = replicas as [BffProcess, BffProcess, BffProcess];
    expect((await view(holder)).snapshot.status).toBe('building');
    // The survivors' lists are open too: from now on they ask for the lease when they are viewed.
    for (const s of survivors) await view(s);

    // Mid-refresh: some rows flushed to the database (seen from a survivor), the refresh not ended.
    let building = await view(survivors[0]);
    for (let i = 0; i < 30 && building.snapshot.progress.built === 0; i++) {
      await sleep(POLL_MS);
      building = await view(survivors[0]);
    }
    expect(building.snapshot.status).toBe('building');
    expect(building.snapshot.progress.built).toBeGreaterThan(0);
    expect(logged(holder, 'attention.refresh_started')).toHaveLength(1);
    expect(logged(holder, 'attention.refresh_ended')).toHaveLength(0);
    for (const s of survivors) expect(logged(s, 'attention.refresh_started')).toHaveLength(0);

    const builtAtKill = building.snapshot.progress.built;
    const killedAt = performance.now();
    holder.child.kill('SIGKILL');
    expect(await holder.exited).toBe('SIGKILL');

    // Views keep the survivors asking; one of them gets the lease once the dead holder's lapses.
    let pages = await Promise.all(survivors.map(view));
    for (let i = 0; i < 90 && pages.some((p) => p.snapshot.status !== 'complete'); i++) {
      await sleep(POLL_MS);
      pages = await Promise.all(survivors.map(view));
    }
    console.info(
      `lease takeover: killed with ${builtAtKill} rows built; complete on the survivors ` +
        `${Math.round((performance.now() - killedAt) / 1000)} s later`,
    );
    const expected = new Set(
      (demoSeed({ backlog: true }).invoices ?? [])
        .filter((i) => i.attributes.outstanding)
        .map((i) => i.id),
    );
    expect(builtAtKill).toBeLessThan(expected.size);
    for (const page of pages) {
      expect(page.snapshot).toMatchObject({ status: 'complete', problem: null });
      const ids = page.rows.map((r) => r.invoice.id);
      expect(ids).toHaveLength(expected.size);
      expect(new Set(ids)).toEqual(expected);
    }
    const [a, b] = pages as [AttentionPage, AttentionPage];
    expect(b.rows.map((r) => r.invoice.id)).toEqual(a.rows.map((r) => r.invoice.id));
    expect(b.snapshot.id).toBe(a.snapshot.id);
    // Exactly one survivor ran the refresh, to its end.
    const ended = survivors.map((s) => logged(s, 'attention.refresh_ended').length);
    expect(ended.sort()).toEqual([0, 1]);
  }, 120_000);
});
