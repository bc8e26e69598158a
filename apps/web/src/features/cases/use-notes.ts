/**
 * Adding and hiding notes on an invoice or a customer. Notes never conflict (they are appended),
 * so an answer simply refreshes the records that show them. A failure leaves the text in the box
 * (note-form.tsx) and says why: the BFF's words, e.g. that the console's database is down.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attentionKeys } from '../../api/attention-queries';
import { addCustomerNote, addInvoiceNote, hideNote } from '../../api/team-work-client';
import { teamWorkKeys } from '../../api/team-work-queries';

export type NoteSubjectRef = { kind: 'invoice' | 'customer'; id: string };

export function useNotes(subject: NoteSubjectRef) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: teamWorkKeys.all() });
    void queryClient.invalidateQueries({ queryKey: attentionKeys.all() });
  };
  const add = useMutation({
    mutationFn: (text: string) =>
      subject.kind === 'invoice'
        ? addInvoiceNote(subject.id, { text })
        : addCustomerNote(subject.id, { text }),
    onSuccess: refresh,
  });
  const hide = useMutation({ mutationFn: hideNote, onSuccess: refresh });
  return {
    add: (text: string) => add.mutateAsync(text),
    adding: add.isPending,
    addError: add.error ? `The note was not added: ${add.error.message}` : null,
    hide: (noteId: string) => hide.mutate(noteId),
    hiding: hide.isPending ? (hide.variables ?? null) : null,
    hideError: hide.error ? `The note was not hidden: ${hide.error.message}` : null,
  };
}
