/**
 * The audit trail: one JSON line on stdout per event, saying who looked at what. Lines name
 * people, invoices and row counts, never payment contents, tokens or cookies. They are written at
 * any LOG_LEVEL: quieting the logs must not silence the trail.
 *
 * A response is not a view: the browser fetches ahead (hover, focus, the next page), so every
 * data route writes a `*.served` line with its intent (`prefetch` when the web app marks the
 * request `X-Intent: prefetch`, else `page`), and a view is written only when the browser reports
 * a page shown (`POST /api/audit/views`) and everything it names was served to that person.
 * docs/audit.md says what each event proves, with an example line of each.
 *
 * - `customer.served`, `subscription.served`, `invoices.served`, `invoice.served`,
 *   `payments.served`, `payment.served`, `attention.served`: what a data route sent
 * - `search.performed`: what a search found (its kind and ids, never the text)
 * - `customer.viewed`, `subscription.viewed`, `invoice.viewed`, `payment.viewed`,
 *   `attention.viewed`: a page shown
 * - `payments.exported` the SPA reports a CSV export (`POST /api/audit/exports`)
 * - `attention.exported` the SPA reports an export of the attention list
 *   (`POST /api/audit/attention-exports`)
 * - `auth.denied`       a 401/403/421 decision, with its reason; past a few per source and
 *   minute, counted into one `auth.denied_summary` line
 * - `http.refused_summary` malformed requests (refused before the app saw them) past a few per
 *   source and minute, counted; their own lines are written only up to that sample
 * - `auth.signed_in` / `auth.signed_out`
 * - `case.served`, `customer-work.served`, `my-work.served`: the team's cases and notes sent
 * - `case.changed`, `note.added`, `note.hidden`: a team write (which case or note, which fields:
 *   never a note's text or an amount), written inside the write's transaction: a write whose
 *   line cannot be written is not kept; `case.settled`: a case closed itself (Elastic Path paid);
 *   `cases.purged`: closed cases past their retention removed, with their notes (counts only)
 */
import type { IncomingMessage } from 'node:http';
import {
  type AttentionPage,
  type PageView,
  SERVED_TOKEN_HEADER,
  type viewReportSchema,
} from '@pc/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AuthDeniedError } from '../auth/auth-denied.ts';
import type { AppEnv } from '../core/app-env.ts';
import { createLogger, type LogFields, type LogSink } from '../log/logger.ts';
import { createRefusalSampler } from './refusal-sampler.ts';
import { createServedMemory } from './served-memory.ts';
import { createServedSnapshots } from './served-snapshots.ts';
import type { ServedTokens } from './served-token.ts';

/** What a data route sent, whatever the browser did with it. */
export type ServedEvent =
  | 'customer.served'
  | 'subscription.served'
  | 'invoices.served'
  | 'invoice.served'
  | 'payments.served'
  | 'payment.served'
  | 'attention.served'
  | 'case.served'
  | 'customer-work.served'
  | 'my-work.served';

export type AuditEvent =
  | ServedEvent
  | 'attention.snapshot'
  | 'search.performed'
  | 'payments.exported'
  | 'attention.exported'
  | 'customer.viewed'
  | 'subscription.viewed'
  | 'invoice.viewed'
  | 'payment.viewed'
  | 'attention.viewed'
  | 'auth.denied'
  | 'auth.denied_summary'
  | 'http.refused_summary'
  | 'auth.signed_in'
  | 'auth.signed_out'
  | 'case.changed'
  | 'case.settled'
  | 'note.added'
  | 'note.hidden'
  | 'cases.purged';

/** How a view line names the page's own object. */
const VIEWED_ID_FIELD = {
  customer: 'subscriberId',
  subscription: 'subscriptionId',
  invoice: 'invoiceId',
  payment: 'paymentId',
  // The list has no object of its own: the report names the snapshot its rows came from.
  attention: 'snapshotId',
} as const;

/**
 * The request an audit line is about: its Hono context, or, for a request refused before Hono
 * parsed it (a malformed request line), the id the server gave it.
 */
export type AuditRequest = Context<AppEnv> | { requestId: string };

export interface Audit {
  /**
   * One audit line about request `c`: the signed-in person (`user`, unless `fields` names one)
   * and the server's request id come from the request, so no caller spells them. False when the
   * line could not be written (the trail is broken or too far behind): a route whose answer
   * says "recorded" must then say 503 instead.
   * @example if (!audit.record(c, 'payments.exported', report)) throw unwritten()
   */
  record(c: AuditRequest, event: AuditEvent, fields?: LogFields): boolean;
  /**
   * What a data route sent: `event` with the request's intent, and `ids` (every id the response
   * carries that a page may show) remembered as served to this person. `view`, the report the
   * page showing this data will send, is signed into the response's `X-Served-Token`.
   * @example audit.served(c, 'customer.served', { subscriberId }, [subscriberId, ...invoiceIds], customerView(subscriberId, page))
   */
  served(
    c: Context<AppEnv>,
    event: ServedEvent,
    fields: LogFields,
    ids: readonly string[],
    view?: PageView | null,
  ): void;
  /**
   * The attention list sent: `attention.snapshot` with its invoices the first time this snapshot
   * is served, and `attention.served` naming the snapshot only at every poll; the snapshot, not
   * its ids, is remembered and signed for this person. Returns the rows' served-tags, in order.
   */
  attentionServed(
    c: Context<AppEnv>,
    page: Pick<AttentionPage, 'snapshot'> & { rows: readonly { invoice: { id: string } }[] },
  ): string[];
  /**
   * `<page>.viewed` when the report's served-token is ours, for this person and these ids, or
   * else this process served this person the report's page and every id on it: `recorded`, or
   * `unwritten` when the line could not be written; `unproven` (nothing written) otherwise.
   */
  viewed(
    c: Context<AppEnv>,
    report: z.output<typeof viewReportSchema>,
  ): 'recorded' | 'unproven' | 'unwritten';
  /**
   * `auth.denied` for a refusal, with the request it refused; past a few per source and window
   * it is only counted (and `refusalCounted` set, so the access log skips it too).
   */
  denied(c: Context<AppEnv>, error: AuthDeniedError): void;
  /**
   * Whether a malformed request (refused before the app saw it) from `source` is written in full
   * (its log line, and its audit line when it has one); past a few per source and window it is
   * only counted into one `http.refused_summary` line.
   */
  admitMalformed(source: string, reason: string): boolean;
}

