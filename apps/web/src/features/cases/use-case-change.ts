/**
 * Changing an invoice's case: the change names the version the page last read, and the answer
 * replaces the case in the cache (and refreshes the lists that show cases). A stale version is a
 * 409 whose body names the case as it is now and the changes since: the cache takes the current
 * case (so the next try names its version), and `conflict` keeps what changed and by whom for
 * the page to say. What the person typed is the editors' state, which none of this touches. A
 * change whose outcome the BFF cannot tell (a connection lost during its COMMIT) reads the case
 * again: it shows the change when it was stored (decision 045).
 */
import type { CaseConflict, ChangeCase, InvoiceWork } from '@pc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { attentionKeys } from '../../api/attention-queries';
import { changeCase, conflictOf, outcomeUnknown } from '../../api/team-work-client';
import { teamWorkKeys } from '../../api/team-work-queries';

export type CaseEdit = Omit<ChangeCase, 'version'>;

export function useCaseChange(invoiceId: string) {
  const queryClient = useQueryClient();
  const key = teamWorkKeys.invoice(invoiceId);
  const [conflict, setConflict] = useState<CaseConflict | null>(null);
  // The invoice's entries (one per customer id the page asked with) hold the same case. A read
  // still on its way began before this answer and would put the older case back: it is dropped.
  const setCase = async (next: InvoiceWork['case']) => {
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueriesData<InvoiceWork>(
      { queryKey: key },
      (work) => work && { ...work, case: next },
    );
  };
  const mutation = useMutation({
    mutationFn: (edit: CaseEdit) => {
      const versions = queryClient
        .getQueriesData<InvoiceWork>({ queryKey: key })
        .map(([, work]) => work?.case.version ?? 0);
      return changeCase(invoiceId, { ...edit, version: Math.max(0, ...versions) });
    },
    onMutate: () => setConflict(null),
    onSuccess: async (updated) => {
      await setCase(updated);
      void queryClient.invalidateQueries({ queryKey: attentionKeys.all() });
      void queryClient.invalidateQueries({ queryKey: teamWorkKeys.myWork() });
    },
    onError: async (error) => {
      if (outcomeUnknown(error)) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      const stale = conflictOf(error);
      if (!stale) return;
      setConflict(stale);
      await setCase(stale.current);
    },
  });
  return {
    /** Resolves true when the change was kept. */
    save: (edit: CaseEdit) =>
      mutation.mutateAsync(edit).then(
        () => true,
        () => false,
      ),
    saving: mutation.isPending,
    conflict,
    /** A failure other than a conflict, in words: nothing was saved. */
    error:
      mutation.error && !conflictOf(mutation.error) && !outcomeUnknown(mutation.error)
        ? mutation.error.message
        : null,
    /** The BFF's words when it cannot tell whether the change was saved (the case is read again). */
    unknown: mutation.error && outcomeUnknown(mutation.error) ? mutation.error.message : null,
    dismissConflict: () => setConflict(null),
  };
}
