/**
 * The team's own records (docs/team-work.md): an invoice's case and notes, a customer's notes and
 * open cases, the staff directory, My work, and the writes. Built on the typed client and `send`
 * (client.ts): X-CSRF on every call, sign-in on 401, ApiRequestError on any failure; a 409 keeps
 * its body, which names the case as it is now and who changed it (`conflictOf`); a 503 whose
 * outcome is unknown says so in its code (`outcomeUnknown`).
 */

import type {
  AddNote,
  ApiError,
  BulkAssign,
  BulkAssignResult,
  Case,
  CaseConflict,
  ChangeCase,
  CustomerWork,
  InvoiceWork,
  MyWork,
  Note,
  StaffDirectory,
} from '@pc/contract';
import { WRITE_OUTCOME_UNKNOWN } from '@pc/contract/team-work/write-outcome';
import { isApiRequestError } from './api-error';
import { type Call, client, type JsonResponse, send } from './client';

/**
 * `customerId`: the invoice's customer as the invoice page read it, so that the customer's notes
 * show before the case has been written (null when the page does not know it).
 */
export function fetchInvoiceWork(
  invoiceId: string,
  customerId: string | null,
  call?: Call,
): Promise<InvoiceWork> {
  const signal = call?.signal;
  return send(
    () =>
      client(call).api.invoices[':invoiceId'].case.$get(
        { param: { invoiceId }, query: { customerId: customerId ?? undefined } },
        { init: { signal } },
      ),
    call,
  );
}

export function fetchCustomerWork(customerId: string, call?: Call): Promise<CustomerWork> {
  const signal = call?.signal;
  return send(
    () =>
      client(call).api.customers[':customerId'].work.$get(
        { param: { customerId } },
        { init: { signal } },
      ),
    call,
  );
}

export function fetchStaff(call?: Call): Promise<StaffDirectory> {
  const signal = call?.signal;
  return send(() => client(call).api.staff.$get(undefined, { init: { signal } }), call);
}

export function fetchMyWork(call?: Call): Promise<MyWork> {
  const signal = call?.signal;
  return send(() => client(call).api['my-work'].$get(undefined, { init: { signal } }), call);
}

/** The case as changed; a stale version fails with the 409's body kept (`conflictOf`). */
export function changeCase(invoiceId: string, change: ChangeCase): Promise<Case> {
  return send(
    () =>
      // The 409's body is read from the error, never returned: the answer is the 200's.
      client().api.invoices[':invoiceId'].case.$patch({
        param: { invoiceId },
        json: change,
      }) as Promise<JsonResponse<Case>>,
  );
}

export function addInvoiceNote(invoiceId: string, note: AddNote): Promise<Note> {
  return send(() =>
    client().api.invoices[':invoiceId'].notes.$post({ param: { invoiceId }, json: note }),
  );
}

export function addCustomerNote(customerId: string, note: AddNote): Promise<Note> {
  return send(() =>
    client().api.customers[':customerId'].notes.$post({ param: { customerId }, json: note }),
  );
}

export function hideNote(noteId: string): Promise<Note> {
  return send(() => client().api.notes[':noteId'].hide.$post({ param: { noteId }, json: {} }));
}

export function assignCases(assign: BulkAssign): Promise<BulkAssignResult> {
  return send(() => client().api.cases.assign.$post({ json: assign }));
}

/** The body of a stale change's 409, or null for any other failure. */
export function conflictOf(error: unknown): CaseConflict | null {
  if (!isApiRequestError(error) || error.status !== 409) return null;
  const body = error.body as Partial<CaseConflict> | null;
  return body && typeof body.current === 'object' && Array.isArray(body.changes)
    ? (body as CaseConflict)
    : null;
}

/**
 * The write's outcome is unknown: the connection to the database was lost while it was being
 * committed (decision 045). The record is read again rather than what was typed kept as unsent.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiRequestError(error) || error.status !== 503) return false;
  const body = error.body as ApiError | null;
  return body?.errors?.[0]?.code === WRITE_OUTCOME_UNKNOWN;
}
