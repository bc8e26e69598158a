/**
 * One refresh of the attention list: every outstanding invoice of the store, then each one's
 * payments, subscriber and subscription, one row at a time.
 *   1. `GET /subscriptions/invoices?filter=eq(outstanding,true)`, 100 a page, until a page comes
 *      back short: the real service gives no totals and its `links` are not believed
 *      (docs/upstream/real-service.md#links-are-not-trustworthy). An invoice a shifting page
 *      shows twice is kept once: no invoice is read twice.
 *   2. As soon as the first page is in, per invoice, every page of its payments (they come in no guaranteed order, so the latest
 *      needs them all), then its subscriber and subscription, each read once per refresh and
 *      from the replica's read cache when it holds them.
 * Invoice list and payments are read past the cache: the list is only as good as its freshest
 * facts. A row is made only of an invoice Elastic Path listed as outstanding in this refresh.
 */
import {
  type AttentionRow,
  type UpstreamInvoice,
  type UpstreamSubscriber,
  upstreamAccountResponseSchema,
  upstreamInvoiceListSchema,
  upstreamPaymentListSchema,
  upstreamSubscriberResponseSchema,
  upstreamSubscriptionResponseSchema,
} from '@pc/contract';
import { MAX_INVOICE_PAYMENTS } from '../invoice-rules/invoice-standing.ts';
import type { RetryContextData, RetryContextSource } from '../invoice-rules/retry-context.ts';
import { SUBSCRIPTION_INCLUDE } from '../pages/customer-reads.ts';
import { currentScope, runInScope } from '../store-budget/request-scope.ts';
import { query } from '../upstream/filter.ts';
import {
  accountPath,
  invoicePaymentsPath,
  invoicesPath,
  subscriberPath,
  subscriptionPath,
} from '../upstream/paths.ts';
import { readAllPages, readResource, type Upstream } from '../upstream/read-resource.ts';
import { attentionRow, type RowInput } from './attention-row.ts';

const PAGE = 100;
export const OUTSTANDING_FILTER = 'eq(outstanding,true)';

/** What a refresh has built so far; the snapshot reads it while the refresh runs. */
export interface RefreshProgress {
  rows: AttentionRow[];
  /** Outstanding invoices found so far. */
  found: number;
  /** What could not be read, in words; null while nothing is missing. */
  problem: string | null;
  /** Set by the snapshot when its lease was lost: the refresh stops reading. */
  abandoned?: boolean;
}

