/**
 * Reads one page of an invoice's payments from Elastic Path through the upstream client (token,
 * retries, coalescing, timeouts) and turns the body into the page the browser gets.
 */
import type { PaymentsPage } from '@pc/contract';
import { ApiHttpError } from '../http/errors.ts';
import type { Logger } from '../log/logger.ts';
import { readPaymentsBody } from './payments-body.ts';
import type { RequestedPage } from './payments-mapper.ts';
import { ownerName } from './row-ownership.ts';
import type { UpstreamClient } from './upstream-client.ts';

export interface PaymentsQuery extends RequestedPage {
  /** With it, the nested path of upstream-api.md §4.1; without, the invoice-only path. */
  subscriptionId?: string;
  invoiceId: string;
}

/** The upstream path and query of a page: only validated pieces are interpolated. */
export function paymentsRequest(q: PaymentsQuery): { path: string; query: string } {
  const invoice = `/invoices/${encodeURIComponent(q.invoiceId)}/payments`;
  const path = q.subscriptionId
    ? `/subscriptions/subscriptions/${encodeURIComponent(q.subscriptionId)}${invoice}`
    : `/subscriptions${invoice}`;
  const query = new URLSearchParams({ 'page[offset]': String(q.offset) });
  if (q.limit !== undefined) query.set('page[limit]', String(q.limit));
  return { path, query: query.toString() };
}

/** @throws ApiHttpError 404 (with `notFound` as its detail)/429/502/503/504 */
export async function getPaymentsPage(
  upstream: UpstreamClient,
  log: Logger,
  query: PaymentsQuery,
  notFound = 'No such subscription or invoice in Elastic Path.',
): Promise<PaymentsPage> {
  const { path, query: search } = paymentsRequest(query);
  const { status, text } = await upstream.get(path, search);
  if (status === 404) {
    throw new ApiHttpError(404, notFound);
  }
  if (status !== 200) {
    log.warn('upstream.unexpected_status', { upstreamStatus: status });
    throw new ApiHttpError(502, `Elastic Path answered with status ${status}.`);
  }
  const read = readPaymentsBody(text, query);
  if (read.ok) return read.page;
  switch (read.problem) {
    case 'invalid_json':
      log.warn('upstream.invalid_json', { upstreamStatus: status });
      break;
    case 'invalid_body': {
      const issue = read.cause.issues[0];
      log.warn('upstream.invalid_body', { path: issue?.path.join('.'), issue: issue?.message });
      break;
    }
    case 'too_many_rows':
      log.warn('upstream.too_many_rows', { rows: read.rows, limit: read.limit });
      throw new ApiHttpError(
        502,
        `Elastic Path sent ${read.rows} rows for a page of at most ${read.limit}; the page is not shown.`,
      );
    case 'foreign_row': {
      const what = ownerName(read.field);
      log.warn('upstream.foreign_row', { field: read.field, index: read.index });
      throw new ApiHttpError(
        502,
        `Elastic Path sent a payment of another ${what} than the one asked for; the page is not shown.`,
      );
    }
  }
  throw new ApiHttpError(502, 'Elastic Path sent an unexpected response.', {
    cause: 'cause' in read ? read.cause : undefined,
  });
}
