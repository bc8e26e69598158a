/**
 * The audit trail: one JSON line on stdout per event, saying who looked at what. Lines name
 * people, invoices and row counts, never payment contents, tokens or cookies. They are written at
 * any LOG_LEVEL: quieting the logs must not silence the trail.
 *
 * - `payments.viewed`   every successful list call (GET or HEAD)
 * - `payments.exported` the SPA reports a CSV export (`POST /api/audit/exports`)
 * - `auth.denied`       every 401/403/421 decision, with its reason
 * - `auth.signed_in` / `auth.signed_out`
 */
import { MAX_PAGE_LIMIT, MAX_PAGE_OFFSET, uuidSchema } from '@pc/contract';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { ApiHttpError } from '../errors.ts';
import { createLogger, type LogFields, type LogSink } from '../logger.ts';
import type { AuthDeniedError } from './auth-denied.ts';

export type AuditEvent =
  | 'payments.viewed'
  | 'payments.exported'
  | 'auth.denied'
  | 'auth.signed_in'
  | 'auth.signed_out';

export interface Audit {
  record(event: AuditEvent, fields: LogFields): void;
  /** `auth.denied` for a refusal, with the request it refused. */
  denied(c: Context<AppEnv>, error: AuthDeniedError): void;
}

export function createAudit(sink: LogSink, now: () => number): Audit {
  const log = createLogger({ level: 'info', sink, now });
  const record = (event: AuditEvent, fields: LogFields) =>
    log.info(event, { audit: true, ...fields });
  return {
    record,
    denied: (c, error) =>
      record('auth.denied', {
        user: error.user ?? c.get('user')?.email ?? null,
        reason: error.reason,
        status: error.status,
        method: c.req.method,
        path: c.req.path.slice(0, 300),
        // Which name was refused: tells a misconfigured PUBLIC_URL from a rebinding attempt.
        ...(error.reason === 'host-not-allowed' && { host: new URL(c.req.url).host.slice(0, 200) }),
        requestId: c.get('requestId'),
      }),
  };
}

/** What a successful payments list call served: the audit's `payments.viewed` line. */
export interface PaymentsViewed {
  subscriptionId: string;
  invoiceId: string;
  offset: number;
  /** Undefined: none asked for, the store's page length applied. */
  limit: number | undefined;
  rows: number;
}

/**
 * Who saw which page of which invoice, recorded by the route once the page is in hand. HEAD
 * reaches Elastic Path too (Hono answers it with the GET handler), so it is recorded as well.
 */
export function recordPaymentsViewed(audit: Audit, c: Context<AppEnv>, viewed: PaymentsViewed) {
  audit.record('payments.viewed', {
    user: c.get('user')?.email,
    subscriptionId: viewed.subscriptionId,
    invoiceId: viewed.invoiceId,
    offset: viewed.offset,
    limit: viewed.limit ?? null,
    rows: viewed.rows,
    requestId: c.get('requestId'),
  });
}

/** What the SPA reports after it exported a CSV of the rows on screen. */
export const exportReportSchema = z.strictObject({
  subscriptionId: uuidSchema,
  invoiceId: uuidSchema,
  offset: z.number().int().min(0).max(MAX_PAGE_OFFSET),
  limit: z.number().int().min(1).max(MAX_PAGE_LIMIT).nullable(),
  rows: z.number().int().min(0).max(MAX_PAGE_LIMIT),
  /** The status filter in force, null for all. */
  status: z.enum(['succeeded', 'failed', 'pending']).nullable(),
});
export type ExportReport = z.infer<typeof exportReportSchema>;

const exportValidator = validator('json', (body: unknown) => {
  const parsed = exportReportSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw new ApiHttpError(400, `${field}: ${issue?.message ?? 'invalid'}.`, { parameter: field });
  }
  return parsed.data;
});

export function auditRoutes(audit: Audit) {
  return new Hono<AppEnv>().post(
    '/audit/exports',
    bodyLimit({
      maxSize: 2048,
      onError: () => {
        throw new ApiHttpError(400, 'The export report is too large.');
      },
    }),
    exportValidator,
    (c) => {
      audit.record('payments.exported', {
        user: c.get('user')?.email,
        ...c.req.valid('json'),
        requestId: c.get('requestId'),
      });
      return c.body(null, 204);
    },
  );
}
