/**
 * A case as the database holds it → as the API serves it. Pure: "today" is given, so the state
 * and whether the follow-up is due are judged on the injected clock's UTC date.
 */
import { type Case, caseState, followUpDue, type StaffRef, type UtcDate } from '@pc/contract';
import type { workCase } from '../db/schema.ts';

/** A row of `work_case` with the names the staff directory gives its people, and its notes. */
export interface CaseRecord {
  row: typeof workCase.$inferSelect;
  ownerName: string | null;
  updatedByName: string | null;
  notesCount: number;
}

const staffRef = (email: string | null, name: string | null): StaffRef | null =>
  email === null ? null : { email, name };

/** The case of an invoice nobody has touched: version 0, nothing set. */
export function emptyCase(invoiceId: string, today: UtcDate, notesCount = 0): Case {
  return {
    invoiceId,
    customerId: null,
    owner: null,
    followUpOn: null,
    followUpDue: false,
    promise: null,
    state: caseState({ promise: null, settledAt: null }, today),
    settledAt: null,
    version: 0,
    updatedBy: null,
    updatedAt: null,
    notesCount,
  };
}

export function caseOf(record: CaseRecord, today: UtcDate): Case {
  const { row } = record;
  const promise =
    row.promiseOn === null
      ? null
      : {
          on: row.promiseOn,
          amount:
            row.promiseAmount === null || row.promiseCurrency === null
              ? null
              : { amount: String(row.promiseAmount), currency: row.promiseCurrency },
        };
  const settledAt = row.settledAt?.toISOString() ?? null;
  return {
    invoiceId: row.invoiceId,
    customerId: row.customerId,
    owner: staffRef(row.ownerEmail, record.ownerName),
    followUpOn: row.followUpOn,
    followUpDue: followUpDue(row.followUpOn, today, settledAt !== null),
    promise,
    state: caseState({ promise, settledAt }, today),
    settledAt,
    version: row.version,
    updatedBy: staffRef(row.updatedBy, record.updatedByName),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    notesCount: record.notesCount,
  };
}
