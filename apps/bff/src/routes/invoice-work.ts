/**
 * An invoice's case and notes (docs/team-work.md), mounted at `/api/invoices`:
 * - `GET /{invoiceId}/case` — the case, its notes and its customer's, from the console's
 *   database only (the page polls it; the store is never read for it);
 * - `PATCH /{invoiceId}/case` — a change naming the version it saw; 409 when stale;
 * - `POST /{invoiceId}/notes` — a note.
 * A write reads the invoice once from Elastic Path (through the replica's cache): unknown is a
 * 404 and nothing is written; paid closes the case instead of changing it.
 */
import {
  addNoteSchema,
  type CaseConflict,
  changeCaseSchema,
  type InvoiceWork,
  invoiceWorkQuerySchema,
} from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import { CaseConflictError, changeCase, NotStaffError } from '../team-work/case-changes.ts';
import { readCase } from '../team-work/case-reads.ts';
import { type CaseRecord, caseOf, emptyCase } from '../team-work/case-record.ts';
import { addNote, readNotes } from '../team-work/notes.ts';
import { emailKey, NOT_STAFF, personOf } from '../team-work/staff-directory.ts';
import type { RouteDeps } from './route-deps.ts';
import { jsonBody, noQuery, queryOf, uuidParams } from './validators.ts';

const invoiceParam = uuidParams({ invoiceId: 'invoiceId' });

/**
 * `?customerId=`: the invoice's customer as the invoice page read it, so the customer's notes
 * show on an invoice nobody has worked yet (a case once made knows its customer itself).
 */
const caseQuery = queryOf(invoiceWorkQuerySchema, ['customerId']);

/** The 409 of a stale change: the case now, and who changed what since. */
export function conflictBody(
  error: CaseConflictError,
  today: string,
  detail: string,
): CaseConflict {
  return {
    errors: [{ status: '409', title: 'Conflict', detail }],
    current: caseOf(error.current, today),
    changes: error.changes,
  };
}

function staleDetail(error: CaseConflictError): string {
  const last = error.changes.at(-1);
  if (last?.fields.includes('settled')) {
    return 'Elastic Path says this invoice is paid: its case closed itself. Nothing was changed.';
  }
  const who = last?.by ? (last.by.name ?? last.by.email) : 'someone';
  return `${who} changed this case since you read it (${last?.fields.join(', ') ?? 'the case'}). Nothing was changed: look at their change, then send yours again with version ${error.current.row.version}.`;
}

/** Mounted at `/api/invoices`, beside the invoice's own routes. */
export function invoiceWorkRoutes({ team, audit }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/:invoiceId/case', invoiceParam, caseQuery, async (c) => {
      const { invoiceId } = c.req.valid('param');
      const asked = c.req.valid('query').customerId?.toLowerCase() ?? null;
      const today = team.today();
      const work = await team.run(async (db): Promise<InvoiceWork> => {
        const [record, notes] = await Promise.all([
          readCase(db, team.store, invoiceId),
          readNotes(db, team.store, 'invoice', invoiceId),
        ]);
        // The case's own customer once it has one; before, the one the invoice page showed.
        const customerId = record?.row.customerId ?? asked;
        const customerNotes = customerId
          ? await readNotes(db, team.store, 'customer', customerId)
          : [];
        const found = record ? caseOf(record, today) : emptyCase(invoiceId, today, notes.length);
        return { case: found, notes, customerNotes, today };
      });
      const customerId = work.case.customerId ?? asked;
      audit.served(
        c,
        'case.served',
        {
          invoiceId,
          customerId,
          notes: work.notes.length,
          customerNotes: work.customerNotes.length,
        },
        [invoiceId, ...(customerId ? [customerId] : [])],
      );
      return c.json(work, 200);
    })
    .patch('/:invoiceId/case', invoiceParam, noQuery, jsonBody(changeCaseSchema), async (c) => {
      const { invoiceId } = c.req.valid('param');
      const body = c.req.valid('json');
      const facts = await team.invoiceFacts(invoiceId);
      const amount = body.promise?.amount;
      if (amount && amount.currency !== facts.currency) {
        throw new ApiHttpError(
          400,
          facts.currency
            ? `promise.amount.currency must be the invoice's currency, ${facts.currency}. Nothing was written.`
            : 'promise.amount cannot be given while the invoice has no total (awaiting tax). Nothing was written.',
          { parameter: 'promise.amount.currency' },
        );
      }
      const today = team.today();
      if (facts.paid) team.settleFromInvoice(c, invoiceId);
      const owner = typeof body.owner === 'string' ? emailKey(body.owner) : body.owner;
      const { version, ...edit } = { ...body, ...(owner !== undefined && { owner }) };
      const who = personOf(c);
      try {
        const outcome = await team.write((db) =>
          changeCase(
            db,
            { store: team.store, invoiceId, customerId: facts.customerId },
            { version, edit, by: who, at: team.at() },
            (fields, next) =>
              team.audited(c, 'case.changed', {
                invoiceId,
                customerId: facts.customerId,
                version: next,
                fields,
              }),
          ),
        );
        return c.json(caseOf(outcome.record as CaseRecord, today), 200);
      } catch (error) {
        if (error instanceof CaseConflictError) {
          return c.json(conflictBody(error, today, staleDetail(error)), 409);
        }
        if (error instanceof NotStaffError) {
          throw new ApiHttpError(400, NOT_STAFF, { parameter: 'owner' });
        }
        throw error;
      }
    })
    .post('/:invoiceId/notes', invoiceParam, noQuery, jsonBody(addNoteSchema), async (c) => {
      const { invoiceId } = c.req.valid('param');
      const { text } = c.req.valid('json');
      const facts = await team.invoiceFacts(invoiceId);
      const who = personOf(c);
      const note = await team.write((db) =>
        addNote(
          db,
          { store: team.store, kind: 'invoice', id: invoiceId, customerId: facts.customerId },
          { text, author: who, at: team.at() },
          (noteId) =>
            team.audited(c, 'note.added', {
              noteId,
              subject: 'invoice',
              invoiceId,
              customerId: facts.customerId,
            }),
        ),
      );
      return c.json(note, 201);
    });
}
