/**
 * Three BFF replicas (real processes, one SESSION_SECRET) behind a real nginx,
 * the simulator as Elastic Path over HTTP, OIDC sign-in against the test identity provider.
 * One file so the two scenarios run one after the other on the same fleet.
 *
 * The replicas share one Postgres server (a throwaway cluster, testing/postgres-cluster.ts), as a
 * deployment does: the attention list is refreshed once for all of them.
 *
 * nginx and postgresql come from Debian's packages: `.ci/run` installs them when they are
 * missing and the run is root. Elsewhere, without nginx, this suite is skipped and says so;
 * without postgresql, the replicas keep their own embedded databases and the shared-list test skips.
 */

import type { Socket } from 'node:net';
import { attentionPageSchema, attentionView } from '@pc/contract';
import { createSimulator, type Simulator } from '@pc/ep-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BffProcess,
  readStdoutSlowly,
  startBffProcess,
  stdoutClosed,
} from '../testing/bff-process.ts';
import { freePort, runLoad } from '../testing/load.ts';
import {
  type PostgresCluster,
  postgresUnavailable,
  startPostgresCluster,
} from '../testing/postgres-cluster.ts';
import { openSocket } from '../testing/raw-http.ts';
import { createTestBrowser, type TestBrowser } from '../testing/test-browser.ts';
import { paymentsPath } from '../testing/test-harness.ts';
import {
  startTestIdentityProvider,
  TEST_STAFF,
  type TestIdentityProvider,
} from '../testing/test-identity-provider.ts';
import { findNginx, type Nginx, startNginx } from './nginx.ts';

const NGINX = findNginx();
if (!NGINX) {
  console.warn(
    'SKIPPED scale-out/replicas.test.ts: nginx is not installed. `.ci/run` installs it when run ' +
      'as root; elsewhere `apt-get install nginx` (or NGINX_BIN=/path/to/nginx) enables this suite.',
  );
}

const NO_POSTGRES = postgresUnavailable();
if (NO_POSTGRES) console.warn(`SKIPPED the shared attention list across replicas: ${NO_POSTGRES}`);

const REPLICAS = 3;
const SESSION_SECRET = 'replica-test-session-secret-0123456789abcdef';

let sim: Simulator;
let upstream: { url: string; close(): Promise<void> };
let idp: TestIdentityProvider;
let nginx: Nginx;
let publicUrl = '';
let ports: number[] = [];
/** Every process that ran, replaced ones included: their stdout holds the audit trail. */
const processes: BffProcess[] = [];
const current: BffProcess[] = [];
let env: Record<string, string> = {};
let invoicePath = '';
let browser: TestBrowser;
let postgres: PostgresCluster | null = null;

const startReplica = async (i: number) => {
  const bff = await startBffProcess({ ...env, PORT: String(ports[i]) });
  processes.push(bff);
  current[i] = bff;
  return bff;
};

const linesOf = (bff: BffProcess, msg: string) => bff.lines().filter((l) => l.msg === msg);

