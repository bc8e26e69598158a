/**
 * Search from the store index (docs/search-index.md), on embedded PGlite and on a Postgres server
 * (`pnpm bench`, or alone: `pnpm bench --search-index`):
 * - the warm API p50 of a mix of ticket texts at 1,000, 10,000 and 100,000 indexed customers
 *   (budget ≤ 50 ms at 100,000 on both kinds): an exact name, a name with a typo, a company's
 *   name without its punctuation, a first name alone (broad: the candidate bound applies), an
 *   exact email and a short id; each answered from the index (0 calls to the store);
 * - a pass at the defaults (`EP_MAX_RPS` 20, a 10 % share) over the demo backlog store: its calls
 *   and duration, and from its measured rate the duration at 10k, 100k and 1M customers.
 * Customers and companies are generated (a seeded PRNG), one company per five customers, an
 * account member per customer; they are written straight into the index, then a BFF serves them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer } from '@pc/bff';
import {
  accountRecords,
  customerRecord,
  indexStore,
  memberRecord,
  openDatabase,
  postgresUnavailable,
  startPostgresCluster,
  storeKey,
} from '@pc/bff/testing';
import type { SearchResult } from '@pc/contract';
import { createSimulator } from '@pc/ep-simulator';
import { median, round } from './stats.ts';

export const INDEX_SIZES = (process.env.BENCH_INDEX_SIZES ?? '1000,10000,100000')
  .split(',')
  .map(Number);
/** Texts timed per size: each of the mix's kinds in turn. */
const RUNS = 60;
const quiet = { logSink: () => {} };
const log = { debug() {}, info() {}, warn() {}, error() {}, addSecret() {}, addToken() {} };
const at = '2026-06-01T00:00:00.000Z';

const FIRST =
  'Ana Ben Chloe Dmitri Elena Farid Grace Hiro Ines Jonas Kemal Lena Mateo Nadia Omar Priya Quinn Rosa Sven Tariq Uma Viktor Wen Xenia Yusuf Zoe Aiko Bruno Carla Diego'.split(
    ' ',
  );
const LAST =
  'Novak Okafor Silva Tanaka Müller Kowalski Haddad Lindqvist Moreau Rossi Nguyen Ibrahim Petrov García Andersen Costa Yilmaz Schmidt Dubois Kim Sato Fischer Romano Horvat Jansen Eriksen Ortiz Mendes Ferreira Lopez'.split(
    ' ',
  );
const WORDS =
  'Acme Blue River Crown Delta Echo Falcon Granite Harbor Iron Jade Kestrel Lumen Maple Nimbus Orbit Pioneer Quartz Raven Summit Titan Union Vertex Willow Zenith Amber Cedar Coral Ember Atlas'.split(
    ' ',
  );
const SUFFIX = ['Ltd', 'GmbH', 'LLC', 'K.K.', 'W.L.L.', '& Sons', 'S.A.', 'Inc.'];

