/**
 * `POST /api/notes/{noteId}/hide`: the author hides their own note. It stays in history (the
 * database keeps its text until the customer is erased or its case purged); it is served as
 * hidden, without text. Another person's note is a 403; a note this store does not have, a 404.
 */
import { hideNoteSchema } from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import { hideNote, NotYourNoteError } from '../team-work/notes.ts';
import { personOf } from '../team-work/staff-directory.ts';
import type { RouteDeps } from './route-deps.ts';
import { jsonBody, noQuery, uuidParams } from './validators.ts';

/** Mounted at `/api/notes`. */
export function noteRoutes({ team }: RouteDeps) {
  return new Hono<AppEnv>().post(
    '/:noteId/hide',
    uuidParams({ noteId: 'noteId' }),
    noQuery,
    jsonBody(hideNoteSchema),
    async (c) => {
      const { noteId } = c.req.valid('param');
      const who = personOf(c);
      try {
        const note = await team.write((db) =>
          hideNote(db, team.store, noteId, who, team.at(), (row) =>
            team.audited(c, 'note.hidden', {
              noteId,
              subject: row.subjectKind,
              subjectId: row.subjectId,
              customerId: row.customerId,
            }),
          ),
        );
        if (!note) throw new ApiHttpError(404, 'No such note.');
        return c.json(note, 200);
      } catch (error) {
        if (error instanceof NotYourNoteError) {
          throw new ApiHttpError(403, 'Only its author may hide a note. Nothing was changed.');
        }
        throw error;
      }
    },
  );
}
