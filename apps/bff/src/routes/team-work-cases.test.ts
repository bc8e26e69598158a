/**
 * Working the list as a team, through the API, on PGlite and on a Postgres server: Ana assigns an
 * invoice to Bo with a note, Bo finds it in his work and records a promise, the promise breaks when
 * the clock passes its date, the invoice paid in Elastic Path settles the case; two people
 * changing the same version meet one 409 naming the other's change, while one person's change
 * sent again is done once; a bulk assign; notes newest
 * first, hidden by their author; the attention list joins every row's case and filters on it.
 */
import type {
  AttentionPage,
  BulkAssignResult,
  Case,
  CaseConflict,
  CustomerWork,
  InvoiceWork,
  MyWork,
  Note,
  StaffDirectory,
} from '@pc/contract';
import { beforeEach, describe, expect } from 'vitest';
import { databaseKinds } from '../testing/database-kinds.ts';
import { ANA, BO, type StaffMember } from '../testing/proxy-staff.ts';
import {
  createTeamHarness,
  outstandingInvoice,
  type TeamHarness,
} from '../testing/team-harness.ts';
import { proxyStaffFor, teamDatabase } from '../testing/team-suite.ts';

const kinds = databaseKinds();
const proxy = proxyStaffFor(kinds);

const json = async <T>(response: Response | Promise<Response>, status = 200): Promise<T> => {
  const answer = await response;
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(status);
  return body as T;
};

