/**
 * Every call the browser makes to the BFF, in one place, through Hono's typed client: paths,
 * parameters and response bodies are checked against the BFF's routes at compile time (`AppType`
 * is a type-only import, so no server code reaches the bundle). Each call sends `X-CSRF: 1` (the
 * BFF refuses API calls without it) and turns failures into ApiRequestError (a 401 sends the
 * browser to sign in: query-client.ts).
 */
import type { AppType } from '@pc/bff/api-types';
import type { AppInfo, ExportReport, Me, PaymentsPage, ViewReport } from '@pc/contract';
import { hc } from 'hono/client';
import type { InvoiceRef } from '../lib/invoice-ref';
import type { PageLimit } from '../lib/paging';
import { errorFromResponse, networkError } from './api-error';
import { freshnessHeaders, noteReadAt } from './read-freshness';
import { noteServedToken, servedTokenFor } from './served-tokens';

const API_HEADERS = { 'X-CSRF': '1', Accept: 'application/json' };

/** The typed client; feature modules (e.g. api/*-client.ts) build their calls on it and `send`. */
export function client() {
  return hc<AppType>(window.location.origin, {
    headers: () => ({ ...API_HEADERS, ...freshnessHeaders() }),
  });
}

type JsonResponse<T> = {
  ok: boolean;
  status: number;
  statusText: string;
  headers: Headers;
  json(): Promise<T>;
};

/** Sends a typed call: network failures and error bodies (401 too) become ApiRequestError. */
export async function send<T>(
  request: () => Promise<JsonResponse<T>>,
  signal?: AbortSignal,
): Promise<T> {
  let response: JsonResponse<T>;
  try {
    response = await request();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError(error);
  }
  if (!response.ok) throw await errorFromResponse(response);
  noteReadAt(response.headers);
  noteServedToken(response.headers);
  // 204 No Content has no body to read.
  return response.status === 204 ? (undefined as T) : response.json();
}

export function fetchAppInfo(signal?: AbortSignal): Promise<AppInfo> {
  return send(() => client().api['app-info'].$get(undefined, { init: { signal } }), signal);
}

/** The signed-in person; 401 when nobody is. */
export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return send(() => client().api.me.$get(undefined, { init: { signal } }), signal);
}

/** Ends the session; the answer says where the browser goes next (the IdP's sign-out, or /). */
export function signOut(): Promise<{ redirect: string }> {
  return send(() => client().api.auth.logout.$post());
}

/** Tells the audit trail that the person exported these rows (no payment contents). */
export async function reportExport(report: ExportReport): Promise<void> {
  await send(() => client().api.audit.exports.$post({ json: report }));
}

/** Tells the audit trail that the person has been shown this page (api/use-report-view.ts). */
export async function reportView(report: ViewReport): Promise<void> {
  await send(() =>
    client().api.audit.views.$post({
      json: { ...report, shown: report.shown ?? [], token: servedTokenFor(report) },
    }),
  );
}

export interface PageRequest {
  offset: number;
  /** Absent: send no page[limit], the store's page length applies. */
  limit?: PageLimit | undefined;
}

export function fetchPaymentsPage(
  invoice: InvoiceRef,
  page: PageRequest,
  signal?: AbortSignal,
): Promise<PaymentsPage> {
  // hc leaves undefined values out of the query string: no page[limit] until the user picks one.
  const query = { 'page[offset]': String(page.offset), 'page[limit]': page.limit };
  return send(
    () =>
      client().api.subscriptions[':subscriptionId'].invoices[':invoiceId'].payments.$get(
        {
          param: { subscriptionId: invoice.subscriptionId, invoiceId: invoice.invoiceId },
          query,
        },
        { init: { signal } },
      ),
    signal,
  );
}