describe.skipIf(!NGINX)('three replicas behind nginx', () => {
  beforeAll(async () => {
    // A little latency so that requests are really in flight when a replica is told to stop.
    sim = createSimulator({ latencyMs: 15 });
    upstream = await sim.listen({ port: 0 });
    if (!NO_POSTGRES) postgres = await startPostgresCluster();
    ports = await Promise.all(Array.from({ length: REPLICAS }, () => freePort()));
    const nginxPort = await freePort();
    publicUrl = `http://127.0.0.1:${nginxPort}`;
    idp = await startTestIdentityProvider({ redirectUri: `${publicUrl}/auth/callback` });
    env = {
      EP_BASE_URL: `${upstream.url}/v2`,
      EP_CLIENT_ID: sim.credentials.clientId,
      EP_CLIENT_SECRET: sim.credentials.clientSecret,
      // The store's limit is split between replicas; here it is raised out of the way.
      EP_MAX_RPS: '1000',
      EP_MAX_IN_FLIGHT: '64',
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      PUBLIC_URL: publicUrl,
      SESSION_SECRET,
      STAFF_EMAILS: TEST_STAFF.email,
      // Every connection comes from nginx's address: nginx limits per client (nginx.ts).
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0',
      // Every replica asks for the attention lease as it starts; one of them gets it.
      ATTENTION_REFRESH_ON_START: '1',
      ATTENTION_START_SPREAD_S: '0',
      ...(postgres && { DATABASE_URL: await postgres.createDatabase() }),
    };
    await Promise.all(ports.map((_, i) => startReplica(i)));
    nginx = await startNginx({ port: nginxPort, upstreams: ports, clientHeaderTimeoutS: 2 });
    const invoice = sim.invoices.find((i) => i.payments >= 10);
    if (!invoice) throw new Error('no demo invoice with 10 payments');
    invoicePath = paymentsPath(invoice);
    browser = createTestBrowser({
      appOrigin: publicUrl,
      app: (url, init) => fetch(url, { ...init, redirect: 'manual' }),
    });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(current.map((p) => p?.stop('SIGKILL')));
    await nginx?.stop();
    await idp?.close();
    await upstream?.close();
    postgres?.remove();
  });

  it('a person signs in through one replica and keeps working on the others; one token request per replica', async () => {
    const login = await browser.follow(`${publicUrl}/auth/login?returnTo=/`);
    expect(login.url.startsWith(`${idp.issuer}/interaction/`)).toBe(true);
    const form = await browser.submitForm(login.url, await login.response.text(), {
      email: TEST_STAFF.email,
      password: TEST_STAFF.password,
    });
    const back = await browser.follow(new URL(form.headers.get('location') ?? '', login.url).href);
    expect(back.url).toBe(`${publicUrl}/`);

    const api = { headers: { 'X-CSRF': '1' } };
    for (let i = 0; i < 30; i++) {
      const path = i % 2 ? '/api/me' : `${invoicePath}?page[limit]=5`;
      const response = await browser.request(`${publicUrl}${path}`, api);
      expect(response.status, path).toBe(200);
      if (path === '/api/me')
        expect(await response.json()).toMatchObject({ email: TEST_STAFF.email });
      else await response.arrayBuffer();
    }
    // Round robin: every replica served the person, none of them had signed them in but one.
    for (const replica of current) {
      const served = linesOf(replica, 'payments.served');
      expect(served.length).toBeGreaterThan(0);
      expect(served.every((l) => l.user === TEST_STAFF.email)).toBe(true);
    }
    const signIns = current.flatMap((r) => linesOf(r, 'auth.signed_in'));
    expect(signIns).toHaveLength(1);
    // Token custody: each replica asked Elastic Path for exactly one token.
    expect(current.map((r) => linesOf(r, 'token.fetched').length)).toEqual([1, 1, 1]);
    expect(sim.counters.tokenRequests).toBe(REPLICAS);
  }, 60_000);

  it.skipIf(NO_POSTGRES)(
    'the attention list: one refresh for three replicas, the same rows from each, a fourth answers at once',
    async () => {
      const api = { headers: { 'X-CSRF': '1' } };
      const list = async () =>
        (await (await browser.request(`${publicUrl}/api/attention`, api)).json()) as {
          snapshot: { status: string; asOf: string | null };
          rows: { invoice: { id: string }; customer: { id: string } | null }[];
        };
      let first = await list();
      for (let i = 0; i < 100 && first.snapshot.status !== 'complete'; i += 1) {
        await new Promise((r) => setTimeout(r, 200));
        first = await list();
      }
      expect(first.snapshot.status).toBe('complete');
      // Round robin: each replica answers twice; every answer is the same snapshot.
      const answers = await Promise.all(Array.from({ length: 2 * REPLICAS }, () => list()));
      for (const answer of answers) {
        expect(answer.snapshot.asOf).toBe(first.snapshot.asOf);
        expect(answer.rows.map((r) => r.invoice.id)).toEqual(first.rows.map((r) => r.invoice.id));
      }
      // One refresh's worth of reads at the store, not three.
      const calls = sim.counters.requestsByRoute;
      expect(calls['invoices.list']).toBe(1);
      expect(calls['subscribers.get']).toBe(
        new Set(first.rows.map((r) => r.customer?.id).filter(Boolean)).size,
      );
      const refreshes = current.flatMap((r) => linesOf(r, 'attention.refresh_started'));
      expect(refreshes).toHaveLength(1);

      // A fourth replica (no sign-in, to ask it directly) serves the list as soon as it is ready.
      const before = sim.counters.getRequests;
      const fourth = await startBffProcess({
        EP_BASE_URL: env.EP_BASE_URL ?? '',
        EP_CLIENT_ID: env.EP_CLIENT_ID ?? '',
        EP_CLIENT_SECRET: env.EP_CLIENT_SECRET ?? '',
        DATABASE_URL: env.DATABASE_URL ?? '',
        AUTH_MODE: 'none',
      });
      try {
        expect((await fetch(`${fourth.url}/readyz`)).status).toBe(200);
        const started = performance.now();
        const response = await fetch(`${fourth.url}/api/attention`, api);
        const page = (await response.json()) as Awaited<ReturnType<typeof list>>;
        expect(performance.now() - started).toBeLessThan(1000);
        expect(page.snapshot.status).toBe('complete');
        expect(page.rows.map((r) => r.invoice.id)).toEqual(first.rows.map((r) => r.invoice.id));
        // Nothing read from the store for it, beyond what /readyz needs (its token).
        expect(sim.counters.getRequests).toBe(before);
      } finally {
        await fourth.stop();
      }
    },
    60_000,
  );

  it.skipIf(NO_POSTGRES)(
    'a note written through one replica is read through the others',
    async () => {
      const invoiceId = sim.invoices[0]?.invoiceId ?? '';
      const text = 'Promised to pay on Friday (note from the replica test).';
      const written = await browser.request(`${publicUrl}/api/invoices/${invoiceId}/notes`, {
        method: 'POST',
        headers: { 'X-CSRF': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      expect(written.status).toBe(201);
      const writers = current.filter((r) => linesOf(r, 'note.added').length > 0);
      expect(writers).toHaveLength(1);
      // Round robin: each replica answers once, each with the note from the shared database.
      for (let i = 0; i < REPLICAS; i += 1) {
        const read = await browser.request(`${publicUrl}/api/invoices/${invoiceId}/case`, {
          headers: { 'X-CSRF': '1' },
        });
        expect(read.status).toBe(200);
        const work = (await read.json()) as {
          notes: { text: string; author: { email: string } }[];
        };
        expect(work.notes).toMatchObject([{ text, author: { email: TEST_STAFF.email } }]);
      }
      const readers = current.filter((r) => linesOf(r, 'case.served').length > 0);
      expect(readers.some((r) => r !== writers[0])).toBe(true);
    },
    30_000,
  );

  it('a rolling restart under load (concurrency 20, 40 s): 0 failed requests, 0 lost audit lines', async () => {
    const cookie = [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = { 'X-CSRF': '1', cookie };
    // A page length no other test asks for, so its audit lines can be counted exactly.
    const url = `${publicUrl}${invoicePath}?page[limit]=7`;
    const before = processes.length;
    const tokensBefore = sim.counters.tokenRequests;
    const load = runLoad({
      concurrency: 20,
      // Three rounds of 6 s, a drain and a start (a start opens the database: about 4 s on a busy
      // machine), then time for the last new replica to serve: a shorter load ended before it.
      durationMs: 40_000,
      pauseMs: 50,
      send: async () => {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        return response.status;
      },
    });
    const exits: (number | string)[] = [];
    for (let i = 0; i < REPLICAS; i++) {
      await new Promise((r) => setTimeout(r, 6_000));
      const old = current[i];
      if (!old) throw new Error('missing replica');
      old.child.kill('SIGTERM');
      exits.push(await old.exited);
      await startReplica(i);
    }
    const result = await load;
    // Let the last replica's lines reach us.
    await new Promise((r) => setTimeout(r, 200));

    const ok = result.statuses.get(200) ?? 0;
    const failed = result.total - ok;
    const audited = processes
      .flatMap((p) => linesOf(p, 'payments.served'))
      .filter((l) => l.limit === 7).length;
    console.info(
      `rolling restart: ${result.total} requests, ${failed} failed, ${ok} served, ${audited} audit lines, ` +
        `statuses ${JSON.stringify(Object.fromEntries(result.statuses))}, exits ${exits.join(',')}, ` +
        `token requests ${sim.counters.tokenRequests - tokensBefore} for ${processes.length - before} new processes`,
    );
    expect(result.failures).toEqual([]);
    expect(failed).toBe(0);
    expect(ok).toBeGreaterThan(1000);
    expect(audited).toBe(ok);
    expect(exits).toEqual([0, 0, 0]);
    // Each new process: one token for its lifetime.
    expect(sim.counters.tokenRequests - tokensBefore).toBe(processes.length - before);
    for (const p of processes.slice(before)) expect(linesOf(p, 'token.fetched')).toHaveLength(1);
  }, 120_000);

  it('a view of the attention list through nginx is accepted on any replica', async () => {
    const api = { 'X-CSRF': '1', cookie: [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    // Each replica builds its own snapshot from its first view on: ask until one has rows.
    let list = null;
    for (let i = 0; i < 60 && !list?.page.rows.length; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 250));
      const response = await fetch(`${publicUrl}/api/attention`, { headers: api });
      expect(response.status).toBe(200);
      const page = attentionPageSchema.parse(await response.json());
      list = { page, token: response.headers.get('X-Served-Token') };
    }
    if (!list?.page.rows.length) throw new Error('no replica built any row of the list');
    const { page, token } = list;
    const rows = page.rows.slice(0, 5).map((row, i) => ({ ...row, tag: page.tags[i] ?? '' }));
    const report = JSON.stringify({ ...attentionView(page.snapshot.id, rows), token });
    const viewedBefore = current.map((r) => linesOf(r, 'attention.viewed').length);
    const statuses: number[] = [];
    // Round robin: two reports reach each replica, whichever one served the list.
    for (let i = 0; i < 2 * REPLICAS; i++) {
      const response = await fetch(`${publicUrl}/api/audit/views`, {
        method: 'POST',
        headers: { ...api, 'content-type': 'application/json' },
        body: report,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(2 * REPLICAS).fill(204));
    await new Promise((r) => setTimeout(r, 200));
    const viewed = current.map((r, i) => linesOf(r, 'attention.viewed').slice(viewedBefore[i]));
    expect(viewed.map((lines) => lines.length)).toEqual(Array(REPLICAS).fill(2));
    for (const line of viewed.flat())
      expect(line).toMatchObject({ user: TEST_STAFF.email, snapshotId: page.snapshot.id });
  }, 60_000);

  it('SIGTERM to a replica whose stdout is read slowly loses no audit line', async () => {
    const headers = {
      'X-CSRF': '1',
      cookie: [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    // A page length no other test asks for, so its audit lines can be counted exactly.
    const url = `${publicUrl}${invoicePath}?page[limit]=9`;
    const slow = current[0];
    if (!slow) throw new Error('missing replica');
    // Its reader stops: what the pipe cannot take waits in the replica's memory.
    slow.child.stdout?.pause();
    // 1,500 pages, a third of them on the slow replica: its lines wait behind the pipe's 64 KB
    // for a reader at 200 KB/s, the probe's figure, within the flush's grace
    // (AUDIT_FLUSH_GRACE_MS, 10 s). A count, not a duration: how many a second fit depends on
    // the machine.
    const PAGES = 1500;
    let started = 0;
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        while (started < PAGES) {
          started += 1;
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          statuses.push(response.status);
        }
      }),
    );
    const readFast = readStdoutSlowly(slow);
    slow.child.kill('SIGTERM');
    const exit = await slow.exited;
    readFast();
    await stdoutClosed(slow);
    await startReplica(0);
    await new Promise((r) => setTimeout(r, 200));

    const ok = statuses.filter((status) => status === 200).length;
    const audited = processes
      .flatMap((p) => linesOf(p, 'payments.served'))
      .filter((l) => l.limit === 9).length;
    const flushed = slow
      .stderr()
      .split('\n')
      .filter((l) => l.includes('"audit.flushed"'))
      .map((l) => JSON.parse(l) as { flushed: number; lost: number; ms: number });
    console.info(
      `slow stdout: ${statuses.length} requests, ${ok} served, ${audited} audit lines; ` +
        `the slow replica's exit ${exit}, ${JSON.stringify(flushed)}`,
    );
    expect(exit).toBe(0);
    expect(ok).toBe(PAGES);
    expect(audited).toBe(ok);
    expect(flushed).toMatchObject([{ lost: 0 }]);
  }, 60_000);

  it('a slow-header flood at nginx (300 connections, one client) never reaches the replicas; nginx closes it', async () => {
    const flood: Socket[] = [];
    for (let i = 0; i < 300; i++) {
      const socket = await openSocket(publicUrl, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      socket.on('error', () => {});
      socket.resume();
      flood.push(socket);
    }
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 16; i++) statuses.push((await fetch(`${publicUrl}/healthz`)).status);
      expect(statuses).toEqual(Array(16).fill(200));
      // client_header_timeout (2 s here): nginx closes every unfinished header block.
      await new Promise((r) => setTimeout(r, 3500));
      expect(flood.filter((s) => !s.destroyed && !s.readableEnded)).toHaveLength(0);
    } finally {
      for (const s of flood) s.destroy();
    }
  }, 30_000);
});
