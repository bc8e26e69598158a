/**
 * The audit trail: one JSON line on stdout per event, saying who looked at what. Lines name
 * people, invoices and row counts, never payment contents, tokens or cookies. They are written at
 * any LOG_LEVEL: quieting the logs must not silence the trail.
 *
 * - `payments.viewed`   every successful list call (GET or HEAD)
 * - `search.performed`, `customer.viewed`, `subscription.viewed`, `invoice.viewed`,
 *   `payment.viewed`: the lookup routes, with the ids seen (never a search's raw text)
 * - `payments.exported` the SPA reports a CSV export (`POST /api/audit/exports`)
 * - `auth.denied`       every 401/403/421 decision, with its reason
 * - `auth.signed_in` / `auth.signed_out`
 */
import type { Context } from 'hono';
import type { AuthDeniedError } from '../auth/auth-denied.ts';
import type { AppEnv } from '../core/app-env.ts';
import { createLogger, type LogFields, type LogSink } from '../log/logger.ts';

export type AuditEvent =
  | 'payments.viewed'
  | 'payments.exported'
  | 'search.performed'
  | 'customer.viewed'
  | 'subscription.viewed'
  | 'invoice.viewed'
  | 'payment.viewed'
  | 'auth.denied'
  | 'auth.signed_in'
  | 'auth.signed_out';

/**
 * The request an audit line is about: its Hono context, or, for a request refused before Hono
 * parsed it (a malformed request line), the id the server gave it.
 */
export type AuditRequest = Context<AppEnv> | { requestId: string };

export interface Audit {
  /**
   * One audit line about request `c`: the signed-in person (`user`, unless `fields` names one)
   * and the server's request id come from the request, so no caller spells them.
   * @example audit.record(c, 'customer.viewed', { subscriberId })
   */
  record(c: AuditRequest, event: AuditEvent, fields?: LogFields): void;
  /** `auth.denied` for a refusal, with the request it refused. */
  denied(c: Context<AppEnv>, error: AuthDeniedError): void;
}

export function createAudit(sink: LogSink, now: () => number): Audit {
  const log = createLogger({ level: 'info', sink, now });
  const record: Audit['record'] = (c, event, fields = {}) => {
    const request = 'req' in c ? { user: c.get('user')?.email, requestId: c.get('requestId') } : c;
    log.info(event, { audit: true, user: undefined, ...request, ...fields });
  };
  return {
    record,
    denied: (c, error) =>
      record(c, 'auth.denied', {
        user: error.user ?? c.get('user')?.email ?? null,
        reason: error.reason,
        status: error.status,
        method: c.req.method,
        path: c.req.path.slice(0, 300),
        // Which name was refused: tells a misconfigured PUBLIC_URL from a rebinding attempt.
        ...(error.reason === 'host-not-allowed' && { host: new URL(c.req.url).host.slice(0, 200) }),
        // The caller's own id, under its own name: the audit's requestId is always the server's.
        ...(c.get('callerRequestId') && { callerRequestId: c.get('callerRequestId') }),
      }),
  };
}

/** What a successful payments list call served: the audit's `payments.viewed` line. */
export interface PaymentsViewed {
  /** Absent when the page was read by the invoice-only path. */
  subscriptionId?: string;
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
  audit.record(c, 'payments.viewed', {
    subscriptionId: viewed.subscriptionId ?? null,
    invoiceId: viewed.invoiceId,
    offset: viewed.offset,
    limit: viewed.limit ?? null,
    rows: viewed.rows,
  });
}
