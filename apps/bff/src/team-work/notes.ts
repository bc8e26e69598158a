/**
 * Notes: append-only. Adding one is an insert (an invoice's note also makes its case's row, so
 * the list counts it and the customer is known); hiding is the one update, by the author only,
 * kept in history. Read newest first; a hidden note is served without its text.
 */
import { randomUUID } from 'node:crypto';
import type { Note, NoteSubject } from '@pc/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { staff, workNote } from '../db/schema.ts';
import { lockCase } from './case-changes.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NoteTarget {
  store: string;
  kind: NoteSubject;
  id: string;
  /** The customer the note is about: the subject itself, or the invoice's subscriber. */
  customerId: string | null;
}

type NoteRow = typeof workNote.$inferSelect;

function noteOf(row: NoteRow, authorName: string | null): Note {
  return {
    id: row.id,
    subject: { kind: row.subjectKind, id: row.subjectId },
    author: { email: row.authorEmail, name: authorName },
    createdAt: row.createdAt.toISOString(),
    text: row.hidden ? null : row.text,
    hidden: row.hidden,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  };
}

async function authorName(tx: Pick<Db, 'select'>, email: string): Promise<string | null> {
  const [found] = await tx.select({ name: staff.name }).from(staff).where(eq(staff.email, email));
  return found?.name ?? null;
}

/** `beforeCommit` runs last in the transaction (the audit line): a throw keeps nothing. */
export async function addNote(
  db: Db,
  target: NoteTarget,
  note: { text: string; author: string; at: Date },
  beforeCommit: (noteId: string) => void,
): Promise<Note> {
  return db.transaction(async (tx: Tx) => {
    if (target.kind === 'invoice') {
      const { store, id: invoiceId, customerId } = target;
      await lockCase(tx, { store, invoiceId, customerId }, note.at);
    }
    const [row] = await tx
      .insert(workNote)
      .values({
        id: randomUUID(),
        storeKey: target.store,
        subjectKind: target.kind,
        subjectId: target.id,
        customerId: target.customerId,
        authorEmail: note.author,
        text: note.text,
        createdAt: note.at,
      })
      .returning();
    if (!row) throw new Error('The note was not written.');
    beforeCommit(row.id);
    return noteOf(row, await authorName(tx, note.author));
  });
}

export class NotYourNoteError extends Error {
  override name = 'NotYourNoteError';
}

/**
 * Hides the author's own note (hiding it again changes nothing).
 * @returns the note, or null when the store has no note by that id
 * @throws NotYourNoteError when `by` is not its author
 */
export async function hideNote(
  db: Db,
  store: string,
  noteId: string,
  by: string,
  at: Date,
  beforeCommit: (note: NoteRow) => void,
): Promise<Note | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(workNote)
      .where(and(eq(workNote.storeKey, store), eq(workNote.id, noteId)))
      .for('update');
    if (!row) return null;
    if (row.authorEmail !== by) throw new NotYourNoteError();
    if (row.hidden) return noteOf(row, await authorName(tx, by));
    const [hidden] = await tx
      .update(workNote)
      .set({ hidden: true, hiddenAt: at })
      .where(eq(workNote.id, noteId))
      .returning();
    beforeCommit(row);
    return noteOf(hidden as NoteRow, await authorName(tx, by));
  });
}

/** A subject's notes, newest first. */
export async function readNotes(
  db: Pick<Db, 'select'>,
  store: string,
  kind: NoteSubject,
  id: string,
): Promise<Note[]> {
  const rows = await db
    .select({ note: workNote, authorName: staff.name })
    .from(workNote)
    .leftJoin(staff, eq(staff.email, workNote.authorEmail))
    .where(
      and(eq(workNote.storeKey, store), eq(workNote.subjectKind, kind), eq(workNote.subjectId, id)),
    )
    .orderBy(desc(workNote.createdAt), desc(workNote.id));
  return rows.map((r) => noteOf(r.note, r.authorName));
}
