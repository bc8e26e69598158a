/**
 * Every bad input the team-work API refuses, on PGlite and on a Postgres server: each is a clear JSON error
 * naming what is wrong, and the team's tables keep the rows they had (nothing written). Plus the
 * guards a write passes: the CSRF header, sign-in, a JSON body of at most 16 kB, the per-person
 * write rate, an audit line that cannot be written, a suite.database that does not answer.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { beforeEach, describe, expect } from 'vitest';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema.ts';
import { databaseKinds } from '../testing/database-kinds.ts';
import { ANA, BO } from '../testing/proxy-staff.ts';
import {
  createTeamHarness,
  outstandingInvoice,
  type TeamHarness,
  teamRowCounts,
} from '../testing/team-harness.ts';
import { proxyStaffFor, teamDatabase } from '../testing/team-suite.ts';
import { UNKNOWN_ID } from '../testing/test-harness.ts';

const kinds = databaseKinds();
const proxy = proxyStaffFor(kinds);

const CARD = '4242 4242 4242 4242';

describe.each(kinds.map((k) => [k.name, k] as const))('team writes refused on %s', (_n, kind) => {
  const suite = teamDatabase(kind);
  const { run } = suite;
  let h: TeamHarness;
  let invoice: { invoiceId: string; customerId: string; currency: string };
  beforeEach(async () => {
    if (kind.unavailable) return;
    h = createTeamHarness(suite.database, proxy.staff);
    invoice = await outstandingInvoice(h, ANA);
    // A case and a note to start from: a refusal must leave them as they are.
    const made = await h.as(ANA, `/api/invoices/${invoice.invoiceId}/notes`, {
      body: { text: 'Called, no answer.' },
    });
    expect(made.status).toBe(201);
  });

  /** Sends the request; expects `status` naming `parameter` (when given), and nothing written. */
  async function refused(
    send: () => Promise<Response>,
    status: number,
    match: { parameter?: string; detail?: RegExp } = {},
  ) {
    const before = await teamRowCounts(suite.database);
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as {
      errors: { status: string; detail: string; source?: { parameter: string } }[];
    };
    expect(body.errors[0]?.status).toBe(String(status));
    if (match.parameter) expect(body.errors[0]?.source?.parameter).toBe(match.parameter);
    if (match.detail) expect(body.errors[0]?.detail).toMatch(match.detail);
    const after = await teamRowCounts(suite.database);
    expect({ ...after, staff: 0 }).toEqual({ ...before, staff: 0 });
    return body;
  }
  const note = (text: unknown, path = `/api/invoices/${invoice.invoiceId}/notes`) =>
    h.as(ANA, path, { body: { text } });
  const change = (body: unknown) =>
    h.as(ANA, `/api/invoices/${invoice.invoiceId}/case`, { method: 'PATCH', body });

  run('refuses an empty, a blank and a too-long note, and one holding a card number', async () => {
    await refused(() => note(''), 400, { parameter: 'text', detail: /must not be empty/ });
    await refused(() => note(' \n '), 400, { parameter: 'text' });
    await refused(() => note('x'.repeat(4001)), 400, {
      parameter: 'text',
      detail: /at most 4,000 characters/,
    });
    await refused(() => note(`card ${CARD} declined`), 400, {
      parameter: 'text',
      detail: /card number/,
    });
    await refused(() => note(`card ${CARD}`, `/api/customers/${invoice.customerId}/notes`), 400, {
      parameter: 'text',
    });
    await refused(() => note(42), 400, { parameter: 'text' });
    await refused(() => h.as(ANA, `/api/invoices/${invoice.invoiceId}/notes`, { body: {} }), 400, {
      parameter: 'text',
    });
    await refused(
      () => h.as(ANA, `/api/invoices/${invoice.invoiceId}/notes`, { body: { text: 'a', x: 1 } }),
      400,
      { parameter: 'x' },
    );
  });

  run('refuses an owner who is not staff, and dates that are not dates', async () => {
    await refused(() => change({ version: 0, owner: 'stranger@example.com' }), 400, {
      parameter: 'owner',
      detail: /staff member who has signed in/,
    });
    for (const followUpOn of [
      '2026-02-30',
      'tomorrow',
      '06/12/2026',
      '2026-06-01T00:00:00Z',
      20260601,
    ]) {
      await refused(() => change({ version: 0, followUpOn }), 400, { parameter: 'followUpOn' });
    }
    await refused(() => change({ version: 0, promise: { on: '2026-13-01' } }), 400, {
      parameter: 'promise.on',
    });
    await refused(() => change({ version: 0 }), 400, { parameter: 'owner' });
    await refused(() => change({ owner: null }), 400, { parameter: 'version' });
    await refused(() => change({ version: 0, state: 'settled' }), 400, { parameter: 'state' });
  });

  run(
    'refuses an amount that is not exact minor units, or not in the invoice’s currency',
    async () => {
      const on = '2026-06-10';
      for (const amount of ['12.99', '0', '-100', '1e3', '01299', '9223372036854775808', 1299]) {
        await refused(
          () =>
            change({ version: 0, promise: { on, amount: { amount, currency: invoice.currency } } }),
          400,
          { parameter: 'promise.amount.amount' },
        );
      }
      const other = invoice.currency === 'JPY' ? 'EUR' : 'JPY';
      await refused(
        () => change({ version: 0, promise: { on, amount: { amount: '1299', currency: other } } }),
        400,
        { parameter: 'promise.amount.currency', detail: new RegExp(invoice.currency) },
      );
    },
  );

  run(
    'answers 404 for an invoice or customer Elastic Path does not know, after one read',
    async () => {
      const reads = () => h.sim.counters.getRequests;
      let before = reads();
      await refused(() => note('hello', `/api/invoices/${UNKNOWN_ID}/notes`), 404);
      expect(reads() - before).toBe(1);
      before = reads();
      await refused(
        () =>
          h.as(ANA, `/api/invoices/${UNKNOWN_ID}/case`, {
            method: 'PATCH',
            body: { version: 0, followUpOn: '2026-06-03' },
          }),
        404,
      );
      expect(reads() - before).toBe(1);
      before = reads();
      await refused(() => note('hello', `/api/customers/${UNKNOWN_ID}/notes`), 404);
      expect(reads() - before).toBe(1);
      await refused(
        () =>
          h.as(ANA, '/api/cases/assign', {
            body: { items: [{ invoiceId: UNKNOWN_ID, version: 0 }], owner: null },
          }),
        404,
      );
      await refused(() => h.as(ANA, `/api/notes/${UNKNOWN_ID}/hide`, { body: {} }), 404);
      await refused(() => note('hello', '/api/invoices/not-a-uuid/notes'), 400, {
        parameter: 'invoiceId',
      });
    },
  );

  run('refuses a write without the CSRF header (403) or signed out (401)', async () => {
    await refused(
      () =>
        h.as(ANA, `/api/invoices/${invoice.invoiceId}/notes`, {
          body: { text: 'hello' },
          headers: { 'X-CSRF': '0' },
        }),
      403,
    );
    await refused(
      () =>
        h.request(`/api/invoices/${invoice.invoiceId}/notes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: 'hello' }),
        }),
      401,
    );
  });

  run(
    'refuses a body past 16 kB (413), one that is not JSON, and another person hiding a note',
    async () => {
      await refused(
        () =>
          h.as(ANA, `/api/invoices/${invoice.invoiceId}/notes`, {
            body: JSON.stringify({ text: 'x'.repeat(17 * 1024) }),
          }),
        413,
        { parameter: 'body' },
      );
      await refused(
        () =>
          h.as(ANA, `/api/invoices/${invoice.invoiceId}/notes`, {
            body: 'text=hello',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
        400,
        { parameter: 'body' },
      );
      await refused(
        () =>
          h.as(ANA, `/api/invoices/${invoice.invoiceId}/notes`, {
            body: '{"text": "unclosed',
          }),
        400,
      );
      const work = (await (await h.as(ANA, `/api/invoices/${invoice.invoiceId}/case`)).json()) as {
        notes: { id: string }[];
      };
      const noteId = work.notes[0]?.id ?? '';
      await refused(() => h.as(BO, `/api/notes/${noteId}/hide`, { body: {} }), 403);
    },
  );

  run(
    'limits a person’s writes per minute (429 with Retry-After), not their colleague’s',
    async () => {
      const limited = createTeamHarness(suite.database, proxy.staff, {
        env: { TEAM_WRITES_PER_MINUTE: '3' },
      });
      const path = `/api/invoices/${invoice.invoiceId}/notes`;
      for (let i = 0; i < 3; i += 1) {
        expect((await limited.as(ANA, path, { body: { text: `note ${i}` } })).status).toBe(201);
      }
      const body = await refused(() => limited.as(ANA, path, { body: { text: 'one more' } }), 429);
      expect(body.errors[0]?.detail).toMatch(/notes and cases/);
      expect((await limited.as(BO, path, { body: { text: 'from Bo' } })).status).toBe(201);
      limited.clock.now += 20_000;
      expect((await limited.as(ANA, path, { body: { text: 'later' } })).status).toBe(201);
    },
  );

  run('refuses a write whose audit line cannot be written, keeping nothing (503)', async () => {
    let broken: string | null = null;
    const audited = createTeamHarness(suite.database, proxy.staff, {
      deps: {
        auditBroken: () => broken,
        // The trail breaks as the write's own line goes out: the line is lost, so is the write.
        logSink: (line) => {
          if (line.includes('"note.added"') || line.includes('"case.changed"')) broken = 'EPIPE';
        },
      },
    });
    await refused(
      () =>
        audited.as(ANA, `/api/invoices/${invoice.invoiceId}/notes`, { body: { text: 'hello' } }),
      503,
      {
        detail: /audit trail cannot be written/,
      },
    );
    broken = null;
    await refused(
      () =>
        audited.as(ANA, `/api/invoices/${invoice.invoiceId}/case`, {
          method: 'PATCH',
          body: { version: 0, followUpOn: '2026-06-03' },
        }),
      503,
    );
  });

  run(
    'answers 503 saying so when the suite.database does not answer; the invoice page still works',
    async () => {
      // A pool toward a port where nothing listens: the suite.database is down.
      const pool = new pg.Pool({ host: '127.0.0.1', port: 9, connectionTimeoutMillis: 100 });
      const down = {
        ...suite.database,
        pool,
        db: drizzle({ client: pool, schema }),
        up: async () => false,
      } as Database;
      const outage = createTeamHarness(down, proxy.staff);
      try {
        const before = await teamRowCounts(suite.database);
        const write = await outage.as(ANA, `/api/invoices/${invoice.invoiceId}/notes`, {
          body: { text: 'hello' },
        });
        expect(write.status).toBe(503);
        expect(await write.json()).toMatchObject({
          errors: [
            { status: '503', detail: expect.stringMatching(/notes and cases are unavailable/) },
          ],
        });
        const read = await outage.as(ANA, `/api/invoices/${invoice.invoiceId}/case`);
        expect(read.status).toBe(503);
        expect((await outage.as(ANA, `/api/invoices/${invoice.invoiceId}`)).status).toBe(200);
        // The list answers within the deadline, saying the cases are missing; a case filter
        // selects nothing rather than every row as if unassigned.
        const started = performance.now();
        const list = await outage.as(ANA, '/api/attention?owner=nobody');
        expect(performance.now() - started).toBeLessThan(1000);
        expect(list.status).toBe(200);
        expect(await list.json()).toMatchObject({ casesUnavailable: true, rows: [] });
        expect(await teamRowCounts(suite.database)).toEqual(before);
      } finally {
        await pool.end();
      }
    },
  );
});