export interface RefreshDeps {
  /** The refresh's share of the replica's reads (background-share.ts). */
  upstream: Upstream;
  retryContext: RetryContextSource;
  now: () => number;
  /** Rows built at once: the share's requests in flight. */
  workers: number;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Elastic Path could not be read.';

/** A promise and the function that resolves it: the listing wakes the row builders. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Reads the cache when it holds the record, whatever the refresh's own reads do. */
function fromCacheFirst<T>(read: () => Promise<T>): Promise<T> {
  const scope = currentScope();
  return scope ? runInScope({ ...scope, refresh: false }, read) : read();
}

/** One promise per id and refresh: a subscriber of ten invoices is read once. */
function onceEach<T>(read: (id: string) => Promise<T>) {
  const seen = new Map<string, Promise<T>>();
  return (id: string | null | undefined): Promise<T | null> => {
    if (!id) return Promise.resolve(null);
    const key = id.toLowerCase();
    let value = seen.get(key);
    if (!value) {
      value = read(id);
      seen.set(key, value);
    }
    return value;
  };
}

/**
 * Pages through the outstanding invoices into `found`, waking `arrived` at each page, so rows are
 * built while later pages are still read.
 */
async function listOutstanding(
  upstream: Upstream,
  found: UpstreamInvoice[],
  onPage: () => void,
  abandoned: () => boolean,
): Promise<void> {
  const seen = new Set<string>();
  for (let offset = 0; !abandoned(); offset += PAGE) {
    const search = query({
      filter: OUTSTANDING_FILTER,
      'page[offset]': offset,
      'page[limit]': PAGE,
    });
    const page = await readResource(upstream, upstreamInvoiceListSchema, invoicesPath(), search);
    const rows = page?.data ?? [];
    for (const invoice of rows) {
      const id = invoice.id.toLowerCase();
      // Never a row Elastic Path did not call outstanding, whatever the filter did.
      if (invoice.attributes.outstanding !== true || seen.has(id)) continue;
      seen.add(id);
      found.push(invoice);
    }
    onPage();
    if (rows.length < PAGE) return;
  }
}

/**
 * Runs one refresh, filling `progress` as it goes; resolves when it is done or stopped by an
 * upstream failure (then `progress.problem` says what is missing). Never rejects.
 */
export async function runRefresh(deps: RefreshDeps, progress: RefreshProgress): Promise<void> {
  const { upstream, now } = deps;
  const subscriber = onceEach((id) =>
    fromCacheFirst(() =>
      readResource(upstream, upstreamSubscriberResponseSchema, subscriberPath(id)),
    ),
  );
  const subscription = onceEach((id) =>
    fromCacheFirst(() =>
      readResource(
        upstream,
        upstreamSubscriptionResponseSchema,
        subscriptionPath(id),
        query({ include: SUBSCRIPTION_INCLUDE }),
      ),
    ),
  );
  // The company a ticket names: one read per account, as for subscribers.
  const account = onceEach((id) =>
    fromCacheFirst(() => readResource(upstream, upstreamAccountResponseSchema, accountPath(id))),
  );
  const invoices: UpstreamInvoice[] = [];
  let listed = false;
  let listFailure: unknown = null;
  let rowFailure: unknown = null;
  let wake = signal();
  const onPage = () => {
    progress.found = invoices.length;
    wake.resolve();
    wake = signal();
  };
  const listing = listOutstanding(upstream, invoices, onPage, () => progress.abandoned === true)
    .catch((error: unknown) => {
      listFailure = error;
    })
    .finally(() => {
      listed = true;
      wake.resolve();
    });
  let next = 0;
  const buildRow = async (invoice: UpstreamInvoice, context: RetryContextData) => {
    const payments = await readAllPages(
      upstream,
      upstreamPaymentListSchema,
      invoicePaymentsPath(invoice.id),
      {},
      MAX_INVOICE_PAYMENTS,
    );
    // Gone since it was listed: nothing left to verify it by.
    if (!payments.found) return;
    const [person, held] = await Promise.all([
      subscriber(invoice.meta.subscriber_id),
      subscription(invoice.meta.subscription_id),
    ]);
    const subscriberData = (person?.data as UpstreamSubscriber | undefined) ?? null;
    const company = await account(subscriberData?.attributes.account_id);
    const input: RowInput = {
      invoice,
      company: company?.data.name ?? null,
      payments,
      subscriber: subscriberData,
      subscription: held ? { data: held.data, included: held.included } : null,
    };
    progress.rows.push(attentionRow(input, context, now()));
  };
  const worker = async () => {
    const context = await deps.retryContext();
    while (rowFailure === null && listFailure === null && !progress.abandoned) {
      const invoice = invoices[next];
      if (invoice) {
        next += 1;
        await buildRow(invoice, context);
      } else if (listed) return;
      else await wake.promise;
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, deps.workers) }, () =>
      worker().catch((error: unknown) => {
        rowFailure ??= error;
      }),
    ),
  );
  await listing;
  if (listFailure !== null) {
    progress.problem = `The list of outstanding invoices stopped after ${progress.found} (${messageOf(listFailure)}); the rest are missing.`;
  } else if (rowFailure !== null) {
    progress.problem = `Stopped after ${progress.rows.length} of ${progress.found} outstanding invoices (${messageOf(rowFailure)}); the rest are missing.`;
  }
}
