/**
 * Closed cases are kept `months` after they settled (CASE_RETENTION_MONTHS, default 13), then
 * purged with their history and their invoice's notes, in the background: every replica runs it
 * hourly (deletes are idempotent, so replicas need no lease for it), the first run a minute after
 * the start. Each purge that removed something writes one audit line, `cases.purged`.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Audit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { withDeadline } from '../db/deadline.ts';
import { workCase, workNote } from '../db/schema.ts';
import type { Logger } from '../log/logger.ts';

export const PURGE_EVERY_MS = 60 * 60_000;
const FIRST_PURGE_AFTER_MS = 60_000;
/** A purge is background work: it may take longer than a person's read, never unbounded. */
const PURGE_DEADLINE_MS = 30_000;

/** The instant `months` calendar months before `now` (UTC). */
export function monthsBefore(now: number, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/** @returns how many cases (and notes on their invoices) were purged */
export async function purgeClosedCases(
  db: Db,
  before: Date,
): Promise<{ cases: number; notes: number }> {
  return db.transaction(async (tx) => {
    const expired = tx
      .select({ invoiceId: workCase.invoiceId })
      .from(workCase)
      .where(
        and(
          eq(workCase.closed, true),
          lt(workCase.settledAt, before),
          eq(workCase.storeKey, workNote.storeKey),
        ),
      );
    const notes = await tx
      .delete(workNote)
      .where(and(eq(workNote.subjectKind, 'invoice'), inArray(workNote.subjectId, expired)))
      .returning({ id: workNote.id });
    const cases = await tx
      .delete(workCase)
      .where(and(eq(workCase.closed, true), sql`${workCase.settledAt} < ${before.toISOString()}`))
      .returning({ invoiceId: workCase.invoiceId });
    return { cases: cases.length, notes: notes.length };
  });
}

export interface RetentionDeps {
  db: Db;
  months: number;
  now: () => number;
  audit: Audit;
  log: Logger;
}

/** Starts the hourly purge; returns its stop. */
export function startRetention(deps: RetentionDeps): () => void {
  const purge = async () => {
    try {
      const before = monthsBefore(deps.now(), deps.months);
      const purged = await withDeadline(purgeClosedCases(deps.db, before), PURGE_DEADLINE_MS);
      if (purged.cases > 0) {
        deps.audit.record({ requestId: 'case-retention' }, 'cases.purged', {
          ...purged,
          settledBefore: before.toISOString(),
        });
      }
    } catch (error) {
      deps.log.warn('cases.purge_failed', { error: (error as Error).message });
    }
  };
  const first = setTimeout(() => void purge(), FIRST_PURGE_AFTER_MS);
  const every = setInterval(() => void purge(), PURGE_EVERY_MS);
  first.unref?.();
  every.unref?.();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
