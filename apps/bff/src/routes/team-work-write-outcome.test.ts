/**
 * A team write's answer says what happened to it, on PGlite and on a Postgres server
 * (decision 045): a write held past its deadline by another transaction answers 503 "nothing was
 * written" and stays unwritten after the hold ends; a note sent twice with one key is stored
 * once, with one audit line; a malformed key is a 400 naming it; a connection lost during COMMIT,
 * or a COMMIT whose answer does not come, answers that the note may have been saved, and it was.
 */
import { join } from 'node:path';
import { type Note, WRITE_OUTCOME_UNKNOWN } from '@pc/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMIT_WAIT_MS } from '../db/bounded-write.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { startEmbedded } from '../db/embedded-process.ts';
import { createLogger } from '../log/logger.ts';
import { WRITE_DEADLINE_MS } from '../team-work/team-work.ts';
import {
  type CommitCuttingProxy,
  startCommitCuttingProxy,
  type Target,
} from '../testing/commit-cutting-proxy.ts';
import { type DatabaseKind, databaseKinds } from '../testing/database-kinds.ts';
import { ANA, type StaffMember } from '../testing/proxy-staff.ts';
import {
  clearTeamTables,
  createTeamHarness,
  outstandingInvoice,
  type TeamHarness,
  teamRowCounts,
} from '../testing/team-harness.ts';
import { proxyStaffFor, teamDatabase } from '../testing/team-suite.ts';

const kinds = databaseKinds();
const proxy = proxyStaffFor(kinds);
const silent = createLogger({ level: 'error', sink: () => {} });

const KEY = '6f1c2a3e-9b4d-4e8f-a1b2-c3d4e5f60718';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The team's rows a write could add (the staff directory records sign-ins, not writes). */
async function written(database: Database) {
  const counts = await teamRowCounts(database);
  if (!counts) throw new Error('no counts');
  const { staff: _, ...rows } = counts;
  return rows;
}

type ErrorBody = {
  errors: { status: string; detail: string; code?: string; source?: { parameter: string } }[];
};

describe.each(kinds.map((k) => [k.name, k] as const))('a team write’s answer on %s', (_n, kind) => {
  const suite = teamDatabase(kind);
  const { run } = suite;
  let h: TeamHarness;
  let invoice: { invoiceId: string; customerId: string; currency: string };
  beforeEach(async () => {
    if (kind.unavailable) return;
    h = createTeamHarness(suite.database, proxy.staff);
    invoice = await outstandingInvoice(h, ANA);
    await h.as(ANA, '/api/me');
  });
  const notePath = () => `/api/invoices/${invoice.invoiceId}/notes`;
  const addNote = (person: StaffMember, body: unknown, path = notePath()) =>
    h.as(person, path, { body });
  const noteAudits = () =>
    h.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'note.added' && l.audit === true);

  run(
    'a write held past its deadline by another transaction answers 503 and is never stored',
    async () => {
      // A case to change, and the starting rows.
      expect((await addNote(ANA, { text: 'Called, no answer.' })).status).toBe(201);
      const before = await written(suite.database);
      // Another transaction holds the team's tables (on PGlite, whose one connection the pool
      // shares, it holds the connection itself).
      const holder = await suite.database.pool.connect();
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        await holder.query('COMMIT');
        holder.release();
      };
      try {
        await holder.query('BEGIN; LOCK TABLE work_case, work_note IN EXCLUSIVE MODE');
        const started = performance.now();
        const [note, change] = await Promise.all([
          addNote(ANA, { text: 'Promised to pay Friday.', key: KEY }),
          h.as(ANA, `/api/invoices/${invoice.invoiceId}/case`, {
            method: 'PATCH',
            body: { version: 0, followUpOn: '2026-06-03' },
          }),
        ]);
        const took = performance.now() - started;
        for (const answer of [note, change]) {
          expect(answer.status).toBe(503);
          const body = (await answer.json()) as ErrorBody;
          expect(body.errors[0]?.detail).toMatch(/Nothing was written/);
          expect(body.errors[0]?.code).toBeUndefined();
        }
        expect(took).toBeGreaterThanOrEqual(WRITE_DEADLINE_MS - 50);
        expect(took).toBeLessThan(WRITE_DEADLINE_MS + 2000);
        await release();
        // The hold is over and time passes: nothing the 503s refused is stored afterwards.
        await sleep(1500);
        expect(await written(suite.database)).toEqual(before);
      } finally {
        await release();
      }
      // The connections the refused writes had were given back: the next write goes through,
      // and the key the 503 answered for stores its note now, once.
      const again = await addNote(ANA, { text: 'Promised to pay Friday.', key: KEY });
      expect(again.status).toBe(201);
      expect(await written(suite.database)).toEqual({ ...before, notes: before.notes + 1 });
    },
  );

  run('a note sent twice with one key is stored once, with one audit line', async () => {
    const first = await addNote(ANA, { text: 'Will pay on the 3rd.', key: KEY });
    expect(first.status).toBe(201);
    const stored = (await first.json()) as Note;
    expect(stored.key).toBe(KEY);
    const before = await written(suite.database);
    const repeat = await addNote(ANA, { text: 'Will pay on the 3rd.', key: KEY.toUpperCase() });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual(stored);
    expect(await written(suite.database)).toEqual(before);
    expect(noteAudits()).toHaveLength(1);
    // The invoice's notes show it once.
    const work = (await (await h.as(ANA, `/api/invoices/${invoice.invoiceId}/case`)).json()) as {
      notes: Note[];
    };
    expect(work.notes.filter((n) => n.id === stored.id)).toHaveLength(1);
    expect(work.notes).toHaveLength(1);
    // The same key with another text or on another subject is refused, nothing written.
    for (const [body, path] of [
      [{ text: 'Something else.', key: KEY }, notePath()],
      [{ text: 'Will pay on the 3rd.', key: KEY }, `/api/customers/${invoice.customerId}/notes`],
    ] as const) {
      const reused = await addNote(ANA, body, path);
      expect(reused.status).toBe(409);
      expect(((await reused.json()) as ErrorBody).errors[0]?.source?.parameter).toBe('key');
    }
    expect(await written(suite.database)).toEqual(before);
    // Two at once with one key: one note.
    const both = await Promise.all(
      [0, 1].map(() =>
        addNote(
          ANA,
          { text: 'About the customer.', key: '0b8a9c7d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' },
          `/api/customers/${invoice.customerId}/notes`,
        ),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await written(suite.database)).toEqual({ ...before, notes: before.notes + 1 });
    // Without a key every note is its own.
    expect((await addNote(ANA, { text: 'No key.' })).status).toBe(201);
    expect((await addNote(ANA, { text: 'No key.' })).status).toBe(201);
    expect((await written(suite.database)).notes).toBe(before.notes + 3);
  });

  run('a malformed key is a 400 naming it, and nothing is written', async () => {
    const before = await written(suite.database);
    for (const key of ['not-a-uuid', '', 42, null, `${KEY}x`]) {
      const answer = await addNote(ANA, { text: 'Will pay on the 3rd.', key });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as ErrorBody).errors[0]?.source?.parameter).toBe('key');
    }
    expect(await written(suite.database)).toEqual(before);
  });
});