/** What the attention list's token and memory stand for: this snapshot, served to this person. */
const attentionList = (snapshotId: string): PageView => ({
  page: 'attention',
  id: snapshotId,
  shown: [],
});

/** The address the request came from; a request built in-process (tests) has none. */
function sourceOf(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

function personOf(c: Context<AppEnv>): string {
  return c.get('user')?.email ?? 'anonymous';
}

/**
 * @param unwritable why audit lines cannot be written now (null while they can): checked after
 *   each line, so `record` knows whether its line went out.
 */
export function createAudit(
  sink: LogSink,
  now: () => number,
  tokens: ServedTokens,
  unwritable: () => string | null = () => null,
): Audit {
  const log = createLogger({ level: 'info', sink, now });
  const memory = createServedMemory(now);
  const snapshots = createServedSnapshots(tokens);
  const refusals = createRefusalSampler(now, (summary) =>
    log.info('auth.denied_summary', { audit: true, ...summary }),
  );
  // Its own sample: a malformed-request flood must not use up the refusals that name people.
  const malformed = createRefusalSampler(now, (summary) =>
    log.info('http.refused_summary', { audit: true, ...summary }),
  );
  const record: Audit['record'] = (c, event, fields = {}) => {
    const request = 'req' in c ? { user: c.get('user')?.email, requestId: c.get('requestId') } : c;
    log.info(event, { audit: true, user: undefined, ...request, ...fields });
    return unwritable() === null;
  };
  const served: Audit['served'] = (c, event, fields, ids, view) => {
    const intent = c.req.header('x-intent') === 'prefetch' ? 'prefetch' : 'page';
    record(c, event, { ...fields, intent });
    memory.remember(personOf(c), ids, view);
    if (view) c.header(SERVED_TOKEN_HEADER, tokens.sign(personOf(c), view));
  };
  return {
    record,
    served,
    attentionServed: (c, { snapshot, rows }) => {
      const invoiceIds = rows.map((row) => row.invoice.id);
      const tags = snapshots.tags(snapshot.id, invoiceIds);
      const { id: snapshotId, status, asOf } = snapshot;
      if (snapshots.unwritten(snapshotId)) {
        const line = { snapshotId, status, asOf, rows: rows.length, invoiceIds };
        if (record(c, 'attention.snapshot', line)) snapshots.written(snapshotId);
      }
      const fields = { snapshotId, status, asOf, rows: rows.length };
      served(c, 'attention.served', fields, [], attentionList(snapshotId));
      return tags;
    },
    viewed: (c, { page, id, shown, token, tags = [] }) => {
      // The list's token and memory name the snapshot; its rows are proven by their tags.
      const view = page === 'attention' ? attentionList(id) : { page, id, shown };
      // The token proves it on any replica with the secret; the memory, on the one that served.
      const proven =
        ((token !== undefined && tokens.verify(personOf(c), view, token)) ||
          memory.served(personOf(c), { page, id }, view.shown)) &&
        (page !== 'attention' || shown.every((row, i) => tokens.verifyTag(id, row, tags[i] ?? '')));
      if (!proven) return 'unproven';
      return record(c, `${page}.viewed`, { [VIEWED_ID_FIELD[page]]: id, shown })
        ? 'recorded'
        : 'unwritten';
    },
    denied: (c, error) => {
      if (!refusals.admit(sourceOf(c), error.reason)) {
        c.set('refusalCounted', true);
        return;
      }
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
      });
    },
    admitMalformed: (source, reason) => malformed.admit(source, reason),
  };
}

/** What a successful payments list call served: the audit's `payments.served` line. */
export interface PaymentsServed {
  /** Absent when the page was read by the invoice-only path. */
  subscriptionId?: string;
  invoiceId: string;
  offset: number;
  /** Undefined: none asked for, the store's page length applied. */
  limit: number | undefined;
  rows: number;
}

/**
 * Who was sent which page of which invoice, recorded by the route once the page is in hand. HEAD
 * reaches Elastic Path too (Hono answers it with the GET handler), so it is recorded as well.
 */
export function recordPaymentsServed(audit: Audit, c: Context<AppEnv>, served: PaymentsServed) {
  audit.served(
    c,
    'payments.served',
    {
      subscriptionId: served.subscriptionId ?? null,
      invoiceId: served.invoiceId,
      offset: served.offset,
      limit: served.limit ?? null,
      rows: served.rows,
    },
    [served.invoiceId, ...(served.subscriptionId ? [served.subscriptionId] : [])],
  );
}
