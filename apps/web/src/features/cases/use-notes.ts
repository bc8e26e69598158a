/**
 * Adding and hiding notes on an invoice or a customer. Notes never conflict (they are appended),
 * so an answer simply refreshes the records that show them. A failure leaves the text in the box
 * (note-form.tsx) and says why: the BFF's words, e.g. that the console's database is down. Each
 * typed note goes with its own key, the same on every try, so a note sent again is stored once;
 * when the BFF cannot tell whether it was stored (a connection lost during its COMMIT) the notes
 * are read again, and the box empties once they show the key (decision 045).
 */
import type { Note } from '@pc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attentionKeys } from '../../api/attention-queries';
import {
  addCustomerNote,
  addInvoiceNote,
  hideNote,
  outcomeUnknown,
} from '../../api/team-work-client';
import { teamWorkKeys } from '../../api/team-work-queries';

export type NoteSubjectRef = { kind: 'invoice' | 'customer'; id: string };

/** The keys of the notes a panel shows: the typed note's among them means it is stored. */
export function keysOf(notes: readonly Note[]): ReadonlySet<string> {
  return new Set(notes.flatMap((note) => (note.key ? [note.key] : [])));
}

export function useNotes(subject: NoteSubjectRef) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: teamWorkKeys.all() });
    void queryClient.invalidateQueries({ queryKey: attentionKeys.all() });
  };
  const add = useMutation({
    mutationFn: (note: { text: string; key: string }) =>
      subject.kind === 'invoice'
        ? addInvoiceNote(subject.id, note)
        : addCustomerNote(subject.id, note),
    onSuccess: refresh,
    onError: (error) => {
      if (outcomeUnknown(error)) refresh();
    },
  });
  const hide = useMutation({ mutationFn: hideNote, onSuccess: refresh });
  const unknown = add.error !== null && outcomeUnknown(add.error);
  return {
    add: (text: string, key: string) => add.mutateAsync({ text, key }),
    adding: add.isPending,
    addError: add.error && !unknown ? `The note was not added: ${add.error.message}` : null,
    /** The BFF's words when it cannot tell whether the note was stored. */
    addUnknown: unknown ? (add.error?.message ?? null) : null,
    hide: (noteId: string) => hide.mutate(noteId),
    hiding: hide.isPending ? (hide.variables ?? null) : null,
    hideError: hide.error ? `The note was not hidden: ${hide.error.message}` : null,
  };
}
