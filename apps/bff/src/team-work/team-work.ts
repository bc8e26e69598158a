/**
 * What the team-work routes share: the database (a 503 saying so when there is none or it does
 * not answer in time), the store's key, "today" on the injected clock, the one upstream read that
 * checks an invoice or customer exists (the replica's cached reader), and settling cases from the
 * reads the console already makes. Built once per app (create-app.ts).
 */
import {
  type Me,
  upstreamInvoiceResponseSchema,
  upstreamSubscriberResponseSchema,
  utcDateOf,
} from '@pc/contract';
import type { Audit, AuditRequest } from '../audit/audit.ts';
import { AUDIT_UNWRITABLE } from '../audit/audit-guard.ts';
import { ApiHttpError } from '../core/errors.ts';
import type { Database, Db } from '../db/database.ts';
import { DatabaseUnavailableError, PERSON_DEADLINE_MS, withDeadline } from '../db/deadline.ts';
import type { LogFields, Logger } from '../log/logger.ts';
import { invoicePath, subscriberPath } from '../upstream/paths.ts';
import { readResource, type Upstream } from '../upstream/read-resource.ts';
import { CaseConflictError, NotStaffError, settleAbsent, settleCase } from './case-changes.ts';
import { NotYourNoteError } from './notes.ts';
import { createSightings, emailKey, recordStaff } from './staff-directory.ts';

/** A write may take longer than a read (a transaction of a few statements), never unbounded. */
export const WRITE_DEADLINE_MS = 2000;

export const TEAM_WORK_UNAVAILABLE =
  'The team’s notes and cases are unavailable: the console’s database cannot be reached. Nothing was written; try again shortly.';

/** What a write refuses on its own account: never mistaken for the database being down. */
const REFUSALS = [ApiHttpError, CaseConflictError, NotStaffError, NotYourNoteError];

export interface TeamWorkDeps {
  database: Database | null;
  /** The store the console reads (db/store-key.ts). */
  store: string;
  reader: Upstream;
  audit: Audit;
  log: Logger;
  /** The time written on records (milliseconds since the epoch). */
  now: () => number;
  /** The time "today" is judged by: the real clock, CLOCK_NOW, or a test's. */
  workClock: () => number;
}

/** What a write needs to know of its invoice, from one read of Elastic Path. */
export interface InvoiceFacts {
  customerId: string | null;
  /** The invoice's currency (a promised amount must be in it); null while awaiting tax. */
  currency: string | null;
  paid: boolean;
}

