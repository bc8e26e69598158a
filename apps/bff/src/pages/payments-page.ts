/**
 * A page of an invoice's payments, as the browser gets it: read through the one upstream reader
 * (exact JSON, row count, row ownership, schema, 502 mapping), then the upstream list envelope →
 * the BFF's `PaymentsPage`. The mapping normalises what the real service and the spec disagree on
 * (`manual_payment` in attributes or meta, `null` optionals, totals present or absent) and derives
 * `hasNext`: from the totals, else from whether the page came back full.
 */
import {
  normalizePayment,
  type PaymentsPage,
  type UpstreamPaymentList,
  upstreamInvoiceResponseSchema,
  upstreamPaymentListSchema,
} from '@pc/contract';
import { z } from 'zod';
import { NotFoundError } from '../core/errors.ts';
import { query as queryString } from '../upstream/filter.ts';
import {
  invoicePath,
  invoicePaymentsPath,
  subscriptionInvoicePath,
  subscriptionInvoicePaymentsPath,
} from '../upstream/paths.ts';
import { readResource, type Upstream } from '../upstream/read-resource.ts';

/**
 * The list schema with zod's ahead-of-time compiled fast path: the same rules and outputs, about
 * seven times less work per row. A body it rejects is parsed again by zod's runtime parser, so
 * the issues reported are the same. See docs/performance.md.
 */
export const paymentListSchema = z.compile(upstreamPaymentListSchema);

export interface RequestedPage {
  offset: number;
  limit: number | undefined;
}

function linkHref(link: unknown): string | null {
  if (typeof link === 'string') return link || null;
  if (link && typeof link === 'object' && 'href' in link && typeof link.href === 'string')
    return link.href || null;
  return null;
}

/** The page length the upstream used, read from a link such as `…?page%5Blimit%5D=25…`. */
function limitFromLinks(links: UpstreamPaymentList['links']): number | null {
  for (const link of Object.values(links ?? {})) {
    const href = linkHref(link);
    if (!href) continue;
    try {
      const value = Number(new URL(href).searchParams.get('page[limit]'));
      if (Number.isInteger(value) && value > 0) return value;
    } catch {
      // A relative or malformed link tells us nothing.
    }
  }
  return null;
}

export function toPaymentsPage(list: UpstreamPaymentList, requested: RequestedPage): PaymentsPage {
  const data = list.data.map(normalizePayment);
  const page = list.meta?.page;
  const resultsTotal = list.meta?.results?.total ?? null;
  const limit = page?.limit ?? requested.limit ?? limitFromLinks(list.links) ?? null;
  const offset = page?.offset ?? requested.offset;

  // Without totals, a full page means there may be more. `links.next` is not believed: the real
  // service's links point at another host, drop the filter and may be null on a full page
  // (docs/upstream/real-service.md#links-are-not-trustworthy).
  let hasNext: boolean;
  if (resultsTotal !== null) hasNext = offset + data.length < resultsTotal;
  else hasNext = limit !== null ? data.length >= limit : data.length > 0;

  return {
    data,
    meta: {
      page: {
        limit,
        offset,
        current: page?.current ?? (limit ? Math.floor(offset / limit) + 1 : null),
        total:
          page?.total ?? (resultsTotal !== null && limit ? Math.ceil(resultsTotal / limit) : null),
        hasNext,
      },
      results: { total: resultsTotal },
    },
  };
}

export interface PaymentsQuery extends RequestedPage {
  /** With it, the nested path of docs/upstream/payments-api.md#list-payments-of-an-invoice; without, the invoice-only path. */
  subscriptionId?: string;
  invoiceId: string;
}

/**
 * A page of an invoice's payments, by the nested path when `query` names the subscription. An
 * empty first page is checked against the invoice, asked for by the same path.
 * @throws NotFoundError with `notFound` when Elastic Path does not know the invoice
 */
export async function readInvoicePayments(
  upstream: Upstream,
  query: PaymentsQuery,
  notFound: string,
) {
  const { subscriptionId, invoiceId } = query;
  const search = queryString({ 'page[offset]': query.offset, 'page[limit]': query.limit });
  const list = await readResource(
    upstream,
    paymentListSchema,
    subscriptionId
      ? subscriptionInvoicePaymentsPath(subscriptionId, invoiceId)
      : invoicePaymentsPath(invoiceId),
    search,
  );
  if (list === null) throw new NotFoundError(notFound);
  const page = toPaymentsPage(list, query);
  if (page.data.length === 0 && query.offset === 0) {
    const invoice = await readResource(
      upstream,
      upstreamInvoiceResponseSchema,
      subscriptionId ? subscriptionInvoicePath(subscriptionId, invoiceId) : invoicePath(invoiceId),
    );
    if (invoice === null) throw new NotFoundError(notFound);
  }
  return page;
}