describe.each(kinds.map((k) => [k.name, k] as const))('cases and notes on %s', (_n, kind) => {
  const suite = teamDatabase(
    kind,
    'DELETE FROM attention_row; DELETE FROM attention_snapshot; DELETE FROM attention_lease',
  );
  const { run } = suite;
  let h: TeamHarness;
  let invoice: { invoiceId: string; customerId: string; currency: string };
  const signedIn = async (person: StaffMember) => {
    await h.as(person, '/api/me');
    await expect
      .poll(async () =>
        (await json<StaffDirectory>(h.as(ANA, '/api/staff'))).staff.map((s) => s.email),
      )
      .toContain(person.email);
  };
  beforeEach(async () => {
    if (kind.unavailable) return;
    h = createTeamHarness(suite.database, proxy.staff, {
      deps: { attentionLease: { leaseMs: 2000, flushMs: 20 } },
    });
    invoice = await outstandingInvoice(h, ANA);
    await signedIn(ANA);
    await signedIn(BO);
  });
  const casePath = () => `/api/invoices/${invoice.invoiceId}/case`;
  const change = (person: StaffMember, body: unknown) =>
    h.as(person, casePath(), { method: 'PATCH', body });
  const audits = (msg: string) =>
    h.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === msg && l.audit === true);

  run(
    'Ana assigns to Bo with a note; Bo finds it in his work and records a promise that breaks',
    async () => {
      const empty = await json<InvoiceWork>(h.as(ANA, casePath()));
      expect(empty.case).toMatchObject({ version: 0, owner: null, state: 'open', notesCount: 0 });
      await json<Note>(
        h.as(ANA, `/api/invoices/${invoice.invoiceId}/notes`, {
          body: { text: 'Bo: the customer asked for you.' },
        }),
        201,
      );
      const assigned = await json<Case>(change(ANA, { version: 0, owner: 'BO@example.com' }));
      expect(assigned).toMatchObject({
        version: 1,
        owner: { email: BO.email, name: BO.name },
        updatedBy: { email: ANA.email, name: ANA.name },
        customerId: invoice.customerId,
        notesCount: 1,
      });

      const mine = await json<MyWork>(h.as(BO, '/api/my-work'));
      expect(mine.cases.map((c) => c.invoiceId)).toEqual([invoice.invoiceId]);
      expect((await json<MyWork>(h.as(ANA, '/api/my-work'))).cases).toEqual([]);

      const promised = await json<Case>(
        change(BO, {
          version: 1,
          followUpOn: '2026-06-03',
          promise: { on: '2026-06-05', amount: { amount: '1299', currency: invoice.currency } },
        }),
      );
      expect(promised).toMatchObject({
        version: 2,
        state: 'promised',
        followUpDue: false,
        promise: { on: '2026-06-05', amount: { amount: '1299', currency: invoice.currency } },
      });
      // The clock moves: the follow-up falls due on its day, the promise breaks the day after its date.
      h.workClock.now = Date.parse('2026-06-03T00:00:00Z');
      let seen = await json<InvoiceWork>(h.as(BO, casePath()));
      expect(seen.case).toMatchObject({ state: 'promised', followUpDue: true });
      expect(seen.today).toBe('2026-06-03');
      h.workClock.now = Date.parse('2026-06-05T23:59:59Z');
      seen = await json<InvoiceWork>(h.as(BO, casePath()));
      expect(seen.case.state).toBe('promised');
      h.workClock.now = Date.parse('2026-06-06T00:00:00Z');
      seen = await json<InvoiceWork>(h.as(BO, casePath()));
      expect(seen.case.state).toBe('promise-broken');
      expect(seen.notes.map((n) => n.text)).toEqual(['Bo: the customer asked for you.']);

      // The trail names the case and the fields, never the note's text or the amount.
      expect(audits('case.changed').map((l) => [l.user, l.version, l.fields])).toEqual([
        [ANA.email, 1, ['owner']],
        [BO.email, 2, ['followUpOn', 'promise']],
      ]);
      const trail = h.logs.join('\n');
      expect(trail).not.toContain('the customer asked');
      // As a value, never as four digits that a random request id or a duration can hold.
      expect(trail).not.toMatch(/"1299"|12\.99/);
      const values = (line: unknown): unknown[] =>
        line !== null && typeof line === 'object' ? Object.values(line).flatMap(values) : [line];
      expect(h.logs.flatMap((l) => values(JSON.parse(l)))).not.toContain('1299');
      expect(audits('note.added')).toMatchObject([
        { user: ANA.email, subject: 'invoice', invoiceId: invoice.invoiceId },
      ]);
    },
  );

  run('the invoice paid in Elastic Path settles the case, which then refuses changes', async () => {
    await json<Case>(change(ANA, { version: 0, owner: ANA.email }));
    expect(h.sim.markPaid(invoice.invoiceId)).toBe(true);
    // The invoice page's own read sees "paid": no extra call is made for the case.
    const before = h.sim.counters.getRequests;
    const page = await json<{ invoice: { paid: boolean } }>(
      h.as(ANA, `/api/invoices/${invoice.invoiceId}`),
    );
    expect(page.invoice.paid).toBe(true);
    const reads = h.sim.counters.getRequests - before;
    let settled: InvoiceWork | null = null;
    await expect
      .poll(async () => {
        settled = await json<InvoiceWork>(h.as(ANA, casePath()));
        return settled.case.state;
      })
      .toBe('settled');
    expect(h.sim.counters.getRequests - before).toBe(reads);
    expect(settled).toMatchObject({ case: { settledAt: expect.any(String), followUpDue: false } });
    const refused = await json<CaseConflict>(change(ANA, { version: 1, owner: BO.email }), 409);
    expect(refused.errors[0]?.detail).toMatch(/paid/);
    expect(refused.changes).toMatchObject([{ fields: ['settled'], by: null }]);
    expect((await json<MyWork>(h.as(ANA, '/api/my-work'))).cases).toEqual([]);
    expect(audits('case.settled')).toMatchObject([
      { invoiceId: invoice.invoiceId, via: 'invoice-page' },
    ]);
  });

  run(
    'two changes of the same version: one wins, the other gets 409 naming who changed what',
    async () => {
      const answers = await Promise.all([
        change(ANA, { version: 0, owner: ANA.email }),
        change(BO, { version: 0, owner: BO.email }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.status === 409) as Response;
      const conflict = (await loser.json()) as CaseConflict;
      const winner = conflict.current.owner?.email;
      expect(conflict.current.version).toBe(1);
      expect(conflict.changes).toMatchObject([
        { version: 1, fields: ['owner'], by: { email: winner } },
      ]);
      expect(conflict.errors[0]?.detail).toMatch(/changed this case since you read it/);
      // Sent again with the version it now knows, the change goes through.
      const loserPerson = winner === ANA.email ? BO : ANA;
      const retried = await json<Case>(
        change(loserPerson, { version: 1, owner: loserPerson.email }),
      );
      expect(retried).toMatchObject({ version: 2, owner: { email: loserPerson.email } });
    },
  );

  run(
    'the same change sent again with the version it named is done, once; any other is refused',
    async () => {
      const first = await json<Case>(change(ANA, { version: 0, followUpOn: '2026-06-03' }));
      expect(first.version).toBe(1);
      // Its answer lost, Ana's page sends it again as it was: done, nothing changed twice.
      const again = await json<Case>(change(ANA, { version: 0, followUpOn: '2026-06-03' }));
      expect(again).toMatchObject({ version: 1, followUpOn: '2026-06-03' });
      expect(audits('case.changed')).toHaveLength(1);
      // Not her change, or not what the case holds: the stale version is a conflict as before.
      for (const [person, body] of [
        [BO, { version: 0, followUpOn: '2026-06-03' }],
        [ANA, { version: 0, followUpOn: '2026-06-04' }],
        [ANA, { version: 0, followUpOn: '2026-06-03', owner: ANA.email }],
      ] as const) {
        const refused = await change(person, body);
        expect(refused.status, JSON.stringify(body)).toBe(409);
      }
      // After another change by Bo, Ana's old change sent again is no longer hers alone.
      await json<Case>(change(BO, { version: 1, owner: BO.email }));
      expect((await change(ANA, { version: 0, followUpOn: '2026-06-03' })).status).toBe(409);
      const now = await json<InvoiceWork>(h.as(ANA, casePath()));
      expect(now.case).toMatchObject({ version: 2, followUpOn: '2026-06-03' });
    },
  );

  run('bulk assign: the fresh ones are assigned, a stale one is reported', async () => {
    const second = await outstandingInvoice(h, ANA, 1);
    const third = await outstandingInvoice(h, ANA, 2);
    await json<Case>(
      h.as(ANA, `/api/invoices/${third.invoiceId}/case`, {
        method: 'PATCH',
        body: { version: 0, followUpOn: '2026-06-02' },
      }),
    );
    const result = await json<BulkAssignResult>(
      h.as(BO, '/api/cases/assign', {
        body: {
          owner: BO.email,
          items: [
            { invoiceId: invoice.invoiceId, version: 0 },
            { invoiceId: second.invoiceId, version: 0 },
            { invoiceId: third.invoiceId, version: 0 },
          ],
        },
      }),
    );
    expect(result.assigned.map((c) => [c.invoiceId, c.owner?.email, c.version])).toEqual([
      [invoice.invoiceId, BO.email, 1],
      [second.invoiceId, BO.email, 1],
    ]);
    expect(result.conflicts).toMatchObject([
      {
        current: { invoiceId: third.invoiceId, version: 1 },
        changes: [{ by: { email: ANA.email } }],
      },
    ]);
    const mine = await json<MyWork>(h.as(BO, '/api/my-work'));
    expect(mine.cases).toHaveLength(2);
  });

  run(
    'notes: newest first, a customer’s shown on their invoices, hidden by their author only',
    async () => {
      const add = (person: StaffMember, path: string, text: string) =>
        json<Note>(h.as(person, path, { body: { text } }), 201);
      const invoiceNotes = `/api/invoices/${invoice.invoiceId}/notes`;
      const customerNotes = `/api/customers/${invoice.customerId}/notes`;
      const first = await add(ANA, invoiceNotes, 'first');
      h.clock.now += 1000;
      await add(BO, invoiceNotes, 'second <b>not bold</b>');
      h.clock.now += 1000;
      await add(BO, customerNotes, 'prefers email');
      const work = await json<InvoiceWork>(h.as(ANA, casePath()));
      expect(work.notes.map((n) => [n.text, n.author.name])).toEqual([
        ['second <b>not bold</b>', BO.name],
        ['first', ANA.name],
      ]);
      expect(work.customerNotes.map((n) => n.text)).toEqual(['prefers email']);
      expect(work.case.notesCount).toBe(2);

      const hidden = await json<Note>(h.as(ANA, `/api/notes/${first.id}/hide`, { body: {} }));
      expect(hidden).toMatchObject({
        id: first.id,
        hidden: true,
        text: null,
        hiddenAt: expect.any(String),
      });
      const after = await json<InvoiceWork>(h.as(BO, casePath()));
      expect(after.notes.map((n) => [n.text, n.hidden])).toEqual([
        ['second <b>not bold</b>', false],
        [null, true],
      ]);
      expect(audits('note.hidden')).toMatchObject([{ user: ANA.email, noteId: first.id }]);

      const customer = await json<CustomerWork>(
        h.as(ANA, `/api/customers/${invoice.customerId}/work`),
      );
      expect(customer.notes.map((n) => n.text)).toEqual(['prefers email']);
      expect(customer.cases.map((c) => c.invoiceId)).toEqual([invoice.invoiceId]);
      // Another invoice nobody has worked yet shows the customer's notes when asked for with
      // the customer the invoice page read.
      const untouched = h.sim.invoices.find((i) => i.invoiceId !== invoice.invoiceId)?.invoiceId;
      const other = await json<InvoiceWork>(
        h.as(ANA, `/api/invoices/${untouched}/case?customerId=${invoice.customerId}`),
      );
      expect(other.case.version).toBe(0);
      expect(other.customerNotes.map((n) => n.text)).toEqual(['prefers email']);
      const bad = await h.as(ANA, `/api/invoices/${untouched}/case?customerId=nope`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ errors: [{ source: { parameter: 'customerId' } }] });
    },
  );

  run('the attention list carries each row’s case and company and filters on them', async () => {
    await h.as(ANA, '/api/attention');
    await h.attention.refresh();
    const all = await json<AttentionPage>(h.as(ANA, '/api/attention'));
    expect(all.snapshot.status).toBe('complete');
    expect(all.casesUnavailable).toBe(false);
    expect(all.rows.some((r) => r.company !== null)).toBe(true);
    const target = all.rows.find((r) => r.invoice.id === invoice.invoiceId);
    expect(target?.case).toMatchObject({ version: 0, owner: null });

    await json<Case>(change(ANA, { version: 0, owner: BO.email, followUpOn: '2026-06-01' }));
    await json<Note>(
      h.as(ANA, `/api/invoices/${invoice.invoiceId}/notes`, { body: { text: 'n' } }),
      201,
    );
    const list = (query: string, person: StaffMember = BO) =>
      json<AttentionPage>(h.as(person, `/api/attention${query}`));
    const mine = await list('?owner=me&due=1');
    expect(mine.rows.map((r) => r.invoice.id)).toEqual([invoice.invoiceId]);
    expect(mine.rows[0]?.case).toMatchObject({
      owner: { name: BO.name },
      followUpOn: '2026-06-01',
      followUpDue: true,
      notesCount: 1,
      state: 'open',
    });
    expect(mine.tags).toHaveLength(1);
    expect(mine.counts.outstanding).toBe(1);
    expect((await list('?owner=me', ANA)).rows).toEqual([]);
    const unassigned = await list('?owner=nobody');
    expect(unassigned.rows).toHaveLength(all.rows.length - 1);
    expect((await list('?case=promise-broken')).rows).toEqual([]);
    const byCurrency = await list(`?currency=${invoice.currency}&sort=balance.desc`);
    expect(byCurrency.rows.every((r) => r.balanceDue?.currency === invoice.currency)).toBe(true);
    const balances = byCurrency.rows.map((r) => BigInt(r.balanceDue?.amount ?? '0'));
    expect(balances).toEqual([...balances].sort((a, b) => (a === b ? 0 : a < b ? 1 : -1)));
    const refused = await h.as(BO, '/api/attention?due=yes');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: [{ source: { parameter: 'due' } }] });
  });

  run('a complete snapshot that no longer lists an invoice settles its case', async () => {
    await json<Case>(change(ANA, { version: 0, owner: ANA.email }));
    h.clock.now += 60_000;
    h.sim.markPaid(invoice.invoiceId);
    await h.as(ANA, '/api/attention');
    await h.attention.refresh();
    await expect
      .poll(async () => {
        await h.as(ANA, '/api/attention');
        return (await json<InvoiceWork>(h.as(ANA, casePath()))).case.state;
      })
      .toBe('settled');
    expect(audits('case.settled')).toMatchObject([
      { invoiceId: invoice.invoiceId, via: 'attention-snapshot' },
    ]);
  });
});
