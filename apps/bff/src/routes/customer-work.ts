/**
 * A customer's notes and open cases (docs/team-work.md), mounted at `/api/customers`:
 * - `GET /{customerId}/work` — from the console's database only;
 * - `POST /{customerId}/notes` — a note; the customer is read once from Elastic Path (through
 *   the replica's cache): unknown is a 404 and nothing is written.
 */
import { addNoteSchema, type CustomerWork } from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { readCustomerCases } from '../team-work/case-reads.ts';
import { caseOf } from '../team-work/case-record.ts';
import { addNote, readNotes } from '../team-work/notes.ts';
import { personOf } from '../team-work/staff-directory.ts';
import type { RouteDeps } from './route-deps.ts';
import { jsonBody, noQuery, uuidParams } from './validators.ts';

const customerParam = uuidParams({ customerId: 'customerId' });

/** Mounted at `/api/customers`, beside the customer's own route. */
export function customerWorkRoutes({ team, audit }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/:customerId/work', customerParam, noQuery, async (c) => {
      const { customerId } = c.req.valid('param');
      const today = team.today();
      const work = await team.run(async (db): Promise<CustomerWork> => {
        const [notes, cases] = await Promise.all([
          readNotes(db, team.store, 'customer', customerId),
          readCustomerCases(db, team.store, customerId),
        ]);
        return { notes, cases: cases.map((record) => caseOf(record, today)), today };
      });
      audit.served(
        c,
        'customer-work.served',
        { subscriberId: customerId, notes: work.notes.length, cases: work.cases.length },
        [customerId, ...work.cases.map((found) => found.invoiceId)],
      );
      return c.json(work, 200);
    })
    .post('/:customerId/notes', customerParam, noQuery, jsonBody(addNoteSchema), async (c) => {
      const { customerId } = c.req.valid('param');
      const { text } = c.req.valid('json');
      await team.requireCustomer(customerId);
      const who = personOf(c);
      const note = await team.write((db) =>
        addNote(
          db,
          { store: team.store, kind: 'customer', id: customerId, customerId },
          { text, author: who, at: team.at() },
          (noteId) => team.audited(c, 'note.added', { noteId, subject: 'customer', customerId }),
        ),
      );
      return c.json(note, 201);
    });
}