export function createTeamWork(deps: TeamWorkDeps) {
  const { database, store, reader, log } = deps;
  const sightings = createSightings(deps.now);
  /** Staff records being written, by email: a write waits for its author's. */
  const recording = new Map<string, Promise<void>>();
  /** Snapshots whose absent invoices were settled already, by id: once per snapshot. */
  let settledSnapshot: string | null = null;

  /**
   * The database's work within `ms`; none, down or slow: a 503 saying so. A refusal the work
   * throws itself (a conflict, a 404, an audit that could not be written) passes through as it is.
   */
  async function run<T>(work: (db: Db) => Promise<T>, ms = PERSON_DEADLINE_MS): Promise<T> {
    if (!database) throw new ApiHttpError(503, TEAM_WORK_UNAVAILABLE);
    const refusals: unknown[] = [];
    const kept = work(database.db).catch((error: unknown) => {
      if (!REFUSALS.some((kind) => error instanceof kind)) throw error;
      refusals.push(error);
      return undefined as T;
    });
    try {
      const done = await withDeadline(kept, ms);
      if (refusals.length > 0) throw refusals[0];
      return done;
    } catch (error) {
      if (refusals.includes(error)) throw error;
      if (error instanceof DatabaseUnavailableError) {
        log.warn('team_work.database_unavailable', { error: error.message });
        throw new ApiHttpError(503, TEAM_WORK_UNAVAILABLE, { cause: error });
      }
      throw error;
    }
  }

  return {
    store,
    hasDatabase: database !== null,
    run,
    write: <T>(work: (db: Db) => Promise<T>) => run(work, WRITE_DEADLINE_MS),
    today: () => utcDateOf(deps.workClock()),
    /** The clock due and broken are judged by (the list's "last 7 days" too). */
    clock: deps.workClock,
    /**
     * The audit line of a write, inside its transaction: when the trail cannot take it, the
     * write is refused (503) and rolled back (decision 024's rule, for writes).
     */
    audited(c: AuditRequest, event: Parameters<Audit['record']>[1], fields: LogFields): void {
      if (!deps.audit.record(c, event, fields)) throw new ApiHttpError(503, AUDIT_UNWRITABLE);
    },
    at: () => new Date(deps.now()),

    /**
     * The invoice as Elastic Path has it, by one read through the replica's cache.
     * @throws ApiHttpError 404 when Elastic Path does not know it
     */
    async invoiceFacts(invoiceId: string): Promise<InvoiceFacts> {
      const found = await readResource(
        reader,
        upstreamInvoiceResponseSchema,
        invoicePath(invoiceId),
      );
      if (!found) {
        throw new ApiHttpError(404, 'Invoice not found in Elastic Path. Nothing was written.');
      }
      const { attributes, meta } = found.data;
      return {
        customerId: meta.subscriber_id?.toLowerCase() ?? null,
        currency: meta.price?.currency || null,
        paid: !attributes.outstanding,
      };
    },

    /** @throws ApiHttpError 404 when Elastic Path does not know the customer */
    async requireCustomer(customerId: string): Promise<void> {
      const found = await readResource(
        reader,
        upstreamSubscriberResponseSchema,
        subscriberPath(customerId),
      );
      if (!found) {
        throw new ApiHttpError(404, 'Customer not found in Elastic Path. Nothing was written.');
      }
    },

    /**
     * Records the person in the staff directory, at most every few minutes per replica. Writes
     * wait for it (an owner must be staff); reads do not.
     */
    async seen(person: Me, wait: boolean): Promise<void> {
      if (!database) return;
      const key = emailKey(person.email);
      if (sightings.due(person)) {
        const written = withDeadline(recordStaff(database.db, person, new Date(deps.now())))
          .catch((error: unknown) => {
            sightings.forget(person);
            log.warn('staff.not_recorded', { error: (error as Error).message });
          })
          .finally(() => recording.delete(key));
        recording.set(key, written);
      }
      // A write waits for the person's record, theirs or a request's before it still in flight.
      if (wait) await recording.get(key);
    },

    /** The invoice page read "paid": its open case closes itself. Never delays the page. */
    settleFromInvoice(c: AuditRequest, invoiceId: string): void {
      if (!database) return;
      const at = new Date(deps.now());
      withDeadline(settleCase(database.db, store, invoiceId, at), WRITE_DEADLINE_MS).then(
        (closed) => {
          if (closed) deps.audit.record(c, 'case.settled', { invoiceId, via: 'invoice-page' });
        },
        (error: unknown) => log.warn('case.settle_failed', { error: (error as Error).message }),
      );
    },

    /**
     * A complete snapshot lists every outstanding invoice: an open case whose invoice it does not
     * list (and which was made before it started) was settled. Once per snapshot, in the background.
     */
    settleFromSnapshot(
      c: AuditRequest,
      snapshot: { id: string; status: string; asOf: string | null; problem: string | null },
      outstanding: readonly string[],
    ): void {
      if (!database || snapshot.status !== 'complete' || snapshot.problem !== null) return;
      if (snapshot.asOf === null || settledSnapshot === snapshot.id) return;
      settledSnapshot = snapshot.id;
      const work = settleAbsent(
        database.db,
        store,
        outstanding,
        new Date(snapshot.asOf),
        new Date(deps.now()),
      );
      withDeadline(work, WRITE_DEADLINE_MS).then(
        (invoiceIds) => {
          for (const invoiceId of invoiceIds)
            deps.audit.record(c, 'case.settled', { invoiceId, via: 'attention-snapshot' });
        },
        (error: unknown) => {
          settledSnapshot = null;
          log.warn('case.settle_failed', { error: (error as Error).message });
        },
      );
    },
  };
}

export type TeamWork = ReturnType<typeof createTeamWork>;
