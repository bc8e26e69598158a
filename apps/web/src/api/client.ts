/**
 * Every call the browser makes to the BFF, in one place, through Hono's typed client: paths,
 * parameters and response bodies are checked against the BFF's routes at compile time (`AppType`
 * is a type-only import, so no server code reaches the bundle). Each call sends `X-CSRF: 1` (the
 * BFF refuses API calls without it) and turns failures into ApiRequestError (a 401 sends the
 * browser to sign in: query-client.ts).
 *
 * A call made for a query gets the query function's context (`Call`): its meta says why it asks
 * (a prefetch, a Refresh) and its client keeps what the answer says about the read (read time,
 * served-token). Nothing about one request is held here for the next (decision 036).
 */
import type { AppType } from '@pc/bff/api-types';
import type { AppInfo, ExportReport, Me, PaymentsPage, ViewReport } from '@pc/contract';
import type { QueryClient, QueryMeta } from '@tanstack/react-query';
import { hc } from 'hono/client';
import type { InvoiceRef } from '../lib/invoice-ref';
import type { PageLimit } from '../lib/paging';
import { errorFromResponse, networkError } from './api-error';
import { intentHeaders, intentOf } from './intent';
import { freshReadHeaders, noteReadAt } from './read-freshness';
import { noteServedToken, servedTokenFor } from './served-tokens';

const API_HEADERS = { 'X-CSRF': '1', Accept: 'application/json' };

/** What a query function was started with (TanStack Query's context has all three). */
export interface Call {
  signal?: AbortSignal | undefined;
  /** Why the query asks: `intent` (intent.ts) and `read` (read-freshness.ts). */
  meta?: QueryMeta | undefined;
  /** The client that asked: the answer's read time and served-token are kept in its cache. */
  client?: QueryClient | undefined;
}

/** The typed client; feature modules (e.g. api/*-client.ts) build their calls on it and `send`. */
export function client(call?: Call) {
  const headers = {
    ...API_HEADERS,
    ...intentHeaders(intentOf(call?.meta)),
    ...freshReadHeaders(call?.meta),
  };
  return hc<AppType>(window.location.origin, { headers });
}

/** What `send` needs of a response; a call answering several shapes names the one it returns. */
export type JsonResponse<T> = {
  ok: boolean;
  status: number;
  statusText: string;
  headers: Headers;
  json(): Promise<T>;
};

/** Sends a typed call: network failures and error bodies (401 too) become ApiRequestError. */
export async function send<T>(request: () => Promise<JsonResponse<T>>, call?: Call): Promise<T> {
  let response: JsonResponse<T>;
  try {
    response = await request();
  } catch (error) {
    if (call?.signal?.aborted) throw error;
    throw networkError(error);
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (call?.client) {
    noteReadAt(call.client, response.headers);
    noteServedToken(call.client, response.headers);
  }
  // 204 No Content has no body to read.
  return response.status === 204 ? (undefined as T) : response.json();
}

export function fetchAppInfo(call?: Call): Promise<AppInfo> {
  const signal = call?.signal;
  return send(() => client(call).api['app-info'].$get(undefined, { init: { signal } }), call);
}

/** The signed-in person; 401 when nobody is. */
export function fetchMe(call?: Call): Promise<Me> {
  const signal = call?.signal;
  return send(() => client(call).api.me.$get(undefined, { init: { signal } }), call);
}

/** Ends the session; the answer says where the browser goes next (the IdP's sign-out, or /). */
export function signOut(): Promise<{ redirect: string }> {
  return send(() => client().api.auth.logout.$post());
}

/** Tells the audit trail that the person exported these rows (no payment contents). */
export async function reportExport(report: ExportReport): Promise<void> {
  await send(() => client().api.audit.exports.$post({ json: report }));
}

/**
 * Tells the audit trail that the person has been shown this page (api/use-report-view.ts), with
 * the served-token that `queryClient`'s request for the page's data brought.
 */
export async function reportView(queryClient: QueryClient, report: ViewReport): Promise<void> {
  const token = servedTokenFor(queryClient, report);
  await send(() =>
    client().api.audit.views.$post({ json: { ...report, shown: report.shown ?? [], token } }),
  );
}

export interface PageRequest {
  offset: number;
  /** Absent: send no page[limit], the store's page length applies. */
  limit?: PageLimit | undefined;
}

/**
 * A page as the wire carries it: text, and no page[limit] until the user picks one (hc leaves
 * undefined values out of the query string).
 */
export function pageQueryOf(page: { offset: number; limit?: number | undefined }) {
  const limit = page.limit === undefined ? undefined : String(page.limit);
  return { 'page[offset]': String(page.offset), 'page[limit]': limit };
}

export function fetchPaymentsPage(
  invoice: InvoiceRef,
  page: PageRequest,
  call?: Call,
): Promise<PaymentsPage> {
  const signal = call?.signal;
  const query = pageQueryOf(page);
  return send(
    () =>
      client(call).api.subscriptions[':subscriptionId'].invoices[':invoiceId'].payments.$get(
        {
          param: { subscriptionId: invoice.subscriptionId, invoiceId: invoice.invoiceId },
          query,
        },
        { init: { signal } },
      ),
    call,
  );
}