/** Where a database of `kind` listens, behind a proxy that can lose a COMMIT's answer. */
async function behindProxy(kind: DatabaseKind) {
  const config = await kind.fresh();
  let target: Target;
  let stop = async () => {};
  let database = 'postgres';
  if (config.kind === 'embedded') {
    const embedded = await startEmbedded(config.dataDir, silent);
    stop = embedded.stop;
    target = embedded.host.startsWith('/')
      ? { path: join(embedded.host, `.s.PGSQL.${embedded.port}`) }
      : { host: embedded.host, port: embedded.port };
  } else {
    const url = new URL(config.url);
    target = { host: url.hostname, port: Number(url.port) };
    database = url.pathname.slice(1);
  }
  const relay = await startCommitCuttingProxy(target);
  const opened = await openDatabase(
    // One connection: the embedded server takes one.
    { kind: 'server', url: `postgres://postgres@127.0.0.1:${relay.port}/${database}`, poolSize: 1 },
    silent,
  );
  return {
    relay,
    database: opened,
    async close() {
      await opened.close();
      await relay.close();
      await stop();
    },
  };
}

describe.each(kinds.map((k) => [k.name, k] as const))(
  'a COMMIT whose answer is lost, on %s',
  (_n, kind) => {
    const run = kind.unavailable ? it.skip : it;
    let setup: Awaited<ReturnType<typeof behindProxy>> | null = null;
    let relay: CommitCuttingProxy;
    beforeAll(async () => {
      if (kind.unavailable) return;
      setup = await behindProxy(kind);
      relay = setup.relay;
    }, 60_000);
    afterAll(async () => {
      await setup?.close();
    });
    /** The team's tables emptied, Ana signed in, an invoice and the path of its notes. */
    async function signedInBehindRelay() {
      const database = setup?.database as Database;
      await clearTeamTables(database);
      const h = createTeamHarness(database, proxy.staff);
      const invoice = await outstandingInvoice(h, ANA);
      await h.as(ANA, '/api/me');
      return { database, h, invoice, path: `/api/invoices/${invoice.invoiceId}/notes` };
    }

    run(
      'answers that the note may have been saved; it was, and sending it again keeps one',
      async () => {
        const { database, h, invoice, path } = await signedInBehindRelay();
        const body = { text: 'Asked for a new card.', key: KEY };
        relay.arm();
        const lost = await h.as(ANA, path, { body });
        expect(relay.cut).toBe(1);
        expect(lost.status).toBe(503);
        const error = ((await lost.json()) as ErrorBody).errors[0];
        expect(error?.code).toBe(WRITE_OUTCOME_UNKNOWN);
        expect(error?.detail).toMatch(/may have been saved/);
        expect(error?.detail).not.toMatch(/Nothing was written/);
        // It was: the panel's next read shows it, and the note sent again with its key is the same.
        const work = (await (
          await h.as(ANA, `/api/invoices/${invoice.invoiceId}/case`)
        ).json()) as {
          notes: Note[];
        };
        expect(work.notes.map((n) => n.key)).toEqual([KEY]);
        const again = await h.as(ANA, path, { body });
        expect(again.status).toBe(200);
        expect(((await again.json()) as Note).id).toBe(work.notes[0]?.id);
        expect((await written(database)).notes).toBe(1);
      },
    );

    run(
      'a COMMIT that does not answer: the outcome is unknown past the deadline and the wait',
      async () => {
        const { database, h, path } = await signedInBehindRelay();
        relay.arm('hold');
        const started = performance.now();
        const late = await h.as(ANA, path, { body: { text: 'Left a voicemail.', key: KEY } });
        const took = performance.now() - started;
        expect(late.status).toBe(503);
        expect(((await late.json()) as ErrorBody).errors[0]?.code).toBe(WRITE_OUTCOME_UNKNOWN);
        expect(took).toBeGreaterThanOrEqual(WRITE_DEADLINE_MS + COMMIT_WAIT_MS - 50);
        // The answer arrives after all: the connection is free again, and the note is there once.
        relay.letGo();
        const again = await h.as(ANA, path, { body: { text: 'Left a voicemail.', key: KEY } });
        expect(again.status).toBe(200);
        expect((await written(database)).notes).toBe(1);
      },
      20_000,
    );
  },
);
