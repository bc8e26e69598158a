/**
 * Adding a note, as both note routes answer it (an invoice's and a customer's): 201 with the new
 * note; 200 with the note already stored when its key was sent before (a retry after an answer
 * that never came: no second note, no second audit line); 409 naming `key` when that key was
 * used for another note (decision 045).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import type { LogFields } from '../log/logger.ts';
import { addNote, NoteKeyReusedError, type NoteTarget } from '../team-work/notes.ts';
import { personOf } from '../team-work/staff-directory.ts';
import type { TeamWork } from '../team-work/team-work.ts';

export async function addNoteAnswer(
  c: Context<AppEnv>,
  team: TeamWork,
  target: NoteTarget,
  body: { text: string; key?: string | undefined },
  audited: (noteId: string) => LogFields,
) {
  const author = personOf(c);
  const note = { text: body.text, author, at: team.at(), key: body.key?.toLowerCase() ?? null };
  try {
    const { note: stored, added } = await team.write((tx) =>
      addNote(tx, target, note, (noteId) => team.audited(c, 'note.added', audited(noteId))),
    );
    return c.json(stored, added ? 201 : 200);
  } catch (error) {
    if (error instanceof NoteKeyReusedError) {
      throw new ApiHttpError(
        409,
        'This key was sent before with another note. Nothing was written: send a new key with a new note.',
        { parameter: 'key' },
      );
    }
    throw error;
  }
}
