/**
 * A short cache of upstream reads, shared by every person on this replica: the store's rate
 * limit (shared with the storefront) is what the console has least of, and a support agent opens
 * the same customer, invoice and payments again within a minute. Entries are keyed by the built
 * path and query (upstream/paths.ts), hold the body as parsed exact JSON after it passed the
 * reader's checks, and live for their kind's TTL: store configuration (dunning rules,
 * schedules) for minutes, records (subscribers, accounts, subscriptions, invoices, payments,
 * jobs) for a minute by default. Bounded in entries and in bytes of response text (lru-cache).
 *
 * A list's rows are also entered under their own by-id path (`{ data: row }`), so opening what a
 * list showed costs no call. Only bodies of 200 answers enter: never a token (those never pass
 * through here), never an error. A 404 enters as "not found" for a few seconds only: the views
 * that ask for an unknown invoice ask for its payments from two requests at once (the summary and
 * the table), and a short hold makes that one call, while a record created meanwhile (a billing
 * run) is seen again within seconds.
 */
import { LRUCache } from 'lru-cache';
import type { UpstreamMetrics } from '../core/metrics-hooks.ts';
import { currentScope, noteReadAt } from '../store-budget/request-scope.ts';
import {
  accountPath,
  accountsPath,
  invoicePath,
  invoicePaymentPath,
  invoicePaymentsPath,
  invoicesPath,
  subscriberPath,
  subscribersPath,
  subscriptionInvoicePath,
  subscriptionInvoicePaymentPath,
  subscriptionInvoicePaymentsPath,
  subscriptionInvoicesPath,
  subscriptionPath,
  subscriptionsPath,
  templateOf,
} from './paths.ts';

export interface ReadCacheOptions {
  /** Entries held at most. */
  maxEntries: number;
  /** Bytes of response JSON held at most (by-id entries count their share of their list). */
  maxBytes: number;
  /** Dunning rules and schedules; 0: not cached. */
  configurationTtlMs: number;
  /** Everything else; 0: not cached. */
  recordTtlMs: number;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Counts each lookup by path template (metrics); absent: not counted. */
  metrics?: Pick<UpstreamMetrics, 'cacheHit' | 'cacheMiss'>;
}

/** What `get` returns for a path Elastic Path answered 404 to a moment ago. */
export const NOT_FOUND: unique symbol = Symbol('not found');

/** How long a 404 is remembered at most (less when the kind's TTL is shorter; 0: not at all). */
export const NOT_FOUND_TTL_MS = 10_000;

interface Entry {
  body: unknown;
  readAt: number;
  bytes: number;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

const CONFIGURATION = /^\/subscriptions\/(dunning-rules|schedules)(\/|$)/;
const UUID = '[0-9a-fA-F-]{36}';

/** A list path (its template as a pattern) and the by-id paths of its rows. */
interface RowHome {
  list: RegExp;
  byId: (ids: string[], row: { id: string }) => string[];
  /** The list's `included` goes with each row (subscriptions with their plans). */
  withIncluded?: boolean;
}

function pattern(template: string): RegExp {
  return new RegExp(`^${template.replaceAll('{id}', `(${UUID})`)}$`);
}

const ROW_HOMES: RowHome[] = [
  { list: pattern(subscribersPath.template), byId: (_, r) => [subscriberPath(r.id)] },
  { list: pattern(accountsPath.template), byId: (_, r) => [accountPath(r.id)] },
  { list: pattern(invoicesPath.template), byId: (_, r) => [invoicePath(r.id)] },
  {
    list: pattern(subscriptionInvoicesPath.template),
    byId: ([sub = ''], r) => [subscriptionInvoicePath(sub, r.id), invoicePath(r.id)],
  },
  {
    list: pattern(invoicePaymentsPath.template),
    byId: ([inv = ''], r) => [invoicePaymentPath(inv, r.id)],
  },
  {
    list: pattern(subscriptionInvoicePaymentsPath.template),
    byId: ([sub = '', inv = ''], r) => [
      subscriptionInvoicePaymentPath(sub, inv, r.id),
      invoicePaymentPath(inv, r.id),
    ],
  },
  {
    list: pattern(subscriptionsPath.template),
    byId: (_, r) => [subscriptionPath(r.id)],
    withIncluded: true,
  },
];

function keyOf(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

export class ReadCache {
  private readonly lru: LRUCache<string, Entry>;
  private readonly options: ReadCacheOptions;
  private hits = 0;
  private misses = 0;

  constructor(options: ReadCacheOptions) {
    this.options = options;
    this.lru = new LRUCache<string, Entry>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
      ttlResolution: 0,
      perf: { now: options.now },
    });
  }