/** mulberry32: the same store on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const uuid = (kind: number, i: number) =>
  `${((i * 2654435761) % 0xffffffff).toString(16).padStart(8, '0')}-0000-4000-8${kind}00-${String(i).padStart(12, '0')}`;

interface Store {
  customers: { id: string; name: string; email: string; accountId: string }[];
  accounts: { id: string; name: string }[];
}

export function generate(n: number): Store {
  const random = prng(40);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const accounts = Array.from({ length: Math.ceil(n / 5) }, (_, i) => ({
    id: uuid(1, i),
    name: `${pick(WORDS)} ${pick(WORDS)} ${pick(SUFFIX)}`,
  }));
  const customers = Array.from({ length: n }, (_, i) => {
    const [first, last] = [pick(FIRST), pick(LAST)];
    const account = accounts[i % accounts.length] as Store['accounts'][number];
    return {
      id: uuid(2, i),
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@${account.name.split(' ')[0]?.toLowerCase()}.example`,
      accountId: account.id,
    };
  });
  return { customers, accounts };
}

const stamps = { created_at: at, updated_at: at };

/** Writes the store into the index as one complete pass would have. */
export async function seed(databaseEnv: Record<string, string>, key: string, store: Store) {
  const db = await openDatabase(loadConfig(databaseEnv).database, log);
  try {
    const index = indexStore(db.pool, key);
    const records = [
      ...store.accounts.flatMap((a) =>
        accountRecords({ id: a.id, type: 'account', name: a.name, legal_name: null }),
      ),
      ...store.customers.map((c) =>
        customerRecord({
          id: c.id,
          type: 'subscription_subscriber',
          attributes: { account_id: c.accountId, name: c.name, email: c.email, ...stamps },
          meta: { owner: 'store', timestamps: stamps },
        }),
      ),
      ...store.customers.map((c, i) =>
        memberRecord({ id: uuid(3, i), type: 'account_member', name: c.name, email: c.email }),
      ),
    ];
    for (let i = 0; i < records.length; i += 5000) await index.add(records.slice(i, i + 5000));
    const kinds = {
      customer: { asOf: at, records: store.customers.length, partial: false },
      account: { asOf: at, records: store.accounts.length, partial: false },
      member: { asOf: at, records: store.customers.length, partial: false },
      subscription: { asOf: at, records: 0, partial: false },
    };
    await db.pool.query(
      `INSERT INTO search_sync (store_key, holder, generation, expires_at, not_before, as_of, kinds)
       VALUES ($1, 'bench', 1, now(), now() + interval '1 day', $2, $3::jsonb)
       ON CONFLICT (store_key) DO UPDATE SET as_of = $2, kinds = $3::jsonb`,
      [key, at, JSON.stringify(kinds)],
    );
    // As a pass ends (index-store.ts `finish`).
    await db.pool.query('ANALYZE search_record');
  } finally {
    await db.close();
  }
}

/** The mix: exact name, a typo, a company without punctuation, a first name, an email, a short id. */
function texts(store: Store): string[] {
  const random = prng(7);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: RUNS }, (_, i) => {
    const c = pick(store.customers);
    const a = pick(store.accounts);
    switch (i % 6) {
      case 0:
        return c.name;
      case 1:
        return c.name.slice(0, -2) + c.name.slice(-1);
      case 2:
        return a.name.replaceAll('.', '').replace('&', 'and');
      case 3:
        return c.name.split(' ')[0] ?? c.name;
      case 4:
        return c.email.toUpperCase();
      default:
        return c.id.slice(0, 8);
    }
  });
}

export interface SearchIndexSize {
  customers: number;
  p50Ms: number;
  p90Ms: number;
  maxMs: number;
  runs: number;
  /** Calls the searches made to the store: 0 when the index answered them all. */
  storeCalls: number;
  /** Searches answered by Elastic Path instead (the database past the person's 250 ms deadline). */
  fallbacks: number;
  seedSeconds: number;
}

export interface SearchIndexKind {
  kind: 'embedded (PGlite)' | 'server (Postgres)';
  sizes: SearchIndexSize[];
}

export interface SearchIndexPass {
  calls: number;
  seconds: number;
  callsPerSecond: number;
  /** Extrapolated from the measured rate: calls per pass (docs/search-index.md#calls-per-pass). */
  at: { customers: number; calls: number; minutes: number }[];
}

export interface SearchIndexResult {
  kinds: SearchIndexKind[];
  pass: SearchIndexPass | null;
  serverUnavailable: string | null;
}

const storeCalls = (sim: ReturnType<typeof createSimulator>) =>
  Object.entries(sim.counters.requestsByRoute)
    .filter(([route]) => route !== 'token')
    .reduce((sum, [, n]) => sum + (n ?? 0), 0);

