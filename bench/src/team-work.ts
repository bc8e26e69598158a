import { loadConfig, startServer } from '@pc/bff';
import type { AttentionRow } from '@pc/contract';
import { createSimulator } from '@pc/ep-simulator';
import { timedAttention } from './attention-fetch.ts';
import { onEachDatabaseKind, publishCopies, refreshedServer } from './database-kinds.ts';
import { median, percentile, round } from './stats.ts';

const ROWS = 1000;
const NOTES_PER_CASE = 2;
/** Warm list answers timed; past the list's burst of ten each waits out its 429 (about 1 s). */
const RUNS = 20;
const WRITES = 200;
const quiet = { logSink: () => {} };

export interface TeamWorkKind {
  kind: 'embedded (PGlite)' | 'server (Postgres)';
  noteWrites: number;
  noteWriteP50Ms: number;
  noteWriteP95Ms: number;
  rows: number;
  notes: number;
  listP50Ms: number;
  listMaxMs: number;
  runs: number;
}

export interface TeamWorkResult {
  kinds: TeamWorkKind[];
  /** Why the server kind was not measured (no Postgres on this machine), or null. */
  serverUnavailable: string | null;
}

type Page = {
  snapshot: { status: string };
  rows: (AttentionRow & { case?: { notesCount: number } })[];
};

async function measureKind(
  kind: TeamWorkKind['kind'],
  env: Record<string, string>,
): Promise<TeamWorkKind> {
  const sim = createSimulator({ backlog: true });
  const base = {
    ...env,
    PORT: '0',
    WEB_DIST: 'none',
    EP_MAX_RPS: '100000',
    EP_MAX_IN_FLIGHT: '64',
    TEAM_WRITES_PER_MINUTE: '100000',
  };
  // 1. One real refresh of the backlog store.
  const refreshed = await refreshedServer(sim, base);
  let server = refreshed.server;
  // 2. Note writes, on the backlog's real invoices (their existence is read once, then cached).
  const invoices = refreshed.rows.slice(0, 20).map((row) => row.invoice.id);
  const writes: number[] = [];
  for (let i = 0; i < WRITES; i += 1) {
    const at = performance.now();
    const response = await fetch(
      `${server.url}/api/invoices/${invoices[i % invoices.length]}/notes`,
      {
        method: 'POST',
        headers: { 'X-CSRF': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ text: `Called the customer, attempt ${i}: no answer.` }),
      },
    );
    if (response.status !== 201) throw new Error(`bench: a note answered ${response.status}`);
    await response.arrayBuffer();
    writes.push(performance.now() - at);
  }
  await server.close();
  // 3. 1,000 rows copied under new ids, each with a case and two notes.
  const { db, key, ids } = await publishCopies(
    loadConfig(base).database,
    sim,
    refreshed.rows,
    ROWS,
  );
  await db.pool.query(
    `INSERT INTO work_case (store_key, invoice_id, owner_email, follow_up_on, version, updated_by, updated_at)
     SELECT $1, id, 'anonymous', CURRENT_DATE, 1, 'anonymous', now() FROM unnest($2::text[]) AS id`,
    [key, ids],
  );
  await db.pool.query(
    `INSERT INTO work_note (id, store_key, subject_kind, subject_id, author_email, text)
     SELECT gen_random_uuid(), $1, 'invoice', id, 'anonymous', 'Left a message.'
     FROM unnest($2::text[]) AS id, generate_series(1, ${NOTES_PER_CASE})`,
    [key, ids],
  );
  await db.close();
  // 4. A restarted BFF: the warm list, every row's case joined.
  server = await startServer({ env: base, simulator: sim, deps: quiet, openDatabase: true });
  const times: number[] = [];
  try {
    // Warm-up, untimed: the first read of the rows after a start is the attention-db step's
    // figure, and on a busy machine it can pass the 250 ms deadline (the answer then comes
    // without rows or cases, as a person's would, and the next one has them).
    const complete = (body: Page) =>
      body.rows.length === ROWS && body.rows.every((r) => r.case?.notesCount === NOTES_PER_CASE);
    let warm = false;
    for (let i = 0; i < 10 && !warm; i += 1) {
      warm = complete((await timedAttention<Page>(server.url)).page);
    }
    if (!warm) throw new Error('bench: the list never came with its 1,000 rows and their cases');
    for (let i = 0; i < RUNS; i += 1) {
      const { page: body, ms } = await timedAttention<Page>(server.url);
      if (!complete(body)) throw new Error('bench: a warm list without its rows or their cases');
      times.push(ms);
    }
  } finally {
    await server.close();
  }
  return {
    kind,
    noteWrites: WRITES,
    noteWriteP50Ms: round(median(writes)),
    noteWriteP95Ms: round(percentile(writes, 95)),
    rows: ROWS,
    notes: ROWS * NOTES_PER_CASE,
    listP50Ms: round(median(times)),
    listMaxMs: round(Math.max(...times)),
    runs: RUNS,
  };
}

export function measureTeamWork(onProgress: (message: string) => void): Promise<TeamWorkResult> {
  return onEachDatabaseKind('note writes, then 1,000 cases on the list', onProgress, measureKind);
}