  /** Milliseconds since the epoch, on the cache's clock. */
  now(): number {
    return this.options.now();
  }

  private ttlOf(path: string): number {
    return CONFIGURATION.test(path) ? this.options.configurationTtlMs : this.options.recordTtlMs;
  }

  /**
   * The body read before for this path and query (`NOT_FOUND` for a recent 404), unless the
   * request asked for fresh data (the page's Refresh) or it expired. A hit notes its read time
   * for the page's "as of".
   */
  get(path: string, search: string): unknown {
    if (this.ttlOf(path) === 0 || currentScope()?.refresh) return undefined;
    const entry = this.lru.get(keyOf(path, search));
    if (!entry) {
      this.misses += 1;
      this.options.metrics?.cacheMiss(templateOf(path));
      return undefined;
    }
    this.hits += 1;
    this.options.metrics?.cacheHit(templateOf(path));
    noteReadAt(entry.readAt, true);
    return entry.body;
  }

  /** Holds a checked 200 body read at `readAt` (`bytes` long), and its rows under their by-id paths. */
  set(path: string, search: string, body: unknown, bytes: number, readAt: number): void {
    const ttl = this.ttlOf(path);
    if (ttl === 0) return;
    this.lru.set(keyOf(path, search), { body, readAt, bytes }, { ttl });
    const rows = (body as { data?: unknown }).data;
    if (!Array.isArray(rows) || rows.length === 0) return;
    const home = ROW_HOMES.find((h) => h.list.test(path));
    if (!home) return;
    // A list read with an include is the only one whose rows can stand for a by-id read with it.
    const params = new URLSearchParams(search);
    const include = params.get('include');
    const byIdSearch =
      home.withIncluded && include ? new URLSearchParams({ include }).toString() : '';
    if (!home.withIncluded && include) return;
    const ids = (home.list.exec(path) ?? []).slice(1);
    const share = Math.ceil(bytes / rows.length);
    const included = (body as { included?: unknown }).included;
    for (const row of rows as { id?: unknown }[]) {
      if (typeof row?.id !== 'string') continue;
      const single =
        home.withIncluded && included !== undefined ? { data: row, included } : { data: row };
      for (const byId of home.byId(ids, { id: row.id })) {
        this.lru.set(keyOf(byId, byIdSearch), { body: single, readAt, bytes: share }, { ttl });
      }
    }
  }

  /** Remembers for a few seconds that Elastic Path answered 404 to this path and query. */
  setNotFound(path: string, search: string, readAt: number): void {
    const ttl = Math.min(this.ttlOf(path), NOT_FOUND_TTL_MS);
    if (ttl === 0) return;
    this.lru.set(keyOf(path, search), { body: NOT_FOUND, readAt, bytes: 1 }, { ttl });
  }

  /** What is held, as JSON text: for tests that look inside (no token, ever). */
  contentsText(): string {
    return JSON.stringify([...this.lru.entries()].map(([key, entry]) => [key, entry.body]));
  }

  stats(): ReadCacheStats {
    return {
      hits: this.hits,
      misses: this.misses,
      entries: this.lru.size,
      bytes: this.lru.calculatedSize,
    };
  }
}