async function measureKind(
  kind: SearchIndexKind['kind'],
  freshEnv: () => Promise<Record<string, string>>,
  onProgress: (message: string) => void,
): Promise<SearchIndexKind> {
  const sizes: SearchIndexSize[] = [];
  for (const n of INDEX_SIZES) {
    const sim = createSimulator();
    const env = {
      ...(await freshEnv()),
      PORT: '0',
      WEB_DIST: 'none',
      SEARCH_SYNC_ON_START: '0',
      EP_MAX_RPS: '100000',
      EP_MAX_IN_FLIGHT: '64',
    };
    const store = generate(n);
    const key = storeKey({
      baseUrl: 'http://ep-simulator.internal/v2',
      clientId: sim.credentials.clientId,
    });
    const seeding = performance.now();
    await seed(env, key, store);
    const seedSeconds = round((performance.now() - seeding) / 1000, 1);
    const server = await startServer({ env, simulator: sim, deps: quiet, openDatabase: true });
    try {
      const ask = async (q: string) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}`, {
          headers: { 'X-CSRF': '1' },
        });
        const body = (await response.json()) as SearchResult;
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`bench: ${q} answered ${response.status}`);
        // A read past the person's deadline falls back to Elastic Path: counted, and its calls too.
        if (body.source?.answeredBy !== 'index') fallbacks += 1;
        return ms;
      };
      const mix = texts(store);
      let fallbacks = 0;
      for (const q of mix.slice(0, 6)) await ask(q); // warm-up
      sim.reset();
      fallbacks = 0;
      const times: number[] = [];
      for (const q of mix) times.push(await ask(q));
      times.sort((x, y) => x - y);
      sizes.push({
        customers: n,
        p50Ms: round(median(times)),
        p90Ms: round(times[Math.floor(times.length * 0.9)] ?? 0),
        maxMs: round(times.at(-1) ?? 0),
        runs: times.length,
        storeCalls: storeCalls(sim),
        fallbacks,
        seedSeconds,
      });
      onProgress(
        `  ${kind}, ${n} customers: p50 ${sizes.at(-1)?.p50Ms} ms, ${fallbacks} fell back (seeded in ${seedSeconds} s)`,
      );
    } finally {
      await server.close();
    }
  }
  return { kind, sizes };
}

/** A real pass over the demo backlog at the defaults, timed; its rate gives the larger stores'. */
async function measurePass(): Promise<SearchIndexPass> {
  const dir = mkdtempSync(join(tmpdir(), 'pc-bench-pass-'));
  const sim = createSimulator({ backlog: true, latencyMs: 20 });
  try {
    const ended: { ms: number | null } = { ms: null };
    const server = await startServer({
      env: {
        PORT: '0',
        WEB_DIST: 'none',
        DATA_DIR: dir,
        SEARCH_SYNC_ON_START: '1',
        LOG_LEVEL: 'info',
      },
      simulator: sim,
      // The pass's own duration, as it logs it (its start waits up to 10 s for its turn).
      deps: {
        logSink: (line) => {
          const parsed = JSON.parse(line) as { msg?: string; event?: string; ms?: number };
          if ((parsed.msg ?? parsed.event) === 'search_index.pass_ended')
            ended.ms = parsed.ms ?? null;
        },
      },
      openDatabase: true,
    });
    try {
      while (ended.ms === null) await new Promise((r) => setTimeout(r, 250));
    } finally {
      await server.close();
    }
    const calls = [
      'subscribers.list',
      'subscriptions.list',
      'accounts.list',
      'account-members.list',
    ]
      .map((route) => sim.counters.requestsByRoute[route as 'accounts.list'] ?? 0)
      .reduce((a, b) => a + b, 0);
    const seconds = (ended.ms ?? 0) / 1000;
    // The pace a pass keeps at the defaults: 20 × 10 % = 2 a second, in windows of 550 ms.
    const callsPerSecond = 1000 / 550;
    const perList = (n: number) => Math.min(101, Math.ceil((n + 1) / 100));
    const at = [10_000, 100_000, 1_000_000].map((customers) => {
      const passCalls = 3 * perList(customers) + Math.ceil((customers + 1) / 100);
      return { customers, calls: passCalls, minutes: round(passCalls / callsPerSecond / 60, 1) };
    });
    return { calls, seconds: round(seconds, 1), callsPerSecond: round(callsPerSecond, 2), at };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureSearchIndex(
  onProgress: (message: string) => void,
): Promise<SearchIndexResult> {
  const kinds: SearchIndexKind[] = [];
  const dirs: string[] = [];
  try {
    kinds.push(
      await measureKind(
        'embedded (PGlite)',
        async () => {
          const dir = mkdtempSync(join(tmpdir(), 'pc-bench-index-'));
          dirs.push(dir);
          return { DATA_DIR: dir };
        },
        onProgress,
      ),
    );
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  const serverUnavailable = postgresUnavailable();
  if (!serverUnavailable) {
    const cluster = await startPostgresCluster();
    try {
      kinds.push(
        await measureKind(
          'server (Postgres)',
          async () => ({ DATABASE_URL: await cluster.createDatabase() }),
          onProgress,
        ),
      );
    } finally {
      cluster.remove();
    }
  }
  onProgress('  a pass at the defaults over the demo backlog');
  const pass = await measurePass();
  return { kinds, pass, serverUnavailable };
}
