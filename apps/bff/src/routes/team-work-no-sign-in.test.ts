/**
 * Without sign-in (AUTH_MODE=none, the local demo) there is one person, `anonymous`, and the
 * team's notes and cases can be written only from this machine: through a real socket on
 * loopback a note is kept and listed, and where the configuration shows the port is served
 * beyond the machine (a non-loopback PUBLIC_URL) every write is refused while reads still work.
 */
import type { InvoiceWork, StaffDirectory } from '@pc/contract';
import { afterAll, describe, expect } from 'vitest';
import { startServer } from '../server.ts';
import { databaseKinds } from '../testing/database-kinds.ts';
import { teamDatabase } from '../testing/team-suite.ts';
import { createHarness } from '../testing/test-harness.ts';

const kinds = databaseKinds();
afterAll(async () => {
  for (const kind of kinds) await kind.cleanup();
});

describe.each(kinds.map((k) => [k.name, k] as const))('no sign-in on %s', (_n, kind) => {
  const suite = teamDatabase(kind);
  const { run } = suite;

  run('writes from loopback as `anonymous`, through a real socket', async () => {
    const lines: string[] = [];
    const server = await startServer({
      env: { HOST: '127.0.0.1', PORT: '0', WEB_DIST: 'none' },
      deps: { database: suite.database, logSink: (line) => lines.push(line) },
    });
    try {
      const invoiceId = server.upstream.demoInvoices[0]?.invoiceId ?? '';
      const headers = { 'X-CSRF': '1', 'content-type': 'application/json' };
      const added = await fetch(`${server.url}/api/invoices/${invoiceId}/notes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ text: 'Demo note.' }),
      });
      expect(added.status).toBe(201);
      const work = (await (
        await fetch(`${server.url}/api/invoices/${invoiceId}/case`, { headers })
      ).json()) as InvoiceWork;
      expect(work.notes).toMatchObject([{ text: 'Demo note.', author: { email: 'anonymous' } }]);
      const staff = (await (
        await fetch(`${server.url}/api/staff`, { headers })
      ).json()) as StaffDirectory;
      expect(staff.staff.map((s) => s.email)).toEqual(['anonymous']);
      const audited = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'note.added');
      expect(audited).toMatchObject([{ user: 'anonymous', invoiceId }]);
    } finally {
      await server.close();
    }
  });

  run(
    'refuses every write where the port is served beyond this machine; reads still answer',
    async () => {
      const h = createHarness({
        env: { AUTH_MODE: 'none', PUBLIC_URL: 'https://payments.example.com' },
        deps: { database: suite.database },
      });
      const invoiceId = h.sim.invoices[0]?.invoiceId ?? '';
      const headers = { Host: 'payments.example.com', 'content-type': 'application/json' };
      const write = await h.request(
        `https://payments.example.com/api/invoices/${invoiceId}/notes`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({ text: 'From afar.' }),
        },
      );
      expect(write.status).toBe(403);
      expect(await write.json()).toMatchObject({
        errors: [{ detail: expect.stringMatching(/only from this machine/) }],
      });
      const read = await h.request(`https://payments.example.com/api/invoices/${invoiceId}/case`, {
        headers,
      });
      expect(read.status).toBe(200);
      expect(((await read.json()) as InvoiceWork).notes).toEqual([]);
    },
  );
});
