/**
 * `GET /api/attention`: the store's outstanding invoices, one row each, for a support lead's
 * morning. Elastic Path has no store-wide payment list, so the BFF builds the rows from
 * `eq(outstanding,true)` invoices and each one's payments, keeps them as a snapshot per replica,
 * and refreshes it in the background. The browser gets the whole snapshot and filters, sorts and
 * exports it itself: the URL holds the filters, and no filter costs an upstream call.
 */
import { z } from 'zod';
import { servedTagSchema } from './api.ts';
import { moneySchema, nextRetrySchema } from './api-lookup.ts';
import { ATTENTION_STATES } from './attention-state.ts';
import { DECLINE_CATEGORIES } from './decline-table.ts';
import { PAYMENT_STATUSES } from './payment-status.ts';
import { NO_RETRY_REASONS } from './retry-blockers.ts';
import { ATTENTION_LIST_SORTS, attentionQuerySchema } from './team-work/attention-work.ts';
import { caseSchema } from './team-work/schemas.ts';
import { uuidSchema } from './upstream.ts';

export const attentionRowSchema = z.object({
  invoice: z.object({
    id: uuidSchema,
    subscriptionId: uuidSchema.nullable(),
    /** Not unique (numbers repeat): never shown without the period and id. */
    number: z.number().int().nullable(),
    createdAt: z.string(),
    billingPeriod: z.object({ start: z.string(), end: z.string() }),
  }),
  /** Null when the subscriber could not be read (the row says so rather than being dropped). */
  customer: z.object({ id: uuidSchema, name: z.string(), email: z.string() }).nullable(),
  /**
   * The customer's account name: the company a ticket names. Null when it could not be read;
   * absent from rows a refresh built before it was kept.
   */
  company: z.string().nullable().optional(),
  /** Null when the subscription could not be read. */
  subscription: z
    .object({ id: uuidSchema, offering: z.string(), plan: z.string().nullable() })
    .nullable(),
  /** `meta.price`; null while awaiting tax (Elastic Path gives no currency then). */
  total: moneySchema.nullable(),
  /** The whole total while outstanding (Elastic Path settles invoices whole); null when unknown. */
  balanceDue: moneySchema.nullable(),
  /** Dunning attempts so far (the attempt ledger): refunds and pending payments are not attempts. */
  attempts: z.number().int().nonnegative(),
  failedAttempts: z.number().int().nonnegative(),
  /** False when the invoice has more payments than were read: counts are then a floor. */
  attemptsComplete: z.boolean(),
  /** Where a retry stands: a count only where a retry can still come. */
  retries: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('retries-left'), count: z.number().int().nonnegative() }),
    z.object({ kind: z.literal('no-retry'), reason: z.enum(NO_RETRY_REASONS) }),
  ]),
  /** The newest attempt (by time, across every page of payments); null when none. */
  lastAttempt: z
    .object({
      paymentId: z.string(),
      status: z.enum(PAYMENT_STATUSES).exclude(['refund']),
      at: z.string(),
      reason: z.string().nullable(),
      /** The decline table's category for `reason`; null unless the attempt failed. */
      category: z.enum(DECLINE_CATEGORIES).nullable(),
    })
    .nullable(),
  /** The next-retry ESTIMATE, as on the invoice page. */
  nextRetry: nextRetrySchema,
  state: z.enum(ATTENTION_STATES),
});
export type AttentionRow = z.infer<typeof attentionRowSchema>;

export const attentionSnapshotSchema = z.object({
  /**
   * The snapshot as served, named by its contents (status, as of, the invoices in order): the same
   * rows have the same id on every replica, and any change gives a new one. The audit trail writes
   * a snapshot's invoices once under this id (`attention.snapshot`) and each poll by it alone.
   */
  id: uuidSchema,
  /**
   * `complete`: every outstanding invoice was read in the last refresh; `building`: the replica
   * has no complete snapshot yet and these are the rows built so far.
   */
  status: z.enum(['complete', 'building']),
  /** When the complete snapshot's refresh started (its data is at least this fresh); null while building. */
  asOf: z.string().nullable(),
  /** A refresh is running now (the rows shown are the previous complete snapshot's). */
  refreshing: z.boolean(),
  /** Rows built so far in the running refresh, and how many outstanding invoices it has found. */
  progress: z.object({
    built: z.number().int().nonnegative(),
    found: z.number().int().nonnegative(),
  }),
  /** What the last refresh could not read, in words; null when nothing is missing. */
  problem: z.string().nullable(),
});
export type AttentionSnapshot = z.infer<typeof attentionSnapshotSchema>;

/**
 * A row as `GET /api/attention` serves it: the snapshot's facts, the account's name (the
 * company a ticket names; null when unknown) and the team's case on the invoice, read from the
 * console's database at each request (so a colleague's change shows at the next poll).
 */
export const attentionListRowSchema = attentionRowSchema.extend({
  company: z.string().nullable(),
  case: caseSchema,
});
export type AttentionListRow = z.infer<typeof attentionListRowSchema>;

/** `GET /api/attention` */
export const attentionPageSchema = z.object({
  snapshot: attentionSnapshotSchema,
  counts: z.object({
    outstanding: z.number().int().nonnegative(),
    /** Balance due per currency, exact (digit-string sums; may pass int64, so plain strings). */
    balances: z.array(z.object({ currency: z.string(), amount: z.string().regex(/^\d+$/) })),
    retriesExhausted: z.number().int().nonnegative(),
    manualPaymentPending: z.number().int().nonnegative(),
    awaitingTax: z.number().int().nonnegative(),
  }),
  rows: z.array(attentionListRowSchema),
  /**
   * Cases could not be read (the console's database is down or slow): every row's case is then
   * empty (version 0), and the case filters select nothing rather than everything.
   */
  casesUnavailable: z.boolean(),
  /** "Today" as the BFF judges due and broken (UTC; the injected clock in tests). */
  today: z.string(),
  /**
   * Each row's served-tag, in the rows' order: the BFF's signature of "this invoice is in this
   * snapshot", which the page's view report sends back so that any replica can check the rows it
   * names (view-reports.ts `attentionView`).
   */
  tags: z.array(servedTagSchema),
});
export type AttentionPage = z.infer<typeof attentionPageSchema>;

/**
 * `POST /api/audit/attention-exports`: what the SPA reports after it exported the attention list
 * to CSV: how many rows, under which filters and in which order (never the contents, as for the
 * payments export). The rows are the browser's copy of the snapshot, so the server has nothing
 * to check them against.
 */
export const attentionExportReportSchema = z.strictObject({
  rows: z.number().int().min(0).max(100_000),
  /** The filters in force, null for all. */
  state: z.enum(ATTENTION_STATES).nullable(),
  category: z.enum(DECLINE_CATEGORIES).nullable(),
  sort: z.enum(ATTENTION_LIST_SORTS),
  /** When the snapshot exported was complete; null while it was still being built. */
  asOf: z.string().nullable(),
  /** The team's filters in force (`GET /api/attention`'s own), absent for none. */
  team: attentionQuerySchema.omit({ sort: true }).optional(),
});
export type AttentionExportReport = z.infer<typeof attentionExportReportSchema>;
